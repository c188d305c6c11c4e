import { eq } from 'drizzle-orm';
import { errorEnvelopeSchema, messages, trackEventsQuerySchema } from '@tm/core';
import { orders } from '../../db/schema';
import { notFound } from '../../http/errors';
import { json, publicRoute, routeGroup } from '../openapi';
import type { OrderStatusEvent } from '../../live/order-events';
import { liveSettings, type LiveOptions } from '../live/index';
import { answerEventStream, eventStreamResponses } from '../live/event-stream-answer';
import { watchTokenValid } from '../../live/watch-token';

const events = publicRoute('orders', 'get', '/track/events', {
  summary:
    "Server-Sent Events for one order's customer: `status` with `{ Order_Id, Status }` on connect and at each change.",
  description:
    'Needs the `watchToken` of a POST /track answer for that order (valid for 2 hours). A wrong or expired token, or a deleted order, gets the same 404 as tracking. A comment every 15 s keeps the stream open; it ends after 30 minutes and the browser reconnects. When too many streams are open (from this address, or in all), 503 `too_many_listeners` with Retry-After: ask POST /track again instead.',
  request: { query: trackEventsQuerySchema },
  responses: {
    ...eventStreamResponses,
    404: json(errorEnvelopeSchema, 'No such order for this token'),
  },
});

/**
 * GET /track/events: tells the tracking page when its order's status changes, so the page re-reads the order
 * at once instead of every 20 s. Only the order number and the new status travel; the rest the page asks for
 * with its number and email. The current status is sent on connect, so a change made between the page's
 * tracking and its connecting is not missed. Streams count against the same per-instance limit as /events.
 */
export function trackEventsRoutes(options: LiveOptions = {}) {
  const timing = liveSettings(options);

  return routeGroup().openapi(events, async (c) => {
    const deps = c.var.deps;
    const { order: orderId, token } = c.req.valid('query');
    if (!watchTokenValid(deps.secrets.csrf, orderId, token, deps.clock())) {
      throw notFound(messages.trackNotFound);
    }
    const [row] = await deps.db
      .select({ status: orders.status, deletedAt: orders.deletedAt })
      .from(orders)
      .where(eq(orders.orderNumber, orderId));
    if (!row || row.deletedAt !== null) throw notFound(messages.trackNotFound);

    const first: OrderStatusEvent = { Order_Id: orderId, Status: row.status as OrderStatusEvent['Status'] };
    return answerEventStream(c, deps, {
      name: 'track events',
      pollHint: 'ask POST /api/track',
      cacheControl: 'no-store, no-transform',
      event: 'status',
      first: () => first,
      subscribe: (push) => deps.orderEvents.subscribe(orderId, push),
      // Every change is kept (there are few per order, and the page re-reads on each), in order.
      keep: 'all',
      ...timing,
    });
  });
}
