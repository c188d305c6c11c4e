import { z } from '@hono/zod-openapi';
import { and, asc, eq } from 'drizzle-orm';
import { orderTimelineSchema } from '@tm/core';
import { auditLog, outboxEmails } from '../../db/schema';
import type { AccountEnv } from '../../pipeline/auth-context';
import { adminRoute, json, routeGroup } from '../openapi';
import { findOrder } from '../../orders/find-order';
import { timelineEvents } from './timeline-events';

const timeline = adminRoute('orders (staff)', 'get', '/orderTimeline/{id}', {
  capability: 'orders.read',
  summary:
    "An order's timeline for the details screen, oldest first: placed, accepted / completed / deleted (who, when, from the audit log), expired, and each email with whether it was sent. A deleted order's too (its details answer it); 404 when unknown.",
  request: { params: z.object({ id: z.string().describe('Order_Id (8 digits) or _id') }) },
  responses: { 200: json(orderTimelineSchema, 'The timeline') },
});

/** GET /orderTimeline/{id}, staff only (`orders.read`): three reads (the order, its audit rows, its emails), no N+1. */
export function orderTimelineRoutes() {
  return routeGroup<AccountEnv>().openapi(timeline, async (c) => {
    const { db } = c.get('deps');
    const order = await findOrder(db, c.req.valid('param').id, false);
    const [audit, emails] = await Promise.all([
      db
        .select({ action: auditLog.action, actor: auditLog.actor, at: auditLog.at })
        .from(auditLog)
        .where(and(eq(auditLog.entity, 'order'), eq(auditLog.entityId, order.orderNumber)))
        .orderBy(asc(auditLog.at), asc(auditLog.id)),
      db
        .select({
          kind: outboxEmails.kind,
          to: outboxEmails.to,
          status: outboxEmails.status,
          createdAt: outboxEmails.createdAt,
          sentAt: outboxEmails.sentAt,
          lastError: outboxEmails.lastError,
        })
        .from(outboxEmails)
        .where(eq(outboxEmails.orderId, order.id))
        .orderBy(asc(outboxEmails.id)),
    ]);
    c.header('Cache-Control', 'no-store');
    return c.json({ Order_Id: order.orderNumber, events: timelineEvents({ order, audit, emails }) }, 200);
  });
}
