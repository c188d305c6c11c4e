import { and, asc, eq, inArray } from 'drizzle-orm';
import {
  branchCancelReasonSchema,
  customerCancelReason,
  customerFacingStatus,
  messages,
  promisedHoldEnd,
  trackedOrderSchema,
  trackRequestSchema,
  type TrackedOrder,
} from '@tm/core';
import { auditLog, orderLines, orders } from '../../db/schema';
import { notFound } from '../../http/errors';
import { reserveFor } from '../../http/limiter';
import { json, jsonBody, publicRoute, routeGroup } from '../openapi';
import { watchTokenFor } from '../../live/watch-token';
import { findBranch } from '../../branches/read';
import { toApiOrder } from '../../orders/order-mapper';
import { trackCancelRoutes } from './cancel';
import { trackEventsRoutes } from './events';

const branchReasonOf = (stored: string | null) => branchCancelReasonSchema.safeParse(stored).data ?? null;

/** The audited staff actions a customer sees in their order's timeline, and what each is called there. */
const SHOWN_ACTIONS = {
  'order-accept': 'Accepted',
  'order-complete': 'Completed',
  'order-cancel': 'Cancelled',
  'order-expire': 'Expired',
  'order-delete': 'Cancelled by the branch',
} as const;

const track = publicRoute('orders', 'post', '/track', {
  summary: 'Where an order is, for its customer: the order number and the email it was placed with.',
  description:
    'Answers the order as its customer may see it (status, lines, collection point with the branch\u2019s address, phone and opening hours, rate guarantee, timeline) and a `watchToken` for following it live (GET /track/events). An order the branch cancelled (deleted) answers Status `Cancelled` with `cancelledByBranch` (the reason when it may be told). A wrong number and a wrong email get the same 404, after the same work, so the answer never tells whether an order number exists. 429 past TRACK_LIMIT_PER_IP_PER_MINUTE.',
  request: { body: jsonBody(trackRequestSchema) },
  responses: { 200: json(trackedOrderSchema, 'The order, as its customer may see it') },
});

/**
 * POST /api/track (no login: the order number with its email is the proof), with its customer's cancel and the
 * live stream of its status.
 */
export function trackRoutes() {
  return routeGroup()
    .route('/', trackCancelRoutes())
    .route('/', trackEventsRoutes())
    .openapi(track, async (c) => {
      const deps = c.var.deps;
      await reserveFor(c, deps, 'track');
      c.header('Cache-Control', 'no-store');
      const { Order_Id, Email } = c.req.valid('json');
      // The same reads whatever the answer: the order, then its lines, timeline and branch.
      const [row] = await deps.db.select().from(orders).where(eq(orders.orderNumber, Order_Id));
      const [lines, audited, branch] = await Promise.all([
        deps.db
          .select()
          .from(orderLines)
          .where(eq(orderLines.orderId, row?.id ?? '00000000-0000-0000-0000-000000000000'))
          .orderBy(asc(orderLines.position)),
        deps.db
          .select({ action: auditLog.action, at: auditLog.at })
          .from(auditLog)
          .where(
            and(
              eq(auditLog.entity, 'order'),
              eq(auditLog.entityId, Order_Id),
              inArray(auditLog.action, Object.keys(SHOWN_ACTIONS)),
            ),
          )
          .orderBy(asc(auditLog.at)),
        findBranch(deps.db, row?.checkingPoint ?? ''),
      ]);
      if (!row || row.email.trim().toLowerCase() !== Email) {
        throw notFound(messages.trackNotFound);
      }
      // The orders table references branches, so an order's branch is there.
      if (!branch) throw new Error(`order ${row.orderNumber} names no branch (${row.checkingPoint})`);
      const order = toApiOrder(row, lines);
      // A branch cancellation (a soft delete) reads as Cancelled to its customer, never as "not found".
      const byBranch = row.deletedAt !== null;
      const answer: TrackedOrder = {
        Order_Id: order.Order_Id,
        Status: customerFacingStatus(order.Status, byBranch),
        ...(byBranch
          ? { cancelledByBranch: { reason: customerCancelReason(branchReasonOf(row.deleteReason)) } }
          : {}),
        status: order.status,
        title: order.title,
        CheckingPoint: order.CheckingPoint,
        branch,
        time: order.time,
        pricedAt: order.pricedAt,
        // One moment for the hold and the rate lock: the one promised when it was priced (order-policy.ts).
        guaranteedUntil: promisedHoldEnd(row, branch).toISOString(),
        Orders: order.Orders,
        events: [
          { what: 'Placed', at: row.createdAt.toISOString() },
          ...audited.map((a) => ({
            what: SHOWN_ACTIONS[a.action as keyof typeof SHOWN_ACTIONS],
            at: a.at.toISOString(),
          })),
        ],
        watchToken: watchTokenFor(deps.secrets.csrf, order.Order_Id, deps.clock()),
      };
      return c.json(answer, 200);
    });
}
