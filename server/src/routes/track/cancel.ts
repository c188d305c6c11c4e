import { errorEnvelopeSchema, messages, trackCancelRequestSchema, trackCancelResultSchema } from '@tm/core';
import { reserveFor } from '../../http/limiter';
import { cancelByCustomer } from '../../orders/customer-cancel';
import { json, jsonBody, publicRoute, routeGroup } from '../openapi';

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
    const order = await cancelByCustomer(deps, Order_Id, Email);
    // Only the number and the status: whoever cancels already holds both, and nothing else is told.
    return c.json({ message: messages.orderCancelled, Order_Id: order.Order_Id, Status: order.Status }, 200);
  });
}
