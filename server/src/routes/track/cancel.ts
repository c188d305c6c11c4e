import { and, eq } from 'drizzle-orm';
import {
  customerCancel,
  errorEnvelopeSchema,
  messages,
  trackCancelRequestSchema,
  trackCancelResultSchema,
} from '@tm/core';
import { auditOrderStatus } from '../../audit/audit';
import { orders } from '../../db/schema';
import { conflict, notFound } from '../../http/errors';
import { reserveFor } from '../../http/limiter';
import { json, jsonBody, publicRoute, routeGroup } from '../openapi';
import { orderWithStatusEmail } from '../../orders/order-emails';

const cancel = publicRoute('orders', 'post', '/track/cancel', {
  summary:
    'A customer cancels their own order while it is Pending: the order number and the email it was placed with.',
  description:
    'The order becomes Cancelled (final), with an audit row and an email saying nothing was charged, in one transaction. A wrong number and a wrong email get the same 404 as POST /track; an order that is no longer Pending, or that the branch cancelled, gets 409 saying so. Counts against TRACK_LIMIT_PER_IP_PER_MINUTE with tracking.',
  request: { body: jsonBody(trackCancelRequestSchema) },
  responses: {
    200: json(trackCancelResultSchema, 'The order number and its new status'),
    404: json(errorEnvelopeSchema, 'No such order with that email'),
    409: json(errorEnvelopeSchema, 'The order is no longer Pending'),
  },
});

/** POST /api/track/cancel (issue 16.9): e.g. an order repriced on the server that the customer no longer wants. */
export function trackCancelRoutes() {
  return routeGroup().openapi(cancel, async (c) => {
    const deps = c.var.deps;
    await reserveFor(c, deps, 'track');
    c.header('Cache-Control', 'no-store');
    const { Order_Id, Email } = c.req.valid('json');
    const now = deps.clock();
    const order = await deps.db.transaction(async (tx) => {
      const [before] = await tx.select().from(orders).where(eq(orders.orderNumber, Order_Id)).for('update');
      if (!before || before.email.trim().toLowerCase() !== Email) throw notFound(messages.trackNotFound);
      // Tracking shows a branch cancellation (issue 29), so cancelling it again says so rather than "not found".
      if (before.deletedAt !== null)
        throw conflict(messages.orderHasEnded('Cancelled'), 'transition_refused');
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
      return cancelled;
    });
    deps.outbox.wake();
    await deps.orderEvents.publish({ Order_Id: order.Order_Id, Status: order.Status });
    // Only the number and the status: whoever cancels already holds both, and nothing else is told.
    return c.json({ message: messages.orderCancelled, Order_Id: order.Order_Id, Status: order.Status }, 200);
  });
}
