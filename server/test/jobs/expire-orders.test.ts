import { describe, expect, it } from 'vitest';

import { expireOrders } from '../../src/jobs/expire-orders';
import {
  auditRows,
  orderEmails,
  orderStatus,
  authAppForFile,
  json,
  placeOrder,
  userWithSession,
} from '../auth/support';

// Monday 2 November 2026, 10:00 in London (GMT). The seeded branch opens Monday to Saturday until 17:30.
let now = Date.parse('2026-11-02T10:00:00Z');
const ctx = authAppForFile({}, { clock: () => new Date(now) });

const statusOf = (id: string) => orderStatus(ctx.deps, id);
const emailsOf = (id: string) => orderEmails(ctx.deps, id, 'order-expired');

describe('order expiry at the end of the hold (orderHeldUntil, issue 31.2)', () => {
  it('expires pending and accepted orders at the closing time they were told, once each, even with two workers racing', async () => {
    const pending = await placeOrder(ctx.app);
    const accepted = await placeOrder(ctx.app);
    const admin = await userWithSession(ctx.deps, 'Admin');
    expect(
      (
        await ctx.app.request(`/api/pendingToAceept/${accepted._id}`, {
          method: 'POST',
          headers: admin.bearer,
        })
      ).status,
    ).toBe(200);
    // Tuesday 10:30: placed then, an order is held until Wednesday's closing.
    now = Date.parse('2026-11-03T10:30:00Z');
    const young = await placeOrder(ctx.app);

    // Monday's orders are held until Tuesday 17:30 (the first closing 24 hours after Monday 10:00).
    now = Date.parse('2026-11-03T17:29:59Z');
    expect(await expireOrders(ctx.deps)).toBe(0);
    now = Date.parse('2026-11-03T17:30:00Z');
    const [a, b] = await Promise.all([expireOrders(ctx.deps), expireOrders(ctx.deps)]);
    expect(a + b).toBe(2);
    expect(await statusOf(pending._id)).toBe('Expired');
    expect(await statusOf(accepted._id)).toBe('Expired');
    expect(await statusOf(young._id)).toBe('Pending');
    for (const id of [pending._id, accepted._id]) {
      const emails = await emailsOf(id);
      expect(emails).toHaveLength(1);
      expect(emails[0]!.text).toContain('Nothing was charged');
    }
    const expiredAudit = await auditRows(ctx.deps, accepted.Order_Id, 'order-expire');
    expect(expiredAudit).toEqual([
      expect.objectContaining({ before: { status: 'Accepted' }, after: { status: 'Expired' } }),
    ]);
    expect(await expireOrders(ctx.deps)).toBe(0);

    // Staff see it as Expired and can no longer act on it, told when it expired (issue 29).
    const refused = await ctx.app.request(`/api/acceptedToCompleted/${accepted._id}`, {
      method: 'PUT',
      headers: admin.bearer,
    });
    expect(refused.status).toBe(409);
    expect((await json(refused)).error.message).toBe(
      `Order ${accepted.Order_Id} was expired at 17:30. This order is Expired: nothing more can be done with it. Nothing was changed.`,
    );
  });

  it('never ends a hold on a day the branch is closed: an order placed on Saturday is held until Monday', async () => {
    now = Date.parse('2026-11-07T12:00:00Z');
    const saturday = await placeOrder(ctx.app);
    now = Date.parse('2026-11-08T23:59:00Z');
    await expireOrders(ctx.deps);
    expect(await statusOf(saturday._id)).toBe('Pending');
    now = Date.parse('2026-11-09T17:29:00Z');
    await expireOrders(ctx.deps);
    expect(await statusOf(saturday._id)).toBe('Pending');
    now = Date.parse('2026-11-09T17:30:00Z');
    await expireOrders(ctx.deps);
    expect(await statusOf(saturday._id)).toBe('Expired');
    const [email] = await emailsOf(saturday._id);
    expect(email!.text).toContain('This order was held until Monday 9 November at 17:30 and has expired.');
    expect(email!.text).not.toMatch(/reserved for you|Rate locked|rate is locked|Important Notification/);
  });
});
