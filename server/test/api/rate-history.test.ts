/*
 * Over 300 lines on purpose: rate history from recording to answer (what is stored, the endpoint, the
 * trend, retention, sample points) against one fake rate service and database made once for the file.
 */
import { describe, expect, it } from 'vitest';
import { asc, eq, sql } from 'drizzle-orm';
import { customerRate, rateHistorySchema } from '@tm/core';
import { currencies, rateHistory } from '../../src/db/schema';
import { seedSampleHistory, SAMPLE_HISTORY_DAYS } from '../../src/db/sample-history';
import { createLiveMode } from '../../src/rates/live-mode';

import { pruneRateHistory, recordRateChange } from '../../src/rates/rate-history';
import { adminAppForFile, errorOf, json } from '../auth/support';
import { FIXED_NOW } from '../support/test-app';
import { settableRates } from '../rate-alerts/support';

/** The service's answers, changed by the tests; an unknown code is refused like a real service would. */
const serviceRates: Record<string, string> = { EUR: '1.1650', USD: '1.3380' };
const rates = settableRates(serviceRates);

let now = new Date(FIXED_NOW);
const ctx = adminAppForFile({}, { rates, clock: () => new Date(now) });

const HOUR = 60 * 60 * 1000;
/** A history row as the tests expect it: what wrote it, the rate and the margins in force. */
const historyRow = (source: string, rate: string, sellMargin: string, buyMargin: string) => ({
  source,
  rate,
  sellMargin,
  buyMargin,
});
/** A currency of the test's own, straight in the table, its margins ±`margin` %. */
const addCurrency = (code: string, label: string, rate: string, margin: string) =>
  ctx.deps.db.insert(currencies).values({ code, label, rate, sellMargin: `-${margin}`, buyMargin: margin });
const at = (iso: string) => new Date(iso);
const historyOf = (code: string) =>
  ctx.deps.db
    .select()
    .from(rateHistory)
    .where(eq(rateHistory.code, code))
    .orderBy(asc(rateHistory.recordedAt), asc(rateHistory.id));
const asAdmin = ctx.call;
const getHistory = (code: string, query = '', headers: Record<string, string> = {}) =>
  ctx.app.request(`/api/rateHistory/${code}${query}`, { headers });

describe('what is recorded', () => {
  it('the seed writes each currency with its margins, as sample data', async () => {
    const [seeded] = await historyOf('CHF');
    expect(seeded).toMatchObject({
      source: 'seed',
      rate: '1.065000',
      sellMargin: '-1.5000',
      buyMargin: '1.5000',
    });
  });

  it('an admin Check (UpdateCurrencyPrice) records the new rate with the margins in force', async () => {
    now = at('2026-11-02T11:00:00Z');
    serviceRates.EUR = '1.1700';
    expect((await asAdmin('PUT', '/api/UpdateCurrencyPrice/EUR', {})).status).toBe(200);
    const last = (await historyOf('EUR')).at(-1);
    expect(last).toMatchObject(historyRow('check', '1.170000', '-1.1000', '1.0000'));
    expect(last!.recordedAt).toEqual(now);
  });

  it('a Check that finds the same rate writes nothing', async () => {
    const before = (await historyOf('EUR')).length;
    expect((await asAdmin('PUT', '/api/UpdateCurrencyPrice/EUR', {})).status).toBe(200);
    expect(await historyOf('EUR')).toHaveLength(before);
  });

  it('a margin edit records the rate with the new margins; a label-only edit records nothing', async () => {
    now = at('2026-11-02T12:00:00Z');
    const edit = (label: string, Sell: string, Buy: string) =>
      asAdmin('PUT', '/api/updateCurrency/EUR', { label, Sell, Buy });
    expect((await edit('European Union', '-1.5', '1.2')).status).toBe(200);
    const last = (await historyOf('EUR')).at(-1);
    expect(last).toMatchObject(historyRow('edit', '1.170000', '-1.5000', '1.2000'));
    const before = (await historyOf('EUR')).length;
    expect((await edit('Eurozone', '-1.5', '1.2')).status).toBe(200);
    expect(await historyOf('EUR')).toHaveLength(before);
  });

  it('a live-mode round records each changed rate, and nothing for an unchanged one', async () => {
    now = at('2026-11-02T13:00:00Z');
    serviceRates.USD = '1.3400';
    const live = createLiveMode(ctx.deps, 60);
    const eurBefore = (await historyOf('EUR')).length;
    await live.refreshNow();
    expect((await historyOf('USD')).at(-1)).toMatchObject({
      source: 'live',
      rate: '1.340000',
      sellMargin: '-1.1000',
      buyMargin: '1.0000',
      recordedAt: now,
    });
    // EUR's rate (1.17) came back unchanged.
    expect(await historyOf('EUR')).toHaveLength(eurBefore);
  });

  it('AddCurrency records the new currency', async () => {
    serviceRates.XAU = '0.000412';
    await ctx.deps.db.delete(rateHistory).where(eq(rateHistory.code, 'XAU'));
    await ctx.deps.db.delete(currencies).where(eq(currencies.code, 'XAU'));
    const res = await asAdmin('POST', '/api/AddCurrency', { value: 'XAU', label: 'Gold', Sell: -2, Buy: 2 });
    expect(res.status).toBe(201);
    expect(await historyOf('XAU')).toMatchObject([
      { source: 'add', rate: '0.000412', sellMargin: '-2.0000' },
    ]);
  });
});

describe('GET /api/rateHistory/{code}', () => {
  it('answers the customer rates on the period grid, 4 dp by the pricing formulas, the last change last', async () => {
    // A code of its own with a known past: 1.234567 at -1.23% / +0.77%, then a margin change, then a rate change.
    await addCurrency('XTS', 'Testing', '4.600000', '2.0000');
    const change = (iso: string, rate: string, sellMargin: string, buyMargin: string) =>
      recordRateChange(ctx.deps.db, {
        code: 'XTS',
        rate,
        sellMargin,
        buyMargin,
        source: 'check',
        at: at(iso),
      });
    await change('2026-10-30T00:00:00Z', '1.234567', '-1.23', '0.77');
    await change('2026-11-01T07:00:00Z', '1.234567', '-2', '2');
    await change('2026-11-02T15:10:00Z', '4.6', '-2', '2');
    now = at('2026-11-02T15:30:00Z');

    const res = await getHistory('xts', '?days=7');
    expect(res.status).toBe(200);
    const body = rateHistorySchema.parse(await json(res));
    expect(body).toMatchObject({ value: 'XTS', days: 7, sample: false });
    // Every 6 hours from 2026-10-26T12:00 to 2026-11-02T12:00: nothing before the first row, then 15 moments.
    const first = body.points[0]!;
    expect(first).toEqual({
      at: '2026-10-30T00:00:00.000Z',
      collect: '1.2194',
      sell: '1.2441',
      sample: false,
    });
    // 1.234567 × 0.9877 = 1.21938183… → 1.2194; × 1.0077 = 1.24407317… → 1.2441.
    expect(first.collect).toBe(customerRate({ Rate: '1.234567', Sell: '-1.23', Buy: '0.77' }, 'buy'));
    const moments = body.points.map((p) => p.at);
    expect(moments.slice(0, 6)).toEqual([
      '2026-10-30T00:00:00.000Z',
      '2026-10-30T06:00:00.000Z',
      '2026-10-30T12:00:00.000Z',
      '2026-10-30T18:00:00.000Z',
      '2026-10-31T00:00:00.000Z',
      '2026-10-31T06:00:00.000Z',
    ]);
    expect(body.points.find((p) => p.at === '2026-11-01T12:00:00.000Z')).toMatchObject({
      collect: '1.2099',
      sell: '1.2593',
    });
    expect(body.points.at(-2)!.at).toBe('2026-11-02T12:00:00.000Z');
    expect(body.points.at(-1)).toEqual({
      at: '2026-11-02T15:10:00.000Z',
      collect: '4.5080',
      sell: '4.6920',
      sample: false,
    });
    expect(body.points).toHaveLength(15 + 1);
  });

  it('spaces 30 and 90 days daily, and marks the seeded sample rate as sample data', async () => {
    now = at('2026-11-02T15:30:00Z');
    const thirty = rateHistorySchema.parse(await json(await getHistory('JPY', '?days=30')));
    // The seed row (2026-11-01) is in force at midnight on the 1st and the 2nd.
    expect(thirty.points.map((p) => p.at)).toEqual(['2026-11-01T00:00:00.000Z', '2026-11-02T00:00:00.000Z']);
    expect(thirty.points[0]).toMatchObject({ collect: '163.1585', sell: '172.3623', sample: true });
    expect(thirty.sample).toBe(true);
    expect(rateHistorySchema.parse(await json(await getHistory('JPY', '?days=90'))).days).toBe(90);
    // Left out, days is 30.
    expect((await json(await getHistory('JPY'))).days).toBe(30);
  });

  it('sends an ETag and Cache-Control, and 304 for a copy the client holds', async () => {
    const res = await getHistory('EUR', '?days=7');
    const etag = res.headers.get('etag');
    expect(etag).toMatch(/^"[A-Za-z0-9_-]{27}"$/);
    expect(res.headers.get('cache-control')).toBe('public, max-age=60');
    const again = await getHistory('EUR', '?days=7', { 'if-none-match': etag! });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    // Another period is another answer.
    expect((await getHistory('EUR', '?days=30', { 'if-none-match': etag! })).status).toBe(200);
    // A change of rate is a new answer.
    now = at('2026-11-02T15:40:00Z');
    serviceRates.EUR = '1.1600';
    expect((await asAdmin('PUT', '/api/UpdateCurrencyPrice/EUR', {})).status).toBe(200);
    expect((await getHistory('EUR', '?days=7', { 'if-none-match': etag! })).status).toBe(200);
  });

  it('answers 404 in the error envelope for a code not on offer, deleted ones included', async () => {
    const unknown = await getHistory('QQQ', '?days=7');
    expect(unknown.status).toBe(404);
    expect(await errorOf(unknown)).toMatchObject({ code: 'currency_not_found' });
    await ctx.deps.db.update(currencies).set({ deletedAt: now }).where(eq(currencies.code, 'XTS'));
    expect((await getHistory('XTS', '?days=7')).status).toBe(404);
  });

  it('answers 400 for days other than 7, 30 or 90, and for a malformed code', async () => {
    for (const query of ['?days=14', '?days=abc', '?days=', '?days=7.0']) {
      const res = await getHistory('EUR', query);
      expect(res.status, query).toBe(400);
      expect((await errorOf(res)).message).toBe('days must be one of 7, 30, 90');
    }
    expect((await getHistory('EU1', '?days=7')).status).toBe(400);
  });

  it('answers 90 days of five-minute live history as 91 points (the speed is measured by npm run bench, not here)', async () => {
    await addCurrency('XDR', 'Drawing rights', '0.380000', '3.0000');
    const start = new Date(now.getTime() - 90 * 24 * HOUR);
    // A change every 5 minutes for 90 days: 25,920 rows, made by the database itself. Built as 2,000-row inserts
    // by drizzle they were most of this test's time, past its 30 s on PGlite in a loaded CI run.
    await ctx.deps.db.execute(sql`
      insert into rate_history (code, rate, sell_margin, buy_margin, source, recorded_at)
      select 'XDR', round(0.38 + (i % 100) / 100000.0, 6), -3, 3, 'live',
             ${start.toISOString()}::timestamptz + i * interval '5 minutes'
      from generate_series(0, ${90 * 24 * 12 - 1}) as i`);
    expect(await ctx.deps.db.$count(rateHistory, eq(rateHistory.code, 'XDR'))).toBe(90 * 24 * 12);
    const res = await getHistory('XDR', '?days=90');
    expect(res.status).toBe(200);
    // 90 daily moments with a row at or before them, and the change since the last midnight.
    expect((await json(res)).points).toHaveLength(91);
  });
});

describe('the 7-day trend in the currency list', () => {
  it('is up when the pound buys more than a week ago, down when less, flat within 0.1%', async () => {
    now = at('2026-11-09T13:00:00Z');
    serviceRates.USD = '1.3500';
    expect((await asAdmin('PUT', '/api/UpdateCurrencyPrice/USD', {})).status).toBe(200);
    serviceRates.EUR = '1.1000';
    expect((await asAdmin('PUT', '/api/UpdateCurrencyPrice/EUR', {})).status).toBe(200);
    const list: Array<{ value: string; trend7d: string }> = await json(
      await ctx.app.request('/api/currency'),
    );
    const trend = (code: string) => list.find((c) => c.value === code)?.trend7d;
    // USD a week ago (2026-11-02T13:00): 1.34, now 1.35. EUR then 1.17, now 1.10. CHF: only the seed rate.
    expect(trend('USD')).toBe('up');
    expect(trend('EUR')).toBe('down');
    expect(trend('CHF')).toBe('flat');
  });
});

describe('keeping five years', () => {
  it('deletes rows older than five years by the injected clock, but keeps each currency its rate in force', async () => {
    const code = 'ISK';
    await ctx.deps.db.delete(rateHistory).where(eq(rateHistory.code, code));
    const change = (iso: string, rate: string) =>
      recordRateChange(ctx.deps.db, {
        code,
        rate,
        sellMargin: '-2',
        buyMargin: '2',
        source: 'live',
        at: at(iso),
      });
    await change('2021-01-01T00:00:00Z', '160');
    await change('2021-06-01T00:00:00Z', '161');
    await change('2021-11-20T00:00:00Z', '162');
    await change('2026-11-01T00:00:00Z', '170');
    // Five years before 2026-11-25: 2021-11-25. The two 2021 rows before the newest old one go.
    expect(await pruneRateHistory(ctx.deps.db, at('2026-11-25T00:00:00Z'))).toBe(2);
    expect((await historyOf(code)).map((r) => r.rate)).toEqual(['162.000000', '170.000000']);
    // Five years after the 2026 change, the 2021 row is no longer the rate in force anywhere: it goes too.
    await change('2031-11-01T00:00:00Z', '180');
    await pruneRateHistory(ctx.deps.db, at('2031-11-25T00:00:00Z'));
    expect((await historyOf(code)).map((r) => r.rate)).toEqual(['170.000000', '180.000000']);
  });
});

describe('sample history', () => {
  it('gives currencies still on their sample rate 90 days of sample points ending on that rate, once', async () => {
    now = at('2026-11-25T09:00:00Z');
    // As a start does: on PGlite without the per-row key checks (the process owns the database).
    const ownsDatabase = ctx.deps.driver === 'pglite';
    const given = await seedSampleHistory(ctx.deps.db, now, { ownsDatabase });
    // The checks are off for that transaction only.
    const role = await ctx.deps.db.execute(sql`show session_replication_role`);
    expect(JSON.stringify(role)).toContain('"session_replication_role":"origin"');
    // Every seeded currency staff or the service did not change (EUR, USD and CHF… were checked above).
    expect(given).toBeGreaterThan(50);
    const sample = (await historyOf('JPY')).filter((r) => r.source === 'sample');
    expect(sample).toHaveLength(SAMPLE_HISTORY_DAYS * 2 + 1);
    // The seed's own row (the sample rate dated 2026-11-01) is gone: inside the walk it was a one-day spike.
    expect((await historyOf('JPY')).filter((r) => r.source === 'seed')).toEqual([]);
    expect(sample.at(-1)).toMatchObject({ rate: '167.342000', recordedAt: now });
    // A point every 12 hours back to 90 days before, each a sample point's time in the walk's order.
    expect(sample[0]!.recordedAt).toEqual(new Date(now.getTime() - SAMPLE_HISTORY_DAYS * 86_400_000));
    expect(
      sample.every(
        (r, i) => i === 0 || r.recordedAt.getTime() - sample[i - 1]!.recordedAt.getTime() === 43_200_000,
      ),
    ).toBe(true);
    // Each point carries the currency's margins.
    expect(sample[0]!.sellMargin).not.toBeNull();
    expect(new Set(sample.map((r) => `${r.sellMargin}/${r.buyMargin}`)).size).toBe(1);
    const values = sample.map((r) => Number(r.rate));
    expect(Math.max(...values) / 167.342).toBeLessThan(1.041);
    expect(Math.min(...values) / 167.342).toBeGreaterThan(0.959);
    expect(new Set(values).size).toBeGreaterThan(100);
    // EUR has a real rate now: no sample history.
    expect((await historyOf('EUR')).some((r) => r.source === 'sample')).toBe(false);
    expect(await seedSampleHistory(ctx.deps.db, now, { ownsDatabase })).toBe(0);

    const body = rateHistorySchema.parse(await json(await getHistory('JPY', '?days=90')));
    expect(body.sample).toBe(true);
    expect(body.points.length).toBeGreaterThanOrEqual(90);
    expect(body.points.every((p) => p.sample)).toBe(true);
  });
});
