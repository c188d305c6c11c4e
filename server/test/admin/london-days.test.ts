import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { orders } from '../../src/db/schema';
import { adminAppForFile, cancelByBranch, json, placeOrder } from '../auth/support';
import { FIXED_NOW } from '../support/test-app';

/**
 * The orders CSV, the Deleted register's CSV and Statistics' orders per day count London days, as the till and
 * the end-of-day export do: an order placed at 00:30 BST on 15 July (23:30 UTC on the 14th) is the 15th's.
 * Orders are placed at the fixed test clock, then moved to the instants the tests need.
 */
let now = FIXED_NOW;
const ctx = adminAppForFile({}, { clock: () => new Date(now) });

/** An order placed, then given `createdAt`: its Order_Id. */
async function placedAt(createdAt: string): Promise<string> {
  const { Order_Id } = await placeOrder(ctx.app);
  await ctx.deps.db
    .update(orders)
    .set({ createdAt: new Date(createdAt) })
    .where(eq(orders.orderNumber, Order_Id));
  return Order_Id;
}

/** The Order_Id cells of a CSV export (each order line's first quoted cell), without the header. */
async function exportedIds(path: string): Promise<string[]> {
  const res = await ctx.app.request(path, { headers: ctx.admin.bearer });
  expect(res.status).toBe(200);
  const lines = (await res.text()).trimEnd().split('\r\n').slice(1);
  return lines.map((line) => /^"([^"]*)"/.exec(line)![1]!);
}

describe('the CSV exports take London days', () => {
  it('GET /ordersExport: 00:30 BST on 15 July is in the 15th, not the 14th; 23:30 BST is still its day', async () => {
    const earlyOn15th = await placedAt('2027-07-14T23:30:00Z');
    const lateOn15th = await placedAt('2027-07-15T22:30:00Z');
    const earlyOn16th = await placedAt('2027-07-15T23:30:00Z');
    expect(await exportedIds('/api/ordersExport?from=2027-07-15&to=2027-07-15')).toEqual([
      earlyOn15th,
      lateOn15th,
    ]);
    expect(await exportedIds('/api/ordersExport?from=2027-07-14&to=2027-07-14')).toEqual([]);
    expect(await exportedIds('/api/ordersExport?from=2027-07-16&to=2027-07-16')).toEqual([earlyOn16th]);
  });

  it('runs from London midnight to London midnight across the change to GMT (a 25-hour 31 October)', async () => {
    const lastBst = await placedAt('2027-10-30T22:59:00Z'); // 23:59 BST on 30 October
    const firstOn31st = await placedAt('2027-10-30T23:00:00Z'); // 00:00 BST on 31 October
    const lastOn31st = await placedAt('2027-10-31T23:59:00Z'); // 23:59 GMT
    expect(await exportedIds('/api/ordersExport?from=2027-10-31&to=2027-10-31')).toEqual([
      firstOn31st,
      lastOn31st,
    ]);
    expect(await exportedIds('/api/ordersExport?from=2027-10-30&to=2027-10-30')).toEqual([lastBst]);
  });

  it('GET /deletedOrdersExport: by the London day of deletion', async () => {
    const id = await placedAt('2027-07-01T10:00:00Z');
    expect((await cancelByBranch(ctx.app, ctx.admin.bearer, id)).status).toBe(200);
    await ctx.deps.db
      .update(orders)
      .set({ deletedAt: new Date('2027-07-14T23:30:00Z') })
      .where(eq(orders.orderNumber, id));
    expect(await exportedIds('/api/deletedOrdersExport?from=2027-07-15&to=2027-07-15')).toEqual([id]);
    expect(await exportedIds('/api/deletedOrdersExport?from=2027-07-14&to=2027-07-14')).toEqual([]);
  });
});

describe('GET /stats counts orders per London day', () => {
  it("puts 00:30 BST on 11 June on the 11th and 23:30 BST on the 10th on the 10th; today is London's", async () => {
    await placedAt('2026-06-09T23:30:00Z'); // 00:30 BST on 10 June
    await placedAt('2026-06-10T22:30:00Z'); // 23:30 BST on 10 June
    await placedAt('2026-06-10T23:30:00Z'); // 00:30 BST on 11 June
    // 00:45 BST on 11 June: London's today is the 11th. Before the fixed clock, so the Admin's session holds.
    now = new Date('2026-06-10T23:45:00Z');
    try {
      const res = await ctx.app.request('/api/stats', { headers: ctx.admin.bearer });
      const stats = (await json(res)) as {
        perDay: { date: string; count: number }[];
      };
      expect(stats.perDay).toHaveLength(30);
      expect(stats.perDay[0]!.date).toBe('2026-05-13');
      expect(stats.perDay.slice(-3)).toEqual([
        { date: '2026-06-09', count: 0 },
        { date: '2026-06-10', count: 2 },
        { date: '2026-06-11', count: 1 },
      ]);
    } finally {
      now = FIXED_NOW;
    }
  });
});
