import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { orderSchema } from '@tm/core';
import { londonClock } from '@tm/core/fixtures';
import { auditLog, orders } from '../../src/db/schema';
import {
  orderEmails,
  adminAppForFile,
  authApp,
  json,
  placeOrder,
  signIn,
  userWithSession,
  cancelByBranch,
} from '../auth/support';

const ctx = adminAppForFile();

const get = (path: string) => ctx.app.request(path, { headers: ctx.admin.bearer });
const send = (method: string, path: string) => ctx.app.request(path, { method, headers: ctx.admin.bearer });

describe('order lists', () => {
  it('lists live orders newest first with paging and a total, by status', async () => {
    const placed = [];
    for (let i = 0; i < 3; i++) placed.push(await placeOrder(ctx.app, { Name: `Pager ${i}` }));
    const all = await get('/api/allOrders?limit=2');
    expect(all.status).toBe(200);
    const total = Number(all.headers.get('x-total-count'));
    expect(total).toBeGreaterThanOrEqual(3);
    const page1 = (await json(all)) as Array<{ Order_Id: string }>;
    expect(page1).toHaveLength(2);
    const page2 = (await json(await get('/api/allOrders?limit=2&page=2'))) as Array<{ Order_Id: string }>;
    expect(page2.map((o) => o.Order_Id)).not.toContain(page1[0]!.Order_Id);
    for (const o of page1) orderSchema.parse(o);

    const pending = (await json(await get('/api/PendingOrder'))) as Array<{
      Order_Id: string;
      Status: string;
    }>;
    expect(pending.every((o) => o.Status === 'Pending')).toBe(true);
    expect(pending.map((o) => o.Order_Id)).toEqual(expect.arrayContaining(placed.map((o) => o.Order_Id)));
    expect((await get('/api/allOrders?limit=0')).status).toBe(400);
    // Found by the fuzzer: Number() reads these as integers too large for an SQL OFFSET (it answered 500).
    for (const page of ['1e21', '1e308', '0x10', '99999999999']) {
      expect((await get(`/api/PendingOrder?page=${page}`)).status).toBe(400);
    }

    const search = (await json(await get(`/api/allOrders?q=${placed[0]!.Order_Id}`))) as Array<{
      Order_Id: string;
    }>;
    expect(search.map((o) => o.Order_Id)).toEqual([placed[0]!.Order_Id]);
  });

  it('finds an order by the first digits of its number, or by part of the name, email or phone', async () => {
    const tag = Date.now().toString(36);
    const wanted = await placeOrder(ctx.app, {
      Name: `Grace Hopper ${tag}`,
      Email: `grace.${tag}@navy.example`,
      Phone_Number: '07700 900 123',
    });
    await placeOrder(ctx.app, { Name: `Someone Else ${tag}`, Email: `else.${tag}@example.com` });
    const find = async (q: string) => {
      const res = await get(`/api/allOrders?q=${encodeURIComponent(q)}`);
      expect(res.status, q).toBe(200);
      return ((await json(res)) as Array<{ Order_Id: string }>).map((o) => o.Order_Id);
    };
    for (const q of [
      wanted.Order_Id.slice(0, 8),
      `hopper ${tag}`,
      `GRACE.${tag}`,
      '07700900123',
      '07700-900-123',
      // As the customer says it, from abroad or with the country code: found the UK way (core ukPhoneDigits).
      '+44 7700 900123',
      '0044 (0)7700 900 123',
    ]) {
      expect(await find(q), q).toContain(wanted.Order_Id);
    }
    expect(await find(`hopper ${tag}`)).toHaveLength(1);
    // LIKE wildcards are searched as typed, not as "anything".
    expect(await find('%')).toEqual([]);
    expect(await find('_')).toEqual([]);
    const counted = await get(`/api/allOrders?q=${tag}`);
    expect(counted.headers.get('x-total-count')).toBe('2');
    expect((await get(`/api/allOrders?q=${'x'.repeat(101)}`)).status).toBe(400);
  });

  it('puts the newest order first', async () => {
    let tick = Date.parse('2027-01-01T00:00:00Z');
    const later = await authApp(ctx.tdb.database, {}, { clock: () => new Date((tick += 60_000)) });
    const placed = [];
    for (let i = 0; i < 3; i++) placed.push(await placeOrder(later.app));
    // A session made on this app's clock (the shared admin's would have expired by 2027).
    const staff = await userWithSession(later.deps, 'Admin');
    const list = (await json(
      await later.app.request('/api/allOrders?limit=3', { headers: staff.bearer }),
    )) as Array<{
      Order_Id: string;
    }>;
    expect(list.map((o) => o.Order_Id)).toEqual(placed.map((o) => o.Order_Id).reverse());
  });

  it('shows details by Order_Id or _id, and 404 for an unknown id', async () => {
    const order = await placeOrder(ctx.app);
    const byNumber = await json(await get(`/api/details/${order.Order_Id}`));
    const byId = await json(await get(`/api/details/${order._id}`));
    expect(byNumber).toEqual(byId);
    expect(orderSchema.parse(byNumber).Order_Id).toBe(order.Order_Id);
    expect((await get('/api/details/00000000')).status).toBe(404);
    expect((await get('/api/details/not-an-id')).status).toBe(404);
    expect((await get('/api/details/3f1b6a38-0000-4000-8000-000000000000')).status).toBe(404);
  });
});

describe('the order state machine through the API', () => {
  it('accepts (queuing the acceptance email and an audit row in one go), completes, and refuses the rest with 409', async () => {
    const order = await placeOrder(ctx.app, { Email: 'accept.me@example.test' });
    const accepted = await send('GET', `/api/pendingToAceept/${order.Order_Id}`);
    expect(accepted.status).toBe(200);
    const body = await json(accepted);
    expect(body.message).toBe('Accepted! This order has been accepted.');
    expect(body.order.Status).toBe('Accepted');
    const emails = await orderEmails(ctx.deps, order._id, 'order-accepted');
    expect(emails).toHaveLength(1);
    expect(emails[0]!.to).toBe('accept.me@example.test');

    const again = await send('POST', `/api/pendingToAceept/${order.Order_Id}`);
    expect(again.status).toBe(409);
    // The loser of a double accept hears who won and when (issue 29).
    expect((await json(again)).error.message).toBe(
      `Order ${order.Order_Id} was accepted by ${ctx.admin.user.email} at ${londonClock(ctx.deps.clock())}. This order is already Accepted. Nothing was changed.`,
    );

    const completed = await send('PUT', `/api/acceptedToCompleted/${order._id}`);
    expect(completed.status).toBe(200);
    expect((await json(completed)).message).toBe('Completed! This order has been completed.');
    // A receipt follows the completion, once, beside the one acceptance email.
    const receipts = await orderEmails(ctx.deps, order._id, 'order-completed');
    expect(receipts).toHaveLength(1);
    expect(receipts[0]).toMatchObject({
      to: 'accept.me@example.test',
      subject: `Receipt for your order ${order.Order_Id}`,
    });
    expect(receipts[0]!.text).toContain('Total: £100.00');
    expect(await countAcceptanceEmails(order._id)).toBe(1);
    const deleteCompleted = await cancelByBranch(ctx.app, ctx.admin.bearer, order.Order_Id);
    expect(deleteCompleted.status).toBe(409);
    expect((await json(deleteCompleted)).error.message).toMatch(/completed/i);

    const audit = await ctx.deps.db.select().from(auditLog).where(eq(auditLog.entityId, order.Order_Id));
    expect(audit.map((a) => a.action).sort()).toEqual(['order-accept', 'order-complete']);
    expect(audit.find((a) => a.action === 'order-accept')).toMatchObject({
      actor: ctx.admin.user.email,
      entity: 'order',
      before: { status: 'Pending' },
      after: { status: 'Accepted' },
    });
    expect(await countAcceptanceEmails(order._id)).toBe(1);
  });

  it('refuses to complete a pending order', async () => {
    const order = await placeOrder(ctx.app);
    const res = await send('PUT', `/api/acceptedToCompleted/${order.Order_Id}`);
    expect(res.status).toBe(409);
    expect((await json(res)).error.message).toBe(
      'Only an accepted order can be completed. Nothing was changed.',
    );
  });

  it('soft deletes: the order leaves every list but the row stays, with who and when', async () => {
    const order = await placeOrder(ctx.app);
    const res = await cancelByBranch(ctx.app, ctx.admin.bearer, order.Order_Id);
    expect(res.status).toBe(200);
    expect((await json(res)).message).toBe('Deleted! Your file has been deleted.');
    const [row] = await ctx.deps.db.select().from(orders).where(eq(orders.id, order._id));
    expect(row).toBeDefined();
    expect(row!.deletedBy).toBe(ctx.admin.user.email);
    expect(row!.deletedAt).toBeInstanceOf(Date);
    for (const list of ['allOrders', 'PendingOrder']) {
      const ids = ((await json(await get(`/api/${list}?limit=500`))) as Array<{ _id: string }>).map(
        (o) => o._id,
      );
      expect(ids).not.toContain(order._id);
    }
    // A link to it (the branch's email) still opens it, saying who cancelled it, when and why.
    const details = await get(`/api/details/${order.Order_Id}`);
    expect(details.status).toBe(200);
    expect(orderSchema.parse(await json(details)).deletion).toEqual({
      deletedAt: row!.deletedAt!.toISOString(),
      deletedBy: ctx.admin.user.email,
      reason: 'other',
      note: 'Cancelled in a test',
    });
    // A second delete is refused naming the first (issue 29).
    const again = await cancelByBranch(ctx.app, ctx.admin.bearer, order.Order_Id);
    expect(again.status).toBe(409);
    expect((await json(again)).error.code).toBe('order_deleted');
    const [audit] = await ctx.deps.db.select().from(auditLog).where(eq(auditLog.entityId, order.Order_Id));
    expect(audit).toMatchObject({ action: 'order-delete', actor: ctx.admin.user.email });
  });

  it("shows a deleted order's note for staff only to those who read the Deleted register", async () => {
    const order = await placeOrder(ctx.app);
    expect((await cancelByBranch(ctx.app, ctx.admin.bearer, order.Order_Id)).status).toBe(200);
    const deletionFor = async (role: 'Cashier' | 'Manager') => {
      const staff = await userWithSession(ctx.deps, role);
      const res = await ctx.app.request(`/api/details/${order.Order_Id}`, { headers: staff.bearer });
      expect(res.status, role).toBe(200);
      return orderSchema.parse(await json(res)).deletion;
    };
    expect(await deletionFor('Cashier')).toMatchObject({ reason: 'other', note: null });
    expect(await deletionFor('Manager')).toMatchObject({ reason: 'other', note: 'Cancelled in a test' });
    // A live order has no deletion.
    const live = await placeOrder(ctx.app);
    expect(
      orderSchema.parse(await json(await get(`/api/details/${live.Order_Id}`))).deletion,
    ).toBeUndefined();
  });

  it('asks a cookie session for the CSRF token on the GET accept', async () => {
    const staff = await userWithSession(ctx.deps, 'Admin');
    const signedIn = await signIn(ctx.app, staff.user.email);
    const order = await placeOrder(ctx.app);
    const withoutToken = await ctx.app.request(`/api/pendingToAceept/${order.Order_Id}`, {
      headers: signedIn.browser.headers({ csrf: false }),
    });
    expect(withoutToken.status).toBe(403);
    const [row] = await ctx.deps.db.select().from(orders).where(eq(orders.id, order._id));
    expect(row!.status).toBe('Pending');
    const withToken = await ctx.app.request(`/api/pendingToAceept/${order.Order_Id}`, {
      headers: signedIn.browser.headers(),
    });
    expect(withToken.status).toBe(200);
  });
});

async function countAcceptanceEmails(orderId: string) {
  return (await orderEmails(ctx.deps, orderId, 'order-accepted')).length;
}
