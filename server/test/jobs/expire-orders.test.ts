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

const HOUR = 60 * 60 * 1000;
let now = Date.parse('2026-11-02T10:00:00Z');
const ctx = authAppForFile({ ORDER_HOLD_HOURS: '72' }, { clock: () => new Date(now) });

const statusOf = (id: string) => orderStatus(ctx.deps, id);
const emailsOf = (id: string) => orderEmails(ctx.deps, id, 'order-expired');

describe('order expiry (ORDER_HOLD_HOURS)', () => {
  it('expires pending and accepted orders past the hold, once each, even with two workers racing', async () => {
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
    now += 71 * HOUR;
    const young = await placeOrder(ctx.app);

    expect(await expireOrders(ctx.deps)).toBe(0);
    now += 1 * HOUR + 1;
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

    // Staff see it as Expired and can no longer act on it.
    const refused = await ctx.app.request(`/api/acceptedToCompleted/${accepted._id}`, {
      method: 'PUT',
      headers: admin.bearer,
    });
    expect(refused.status).toBe(409);
    expect((await json(refused)).error.message).toBe(
      'This order is Expired: nothing more can be done with it',
    );
  });
});
