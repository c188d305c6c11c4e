import { describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { customerRate, messages, type Currency, type Order } from '@tm/core';
import { CUSTOMER } from '@tm/core/fixtures';
import { currencies, orders } from '../../src/db/schema';
import { jsonRequest, seededAppForFile } from '../support/test-app';

/**
 * Orders are priced from the in-memory currency list and the write re-checks those rates in the database. A
 * change that never reached the list (made straight in SQL, a lost NOTIFY) must still be what the order is
 * priced at, and a currency deleted that way must be refused, exactly as when every order read the table.
 */
const ctx = seededAppForFile();

const order = (code: string, give = '100') => ({
  ...CUSTOMER,
  status: 'buy',
  Orders: [
    { Id: 'a', currencyTake: give, currencyTakecurrent: 'GBP', currencyMycurrent: code, status: 'buy' },
  ],
});

async function listed(code: string): Promise<Currency | undefined> {
  const res = await ctx.app.request('/api/currency');
  return ((await res.json()) as Currency[]).find((c) => c.value === code);
}

const storedOrders = async () => (await ctx.deps.db.select({ n: count() }).from(orders))[0]!.n;

describe('POST /api/Order prices at the rates the database holds when it writes', () => {
  it('uses a rate changed behind the in-memory list, and the list is refreshed by it', async () => {
    const before = await listed('USD');
    expect(before).toBeDefined();
    // Straight in the database: no RateBus announcement, so the in-memory list still has the old rate.
    await ctx.deps.db
      .update(currencies)
      .set({ rate: '1.400000', sellMargin: '-2.5000' })
      .where(eq(currencies.code, 'USD'));
    expect((await listed('USD'))?.Rate).toBe(before!.Rate);

    const res = await ctx.app.request('/api/Order', jsonRequest(order('USD')));
    expect(res.status).toBe(201);
    const placed = (await res.json()) as Order;
    const expected = customerRate({ Rate: '1.4', Sell: '-2.5', Buy: before!.Buy }, 'buy');
    expect(placed.Orders[0]!.Rate).toBe(expected);
    expect(placed.Orders[0]!.currencyMy).toBe((100 * Number(expected)).toFixed(2));
    // The stale list was dropped: the next read shows the database's rate.
    expect((await listed('USD'))?.Rate).toBe('1.4000');
  });

  it('refuses a currency deleted behind the in-memory list and writes nothing', async () => {
    expect(await listed('CHF')).toBeDefined();
    await ctx.deps.db.update(currencies).set({ deletedAt: new Date() }).where(eq(currencies.code, 'CHF'));
    const stored = await storedOrders();

    const res = await ctx.app.request('/api/Order', jsonRequest(order('CHF')));
    expect(res.status).toBe(422);
    expect(JSON.stringify(await res.json())).toContain(messages.unknownCurrency('CHF'));
    expect(await storedOrders()).toBe(stored);
  });

  it('accepts a currency added behind the in-memory list', async () => {
    await ctx.deps.db
      .update(currencies)
      .set({ deletedAt: null, rate: '0.950000' })
      .where(eq(currencies.code, 'CHF'));
    await ctx.deps.db.update(currencies).set({ deletedAt: new Date() }).where(eq(currencies.code, 'SEK'));
    // The list is rebuilt without SEK (and with CHF); then SEK comes back straight in the database.
    expect(await listed('SEK')).toBeUndefined();
    await ctx.deps.db.update(currencies).set({ deletedAt: null }).where(eq(currencies.code, 'SEK'));

    const res = await ctx.app.request('/api/Order', jsonRequest(order('SEK')));
    expect(res.status).toBe(201);
    expect(((await res.json()) as Order).Orders[0]!.currencyMycurrent).toBe('SEK');
  });
});
