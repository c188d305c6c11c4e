import { and, asc, eq, gte, isNotNull, lt } from 'drizzle-orm';
import { londonDayBounds, type Order } from '@tm/core';
import { auditLog, orders } from '../db/schema';
import type { Queryable } from '../db/types';
import { loadApiOrders } from '../orders/order-mapper';

/** An order completed on the day, with when (the audited completion) and by whom, and its ID-check flag. */
export interface Completed {
  order: Order;
  completedAt: Date;
  completedBy: string;
  idChecked: boolean;
}

/**
 * The branch's orders completed on a London day (issue 30): the day is London's, so an order completed at 23:30
 * London time in summer (22:30 UTC) is that day's, and one at 00:30 BST the next day's (23:30 UTC the day before).
 * Completion time and staff come from the audit row the completion wrote in its own transaction; orders deleted
 * since are left out (no money is counted twice).
 */
export async function completedOn(db: Queryable, branch: string, day: string): Promise<Completed[]> {
  const { start, end } = londonDayBounds(day);
  const rows = await db
    .select({ order: orders, completedAt: auditLog.at, completedBy: auditLog.actor })
    .from(auditLog)
    .innerJoin(orders, eq(orders.orderNumber, auditLog.entityId))
    .where(
      and(
        eq(auditLog.action, 'order-complete'),
        eq(auditLog.entity, 'order'),
        gte(auditLog.at, start),
        lt(auditLog.at, end),
        eq(orders.checkingPoint, branch),
        eq(orders.status, 'Completed'),
      ),
    )
    .orderBy(asc(auditLog.at), asc(orders.orderNumber));
  const live = rows.filter((r) => r.order.deletedAt === null);
  const apiOrders = await loadApiOrders(
    db,
    live.map((r) => r.order),
  );
  return live.map((r, i) => ({
    order: apiOrders[i]!,
    completedAt: r.completedAt,
    completedBy: r.completedBy,
    idChecked: r.order.idCheckedAt !== null,
  }));
}

/** The branch's orders deleted (cancelled by the branch) on a London day, for the accountant's CSV. */
export async function deletedOn(db: Queryable, branch: string, day: string) {
  const { start, end } = londonDayBounds(day);
  const rows = await db
    .select()
    .from(orders)
    .where(
      and(
        isNotNull(orders.deletedAt),
        gte(orders.deletedAt, start),
        lt(orders.deletedAt, end),
        eq(orders.checkingPoint, branch),
      ),
    )
    .orderBy(asc(orders.deletedAt));
  const apiOrders = await loadApiOrders(db, rows);
  return rows.map((row, i) => ({ row, order: apiOrders[i]! }));
}
