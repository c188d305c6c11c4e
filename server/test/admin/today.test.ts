import { describe, expect, it } from 'vitest';
import { todaySchema } from '@tm/core';
import { adminAppForFile, json, placeOrder, cancelByBranch } from '../auth/support';

let t = Date.parse('2026-11-02T09:00:00Z');
// A clock a minute on per reading: the orders below are placed in a known order.
const ctx = adminAppForFile({}, { clock: () => new Date((t += 60_000)) });

const call = (method: string, path: string) => ctx.app.request(path, { method, headers: ctx.admin.bearer });
const sell = (fx: string) => ({
  status: 'sell',
  Orders: [{ currencyTake: fx, currencyTakecurrent: 'EUR', currencyMycurrent: 'GBP', status: 'sell' }],
});

describe('GET /api/today', () => {
  it('lists open orders oldest first with their lines and guarantee, and sums the till as the customers were told', async () => {
    const first = await placeOrder(ctx.app); // £100 → €115.22 (Collect)
    const second = await placeOrder(ctx.app);
    const selling = await placeOrder(ctx.app, sell('300')); // €300 → £254.95
    const done = await placeOrder(ctx.app);
    const gone = await placeOrder(ctx.app);
    expect((await call('POST', `/api/pendingToAceept/${second._id}`)).status).toBe(200);
    expect((await call('POST', `/api/pendingToAceept/${done._id}`)).status).toBe(200);
    expect((await call('PUT', `/api/acceptedToCompleted/${done._id}`)).status).toBe(200);
    expect((await cancelByBranch(ctx.app, ctx.admin.bearer, gone._id)).status).toBe(200);

    const res = await call('GET', '/api/today');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const body = todaySchema.parse(await json(res));
    expect(body.pending.map((o) => o.Order_Id)).toEqual([first.Order_Id, selling.Order_Id]);
    expect(body.awaitingCollection.map((o) => o.Order_Id)).toEqual([second.Order_Id]);
    const [oldest] = body.pending;
    expect(oldest!.Orders.map((l) => l.currencyMy)).toEqual(['115.22']);
    // Placed Monday 2 November at 09:0x: held, its rate locked, until Tuesday's closing (order-policy.ts).
    expect(oldest!.guaranteedUntil).toBe('2026-11-03T17:30:00.000Z');
    expect(body.till).toEqual([
      {
        code: 'EUR',
        // Two €115.22 lines: €115 in notes each, €0.22 (£0.19) each paid back in GBP, £100 each paid.
        collectNotes: '230.00',
        collectGbpBack: '0.38',
        collectGbp: '200.00',
        collectOrders: 2,
        sellNotes: '300.00',
        sellGbp: '254.95',
        sellOrders: 1,
      },
    ]);
  });

  it('is for staff only', async () => {
    expect((await ctx.app.request('/api/today')).status).toBe(401);
  });
});
