import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { suspiciousNoteListSchema } from '@tm/core';
import { orders, outboxEmails } from '../../src/db/schema';
import { sendBranchDigest } from '../../src/jobs/branch-digest';
import { adminAppForFile, auditRows, json, placeOrder, userWithSession } from '../auth/support';
import { postTrack } from '../support/order-requests';

let now = new Date('2026-11-21T10:00:00.000Z');
const ctx = adminAppForFile({ BRANCH_EMAILS_PER_HOUR: '1' }, { clock: () => now });

const { as } = ctx;

describe('suspicious-activity notes (issue 29)', () => {
  it('any staff member raises one on an order or a customer; only managers read them; audited; the customer sees nothing', async () => {
    const cashier = await userWithSession(ctx.deps, 'Cashier', 'cashier.notes@example.test');
    const manager = await userWithSession(ctx.deps, 'Manager');
    const order = await placeOrder(ctx.app, { Email: 'watched@example.com' });
    const onOrder = await as(cashier)('POST', '/api/suspiciousNotes', {
      Order_Id: order.Order_Id,
      note: 'Asked how to stay under the ID limit; split into three orders',
    });
    expect(onOrder.status).toBe(201);
    now = new Date(now.getTime() + 60_000);
    const onCustomer = await as(cashier)('POST', '/api/suspiciousNotes', {
      customerEmail: 'Someone.Else@Example.com',
      note: 'Paid with a bundle of used notes in a carrier bag',
    });
    expect(onCustomer.status).toBe(201);
    const neither = await as(cashier)('POST', '/api/suspiciousNotes', {
      note: 'Something odd happened here',
    });
    expect(neither.status).toBe(400);
    expect((await json(neither)).error.message).toBe('Name an order or a customer (one of them)');

    expect((await as(cashier)('GET', '/api/suspiciousNotes')).status).toBe(403);
    const read = await as(manager)('GET', '/api/suspiciousNotes');
    const notes = suspiciousNoteListSchema.parse(await json(read));
    expect(notes.slice(0, 2)).toMatchObject(
      [
        { Order_Id: order.Order_Id, customerEmail: null, raisedBy: 'cashier.notes@example.test' },
        { Order_Id: null, customerEmail: 'someone.else@example.com' },
      ].reverse(),
    );
    const [audit] = await auditRows(ctx.deps, order.Order_Id, 'suspicious-note');
    expect(audit).toMatchObject({ actor: 'cashier.notes@example.test', entity: 'order' });
    // The audit row says a note exists, not what it says.
    expect(JSON.stringify(audit)).not.toContain('ID limit');

    const tracked = await postTrack(ctx.app, order.Order_Id, 'watched@example.com');
    expect(JSON.stringify(await json(tracked))).not.toMatch(/ID limit|suspicious/i);
    const mail = await ctx.deps.db.select().from(outboxEmails).where(eq(outboxEmails.orderId, order._id));
    for (const e of mail) expect(e.text).not.toContain('ID limit');
  });
});

describe('branch copies past BRANCH_EMAILS_PER_HOUR (issue 29)', () => {
  it('holds them and sends one digest listing every held order once the hour has passed', async () => {
    now = new Date('2026-11-21T12:00:00.000Z');
    const branch = ctx.deps.config.BRANCH_EMAIL;
    const digests = () =>
      ctx.deps.db.select().from(outboxEmails).where(eq(outboxEmails.kind, 'branch-digest'));
    // One copy an hour: the first of these may still get its own; every order after it is held.
    const placed = [];
    for (let i = 0; i < 3; i++) {
      now = new Date(now.getTime() + 60_000);
      placed.push(await placeOrder(ctx.app, { Name: `Held Customer ${i}` }));
    }
    const copied = await ctx.deps.db
      .select({ orderId: outboxEmails.orderId })
      .from(outboxEmails)
      .where(eq(outboxEmails.kind, 'branch-notification'));
    const withoutCopy = placed.filter((p) => !copied.some((c) => c.orderId === p._id)).map((p) => p.Order_Id);
    expect(withoutCopy.length).toBeGreaterThanOrEqual(2);
    const held = await ctx.deps.db.select().from(orders).where(eq(orders.branchCopyHeld, true));
    expect(held.map((o) => o.orderNumber).sort()).toEqual(withoutCopy.sort());

    now = new Date(held.map((o) => o.createdAt.getTime()).sort()[0]! + 59 * 60_000);
    expect(await sendBranchDigest(ctx.deps)).toBe(0);
    expect(await digests()).toEqual([]);

    now = new Date(now.getTime() + 2 * 60_000);
    expect(await sendBranchDigest(ctx.deps)).toBe(held.length);
    const [digest, ...more] = await digests();
    expect(more).toEqual([]);
    expect(digest!.to).toBe(branch);
    expect(digest!.subject).toBe(`Branch copies held: ${held.length} new orders this hour`);
    for (const id of withoutCopy) expect(digest!.text).toContain(id);
    expect(digest!.text).toContain('Held Customer 2');
    expect(await ctx.deps.db.select().from(orders).where(eq(orders.branchCopyHeld, true))).toEqual([]);
    // Once sent, never again.
    expect(await sendBranchDigest(ctx.deps)).toBe(0);
  });
});
