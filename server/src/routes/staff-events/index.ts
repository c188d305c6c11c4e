import type { AccountEnv } from '../../pipeline/auth-context';
import { adminRoute, routeGroup } from '../openapi';
import { answerEventStream, eventStreamResponses } from '../live/event-stream-answer';
import type { OrderStatusEvent } from '../../live/order-events';
import { liveSettings, type LiveOptions } from '../live/index';

/** What the staff stream sends: an order and its new status, or on connect nulls ("re-read what you show"). */
type StaffOrderEvent = OrderStatusEvent | { Order_Id: null; Status: null };

const events = adminRoute('staff', 'get', '/staffEvents', {
  capability: 'orders.read',
  summary:
    'Server-Sent Events for the staff screens: `order` with `{ Order_Id, Status }` whenever any order is placed or changes status.',
  description:
    'On connect `{ Order_Id: null, Status: null }`: the screen re-reads what it shows, so nothing that changed while it was not connected is missed. A comment every 15 s keeps the stream open; it ends after 30 minutes and the browser reconnects. When too many streams are open, 503: the screens fall back to polling.',
  responses: eventStreamResponses,
});

/**
 * GET /staffEvents: lets Today, the order lists and an order's details follow the branch's orders within a
 * second or two (issue 29: a second cashier still saw an accepted order under "To accept"). Only numbers and
 * statuses travel; each screen re-reads its own data through its usual call. Streams count against the same
 * per-instance limit as /events.
 */
export function staffEventsRoutes(options: LiveOptions = {}) {
  const timing = liveSettings(options);
  return routeGroup<AccountEnv>().openapi(events, (c) =>
    answerEventStream<StaffOrderEvent>(c, c.var.deps, {
      name: 'staff events',
      pollHint: 'reload the screen',
      cacheControl: 'no-store, no-transform',
      event: 'order',
      first: () => ({ Order_Id: null, Status: null }),
      subscribe: (push) => c.var.deps.orderEvents.subscribeAll(push),
      // Every change is kept: a new order is told apart from a re-read by its own event.
      keep: 'all',
      ...timing,
    }),
  );
}
