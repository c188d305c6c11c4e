import { describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { currencyListSchema, errorEnvelopeSchema, orderRulesSchema, orderSchema } from '@tm/core';
import { CUSTOMER as customer } from '@tm/core/fixtures';
import { currencies, orders } from '../../src/db/schema';
import { createOfflineRateProvider } from '../../src/rates/offline-provider';
import { jsonRequest, seededAppForFile } from '../support/test-app';

/**
 * Issue 31.8: rate age is honest. With a rate service in use, an order on a rate older than
 * RATES_MAX_AGE_HOURS is refused (422, the currency named, nothing written); with the bundled sample provider
 * every rate says it is a sample, and GET /orderRules says which provider is in use.
 */
const offline = createOfflineRateProvider();
const service = { name: 'exchange-rate service', lookup: (code: string) => offline.lookup(code) };
const ctx = seededAppForFile({ rates: service });
const sampleCtx = seededAppForFile();

const buyEuros = {
  ...customer,
  status: 'buy',
  Orders: [
    { Id: 'e', currencyTake: '100', currencyTakecurrent: 'GBP', currencyMycurrent: 'EUR', status: 'buy' },
  ],
};

/** Sets EUR's rate as if the service last gave it `hours` before the app's clock. */
async function eurSetHoursAgo(hours: number) {
  const at = new Date(ctx.deps.clock().getTime() - hours * 3_600_000);
  await ctx.deps.db
    .update(currencies)
    .set({ sample: false, updatedAt: at })
    .where(eq(currencies.code, 'EUR'));
  ctx.deps.currencySnapshot.invalidate();
}

async function orderCount() {
  const [row] = await ctx.deps.db.select({ n: count() }).from(orders);
  return row!.n;
}

describe('POST /api/Order: rates older than RATES_MAX_AGE_HOURS', () => {
  it('takes an order on a rate within the limit', async () => {
    await eurSetHoursAgo(47);
    const res = await ctx.app.request('/api/Order', jsonRequest(buyEuros));
    expect(res.status).toBe(201);
    orderSchema.parse(await res.json());
  });

  it('refuses one on an older rate with 422 naming the currency, writing nothing', async () => {
    await eurSetHoursAgo(49);
    const before = await orderCount();
    const res = await ctx.app.request('/api/Order', jsonRequest(buyEuros));
    expect(res.status).toBe(422);
    const { error } = errorEnvelopeSchema.parse(await res.json());
    expect(error.code).toBe('rates_too_old');
    expect(error.message).toMatch(/^We cannot take orders for EUR right now: its rate was last updated /);
    expect(error.message).toContain('more than 48 hours ago');
    expect(error.issues).toContainEqual(
      expect.objectContaining({ path: ['Orders', 0, 'currencyMycurrent'] }),
    );
    expect(await orderCount()).toBe(before);
  });

  it('says the limit and the provider in GET /orderRules', async () => {
    const res = await ctx.app.request('/api/orderRules');
    expect(orderRulesSchema.parse(await res.json())).toMatchObject({
      ratesMaxAgeHours: 48,
      ratesProvider: 'service',
    });
  });
});

describe('the bundled sample provider', () => {
  it('marks every rate a sample, even one a refresh stored as real', async () => {
    await sampleCtx.deps.db.update(currencies).set({ sample: false }).where(eq(currencies.code, 'USD'));
    sampleCtx.deps.currencySnapshot.invalidate();
    const list = currencyListSchema.parse(await (await sampleCtx.app.request('/api/currency')).json());
    expect(list.length).toBeGreaterThan(0);
    expect(list.every((c) => c.sample)).toBe(true);
    const rules = orderRulesSchema.parse(await (await sampleCtx.app.request('/api/orderRules')).json());
    expect(rules.ratesProvider).toBe('sample');
  });

  it('takes orders on sample rates, however old (they say they are samples)', async () => {
    const res = await sampleCtx.app.request('/api/Order', jsonRequest(buyEuros));
    expect(res.status).toBe(201);
  });
});
