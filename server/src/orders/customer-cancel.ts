import { and, eq } from 'drizzle-orm';
import { customerCancel, messages, type Order } from '@tm/core';
import { auditOrderStatus } from '../audit/audit';
import { orders } from '../db/schema';
import { conflict, notFound } from '../http/errors';
import type { AppDeps } from '../deps';
import { changeOrder } from './change-order';
import { orderWithStatusEmail } from './order-emails';

/** What a customer's cancellation reads of the app. */
export type CustomerCancelDeps = Pick<AppDeps, 'db' | 'clock' | 'config' | 'outbox' | 'orderEvents'>;

/**
 * A customer cancels their own order while it is Pending (issue 16.9): the order number and the email it was
 * placed with. The order becomes Cancelled (final), with an audit row and the email saying nothing was
 * charged, in one transaction; then pages tracking it are told. A wrong number and a wrong email are the same
 * 404 as tracking; an order no longer Pending, or cancelled by the branch, is a 409 saying so.
 */
export async function cancelByCustomer(
  deps: CustomerCancelDeps,
  orderNumber: string,
  email: string,
): Promise<Order> {
  const { order } = await changeOrder(deps, async (tx, now) => {
    const [before] = await tx.select().from(orders).where(eq(orders.orderNumber, orderNumber)).for('update');
    if (!before || before.email.trim().toLowerCase() !== email) throw notFound(messages.trackNotFound);
    // Tracking shows a branch cancellation (issue 29), so cancelling it again says so rather than "not found".
    if (before.deletedAt !== null) throw conflict(messages.orderHasEnded('Cancelled'), 'transition_refused');
    const outcome = customerCancel(before.status as Parameters<typeof customerCancel>[0]);
    if (!outcome.ok) throw conflict(outcome.message, 'transition_refused');
    const [after] = await tx
      .update(orders)
      .set({ status: outcome.status })
      .where(and(eq(orders.id, before.id), eq(orders.status, 'Pending')))
      .returning();
    if (!after) throw new Error('order vanished during update');
    const cancelled = await orderWithStatusEmail(tx, deps, after, 'order-cancelled');
    await auditOrderStatus(tx, {
      actor: 'customer',
      action: 'order-cancel',
      orderNumber: after.orderNumber,
      from: before.status,
      to: after.status,
      at: now,
    });
    return { order: cancelled };
  });
  return order;
}
