import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { LiveModeStatus } from '@tm/core';
import { currencies } from '../../src/db/schema';
import { createLiveMode } from '../../src/rates/live-mode';

import {
  adminAppForFile,
  auditRows,
  authApp,
  json,
  jsonRequest,
  placeOrder,
  userWithSession,
} from '../auth/support';
import { settableRates } from '../rate-alerts/support';

/**
 * Issue 14.4: a provider answering EUR=1000 was stored and a £100 order priced at 98,900 EUR; AUD=1e-7 was
 * stored as 0; NZD=1e20 gave a 500 and made every live-mode round fail (one transaction for all rates).
 */
const answers: Record<string, string> = {};
const provider = settableRates(answers);

const ctx = adminAppForFile({}, { rates: provider });

const rateOf = async (code: string) =>
  (await ctx.deps.db.select({ rate: currencies.rate }).from(currencies).where(eq(currencies.code, code)))[0]
    ?.rate;
const auditOf = (action: string, code: string) => auditRows(ctx.deps, code, action);

describe('rates from the provider are checked one by one', () => {
  it('stores the good ones and keeps out, reports and audits the bad ones, without failing the round', async () => {
    const before = { EUR: await rateOf('EUR'), AUD: await rateOf('AUD'), NZD: await rateOf('NZD') };
    Object.assign(answers, {
      EUR: '1000',
      AUD: '0.0000001',
      NZD: '100000000000000000000',
      USD: String(Number(await rateOf('USD')) * 1.02),
    });
    const live = createLiveMode(ctx.deps, 60);
    await live.refreshNow();
    expect({ EUR: await rateOf('EUR'), AUD: await rateOf('AUD'), NZD: await rateOf('NZD') }).toEqual(before);
    expect(Number(await rateOf('USD'))).toBeCloseTo(Number(answers.USD), 5);

    const state: LiveModeStatus = await live.state();
    expect(state.lastUpdated).toBe(1);
    expect(Object.fromEntries(state.rejected.map((r) => [r.code, r.reason]))).toEqual({
      EUR: 'moved',
      AUD: 'too-small',
      NZD: 'too-large',
    });
    const eur = state.rejected.find((r) => r.code === 'EUR')!;
    expect(eur.movePercent).toMatch(/^\d{5}\.\d$/);
    expect(eur.message).toContain('EUR = 1000');
    expect(state.lastError).toContain('3 rates were not used');
    expect(await auditOf('currency-rate-rejected', 'EUR')).toHaveLength(1);

    // The next round meets the same answers: still kept out, but not audited again.
    await live.refreshNow();
    expect(await auditOf('currency-rate-rejected', 'EUR')).toHaveLength(1);
    expect((await live.state()).rejected).toHaveLength(3);

    // Orders are still priced at the last good rate.
    const order = (await placeOrder(ctx.app)) as unknown as { Orders: Array<{ Rate: string }> };
    expect(Number(order.Orders[0]!.Rate)).toBeLessThan(2);
  });

  it('Check shows why; UpdateCurrencyPrice refuses, and stores the rate only when an Admin accepts it', async () => {
    const look = await json(await ctx.app.request('/api/rateLookup/EUR', { headers: ctx.admin.bearer }));
    expect(look).toMatchObject({ value: 'EUR', Rate: '1000', rejected: { reason: 'moved' } });

    const refused = await ctx.app.request(
      '/api/UpdateCurrencyPrice/EUR',
      jsonRequest({}, ctx.admin.bearer, 'PUT'),
    );
    expect(refused.status).toBe(422);
    expect((await json(refused)).error).toMatchObject({ code: 'rate_rejected' });
    expect(Number(await rateOf('EUR'))).toBeLessThan(2);

    answers.EUR = '1100';
    const stale = await ctx.app.request(
      '/api/UpdateCurrencyPrice/EUR',
      jsonRequest({ acceptRate: '1000' }, ctx.admin.bearer, 'PUT'),
    );
    expect(stale.status).toBe(409);
    expect((await json(stale)).error.code).toBe('rate_changed');
    expect(Number(await rateOf('EUR'))).toBeLessThan(2);

    const accepted = await ctx.app.request(
      '/api/UpdateCurrencyPrice/EUR',
      jsonRequest({ acceptRate: '1100.0' }, ctx.admin.bearer, 'PUT'),
    );
    expect(accepted.status).toBe(200);
    expect(await rateOf('EUR')).toBe('1100.000000');
    const [audit] = await auditOf('currency-rate-accepted', 'EUR');
    expect(audit).toBeDefined();
    const status = await json(await ctx.app.request('/api/liveMode', { headers: ctx.admin.bearer }));
    expect(status.rejected.map((r: { code: string }) => r.code)).not.toContain('EUR');
  });

  it('refuses a rate the column cannot hold at Add and UpdateCurrencyPrice, whatever is accepted', async () => {
    const huge = await ctx.app.request(
      '/api/UpdateCurrencyPrice/NZD',
      jsonRequest({ acceptRate: answers.NZD }, ctx.admin.bearer, 'PUT'),
    );
    expect(huge.status).toBe(422);
    expect((await json(huge)).error.code).toBe('rate_unusable');
    await ctx.deps.db.delete(currencies).where(eq(currencies.code, 'XAU'));
    answers.XAU = '0.0000001';
    const add = await ctx.app.request(
      '/api/AddCurrency',
      jsonRequest({ value: 'XAU', label: 'Gold', Sell: '-1', Buy: '1' }, ctx.admin.bearer),
    );
    expect(add.status).toBe(422);
    expect((await json(add)).error.message).toContain('rounds to 0 at 6 decimals');
    expect(await rateOf('XAU')).toBeUndefined();
  });

  it('takes the allowed move from RATE_MAX_MOVE_PERCENT', async () => {
    const wide = await authApp(ctx.tdb.database, { RATE_MAX_MOVE_PERCENT: '50' }, { rates: provider });
    const wideAdmin = (await userWithSession(wide.deps, 'Admin')).bearer;
    const last = Number(await rateOf('USD'));
    answers.USD = (last * 1.3).toFixed(6);
    const res = await wide.app.request('/api/UpdateCurrencyPrice/USD', jsonRequest({}, wideAdmin, 'PUT'));
    expect(res.status).toBe(200);
    answers.USD = (last * 1.3 * 1.6).toFixed(6);
    const far = await wide.app.request('/api/UpdateCurrencyPrice/USD', jsonRequest({}, wideAdmin, 'PUT'));
    expect(far.status).toBe(422);
  });
});
