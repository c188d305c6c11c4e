import { and, asc, eq } from 'drizzle-orm';
import { messages, trackRequestSchema, trackedOrderSchema } from '@tm/core';
import { auditLog, orderLines, orders } from '../../db/schema';
import { notFound } from '../../http/errors';
import { reserveFor } from '../../http/limiter';
import { json, jsonBody, publicRoute, routeGroup } from '../../http/openapi';
import { toTrackedOrder } from './tracked-order';

/** A uuid no order has: the lines query still runs when the number is unknown, so both paths do the same work. */
const NO_ORDER = '00000000-0000-0000-0000-000000000000';

const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

export function trackRoutes() {
  const track = publicRoute('track', 'post', '/track', {
    middleware: async (c, next) => {
      await reserveFor(c, c.var.deps, 'track');
      await next();
    },
    summary:
      'An order as its customer may see it (status, lines, rate guarantee, branch, timeline), by Order_Id and the ' +
      'email it was placed with. A wrong number, a wrong email and a deleted order give the same 404 after the ' +
      'same queries. Rate limited per address (TRACK_LIMIT_PER_IP_PER_MINUTE, 20 by default).',
    request: { body: jsonBody(trackRequestSchema) },
    responses: { 200: json(trackedOrderSchema, 'The order and its timeline') },
  });
  return routeGroup().openapi(track, async (c) => {
    const { Order_Id, Email } = c.req.valid('json');
    const { db } = c.var.deps;
    c.header('Cache-Control', 'no-store');
    // Always the same three queries, whatever matches, so the answer's timing does not tell what exists.
    const [order] = await db.select().from(orders).where(eq(orders.orderNumber, Order_Id));
    const lines = await db
      .select()
      .from(orderLines)
      .where(eq(orderLines.orderId, order?.id ?? NO_ORDER));
    const audit = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'order'), eq(auditLog.entityId, Order_Id)))
      .orderBy(asc(auditLog.at), asc(auditLog.id));
    const visible = order !== undefined && order.deletedAt === null && sameEmail(order.email, Email);
    if (!visible) throw notFound(messages.trackNotFound);
    return c.json(toTrackedOrder(order, lines, audit), 200);
  });
}
