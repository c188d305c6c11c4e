import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { deletedOrderListSchema, formatMoney, orderGbpTotal, orderSchema } from '@tm/core';
import { orders } from '../../src/db/schema';
import {
  adminAppForFile,
  auditRows,
  BRANCH_CANCEL,
  SELL_WITH_LEFTOVER,
  json,
  jsonRequest,
  orderEmails,
  placeOrder,
  userWithSession,
} from '../auth/support';
import { trackedOrder } from '../support/order-requests';
import { orderBody } from '../reliability/helpers/db-checks';

// 14:02 in London (GMT in November).
let now = new Date('2026-11-21T14:02:00.000Z');
const ctx = adminAppForFile({}, { clock: () => now });

const { as, call } = ctx;
const track = (Order_Id: string, Email: string) => trackedOrder(ctx.app, Order_Id, Email);

describe('nothing deleted unseen (issue 29)', () => {
  it('refuses a delete without a reason and writes nothing', async () => {
    const order = await placeOrder(ctx.app);
    const res = await call('DELETE', `/api/deleteOrder/${order.Order_Id}`, {});
    expect(res.status).toBe(400);
    expect((await json(res)).error.message).toBe('Choose why the order is cancelled');
    const [row] = await ctx.deps.db.select().from(orders).where(eq(orders.id, order._id));
    expect(row!.deletedAt).toBeNull();
    expect(await orderEmails(ctx.deps, order._id, 'order-cancelled-by-branch')).toEqual([]);
  });

  it('cancels with a reason: the customer is emailed, tracking says "Cancelled by the branch", the register and its CSV say who, when and why', async () => {
    const cashier = await userWithSession(ctx.deps, 'Cashier', 'ana@example.test');
    const order = await placeOrder(ctx.app, { Email: 'keeps.accepted@example.com' });
    const res = await as(cashier)('DELETE', `/api/deleteOrder/${order.Order_Id}`, {
      reason: 'currency-unavailable',
      note: 'No JPY notes until Tuesday',
    });
    expect(res.status).toBe(200);

    const [email] = await orderEmails(ctx.deps, order._id, 'order-cancelled-by-branch');
    expect(email).toMatchObject({
      to: 'keeps.accepted@example.com',
      subject: `Your order ${order.Order_Id} was cancelled by the branch: nothing was charged`,
    });
    expect(email!.text).toContain('Please do not come in for it.');
    // The status it names is the one tracking shows, not the Pending the soft delete keeps for the records.
    expect(email!.text).toMatch(/, status Cancelled\)/);
    expect(`${email!.text}${email!.html}`).not.toContain('Pending');
    expect(email!.text).toContain('Reason: The currency is not available.');
    // The staff note stays with staff.
    expect(`${email!.text}${email!.html}`).not.toContain('Tuesday');

    const tracked = await track(order.Order_Id, 'keeps.accepted@example.com');
    expect(tracked.Status).toBe('Cancelled');
    expect(tracked.cancelledByBranch).toEqual({ reason: 'The currency is not available' });
    expect(tracked.events.map((e) => e.what)).toEqual(['Placed', 'Cancelled by the branch']);
    expect(JSON.stringify(tracked)).not.toMatch(/ana@|Tuesday/);

    const register = await call('GET', '/api/deletedOrders');
    expect(register.status).toBe(200);
    const rows = deletedOrderListSchema.parse(await json(register));
    expect(rows.find((r) => r.Order_Id === order.Order_Id)).toMatchObject({
      Status: 'Pending',
      deletedBy: 'ana@example.test',
      deletedAt: now.toISOString(),
      reason: 'currency-unavailable',
      note: 'No JPY notes until Tuesday',
      gbp: '100.00',
    });
    const csv = await call('GET', '/api/deletedOrdersExport?from=2026-11-21&to=2026-11-21');
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toContain('text/csv');
    const text = await csv.text();
    expect(text.split('\r\n')[0]).toBe(
      '"Order_Id","Placed (UTC)","Status when deleted","Name","Email","GBP","Deleted (UTC)","Deleted by","Reason","Note"',
    );
    expect(text).toContain(`"${order.Order_Id}"`);
    expect(text).toContain('"ana@example.test","The currency is not available","No JPY notes until Tuesday"');
    const [audit] = await auditRows(ctx.deps, order.Order_Id, 'order-delete');
    expect(audit!.after).toMatchObject({
      deleteReason: 'currency-unavailable',
      deletedBy: 'ana@example.test',
    });
  });

  // An audit found a deleted Sell of €302.67 at its priced £257.22 in the register and its CSV, where the
  // cancellation email and the order's page said £254.95 for €300 in notes.
  it('lists a deleted Sell order at what its notes pay, as its email said', async () => {
    const sell = await placeOrder(ctx.app, SELL_WITH_LEFTOVER);
    const order = orderSchema.parse(await json(await call('GET', `/api/details/${sell.Order_Id}`)));
    const told = orderGbpTotal(order.Orders, 'sell');
    expect(Number(told)).toBeLessThan(Number(order.Orders[0]!.currencyMy));
    await call('DELETE', `/api/deleteOrder/${sell.Order_Id}`, BRANCH_CANCEL);
    const rows = deletedOrderListSchema.parse(await json(await call('GET', '/api/deletedOrders')));
    expect(rows.find((r) => r.Order_Id === sell.Order_Id)?.gbp).toBe(told);
    const [email] = await orderEmails(ctx.deps, sell._id, 'order-cancelled-by-branch');
    expect(email!.text).toContain(`Total: ${formatMoney(told, 'GBP')}`);
  });

  // An audit found the customer's retry of a deleted order answered "Pending" while tracking said Cancelled.
  it('answers a retry of the deleted order (same key, same body) as tracking does: Cancelled', async () => {
    const send = () =>
      ctx.app.request('/api/Order', jsonRequest(orderBody(), { 'idempotency-key': 'retry-after-delete' }));
    const first = await send();
    expect(first.status).toBe(201);
    const placed = (await first.json()) as { Order_Id: string; Status: string };
    expect(placed.Status).toBe('Pending');
    await call('DELETE', `/api/deleteOrder/${placed.Order_Id}`, BRANCH_CANCEL);
    const again = await send();
    expect(again.status).toBe(201);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(((await again.json()) as { Status: string }).Status).toBe('Cancelled');
  });

  it('never tells the customer of a compliance concern', async () => {
    const order = await placeOrder(ctx.app, { Email: 'concern@example.com' });
    const res = await call('DELETE', `/api/deleteOrder/${order.Order_Id}`, {
      reason: 'compliance-concern',
      note: 'Structuring suspected: see the note',
    });
    expect(res.status).toBe(200);
    const [email] = await orderEmails(ctx.deps, order._id, 'order-cancelled-by-branch');
    expect(`${email!.subject}${email!.text}${email!.html}`).not.toMatch(/Reason|compliance|Structuring/i);
    expect((await track(order.Order_Id, 'concern@example.com')).cancelledByBranch).toEqual({ reason: null });
  });

  it('tells the loser of a complete/delete race what happened, who did it and when, and changes nothing', async () => {
    const ana = await userWithSession(ctx.deps, 'Cashier', 'ana.race@example.test');
    const ben = await userWithSession(ctx.deps, 'Cashier', 'ben.race@example.test');
    const order = await placeOrder(ctx.app);
    expect((await as(ana)('POST', `/api/pendingToAceept/${order.Order_Id}`)).status).toBe(200);
    // Both press at 14:02; Ana's delete commits first.
    const [deleted, completed] = [
      await as(ana)('DELETE', `/api/deleteOrder/${order.Order_Id}`, {
        reason: 'customer-asked',
        note: 'Phoned in',
      }),
      await as(ben)('PUT', `/api/acceptedToCompleted/${order.Order_Id}`),
    ];
    expect(deleted.status).toBe(200);
    expect(completed.status).toBe(409);
    expect((await json(completed)).error).toMatchObject({
      code: 'order_deleted',
      message: `Order ${order.Order_Id} was deleted by ana.race@example.test at 14:02. Nothing was changed.`,
    });
    const [row] = await ctx.deps.db.select().from(orders).where(eq(orders.id, order._id));
    expect(row).toMatchObject({ status: 'Accepted', idCheckedBy: null });

    // The other way round: completed first, then the delete is refused naming who completed it.
    const other = await placeOrder(ctx.app);
    await as(ana)('POST', `/api/pendingToAceept/${other.Order_Id}`);
    now = new Date('2026-11-21T14:05:00.000Z');
    expect((await as(ben)('PUT', `/api/acceptedToCompleted/${other.Order_Id}`)).status).toBe(200);
    const late = await as(ana)('DELETE', `/api/deleteOrder/${other.Order_Id}`, {
      reason: 'other',
      note: 'Too late',
    });
    expect(late.status).toBe(409);
    expect((await json(late)).error.message).toBe(
      `Order ${other.Order_Id} was completed by ben.race@example.test at 14:05. A completed order cannot be deleted. Nothing was changed.`,
    );
  });

  it('keeps the register to managers', async () => {
    const cashier = await userWithSession(ctx.deps, 'Cashier');
    const manager = await userWithSession(ctx.deps, 'Manager');
    expect((await as(cashier)('GET', '/api/deletedOrders')).status).toBe(403);
    expect((await as(manager)('GET', '/api/deletedOrders')).status).toBe(200);
  });
});
