import {
  WAY_TITLE,
  orderStatusSchema,
  trackedOrderSchema,
  type TrackEvent,
  type TrackedOrder,
  type Way,
} from '@tm/core';
import type { auditLog } from '../../db/schema';
import type { OrderLineRow, OrderRow } from '../orders/order-mapper';

type AuditRow = typeof auditLog.$inferSelect;

const RATE_GUARANTEE_MS = 24 * 60 * 60 * 1000;

/**
 * The order's life as its customer may see it: placed, then each change of status the audit log recorded
 * (its `after.status`), in time order. Actors and deletions stay out; unknown statuses are skipped.
 */
export function timelineOf(order: OrderRow, audit: AuditRow[]): TrackEvent[] {
  const events: TrackEvent[] = [{ status: 'Pending', at: order.createdAt.toISOString() }];
  for (const row of audit) {
    const after = row.after as { status?: unknown } | null;
    const parsed = orderStatusSchema.safeParse(after?.status);
    if (!parsed.success || parsed.data === events[events.length - 1]!.status) continue;
    events.push({ status: parsed.data, at: row.at.toISOString() });
  }
  return events;
}

/** The customer's view of an order; parsed by the strict schema so nothing else can slip out. */
export function toTrackedOrder(order: OrderRow, lines: OrderLineRow[], audit: AuditRow[]): TrackedOrder {
  const way = order.way as Way;
  return trackedOrderSchema.parse({
    Order_Id: order.orderNumber,
    Status: order.status,
    status: way,
    title: WAY_TITLE[way],
    Orders: [...lines]
      .sort((a, b) => a.position - b.position)
      .map((line) => ({
        currencyMy: line.receiveAmount,
        currencyMycurrent: line.receiveCode,
        currencyTake: line.giveAmount,
        currencyTakecurrent: line.giveCode,
        Rate: line.rate,
        status: line.way,
      })),
    time: order.createdAt.toISOString(),
    rateGuaranteedUntil: new Date(order.pricedAt.getTime() + RATE_GUARANTEE_MS).toISOString(),
    CheckingPoint: order.checkingPoint,
    events: timelineOf(order, audit),
  });
}
