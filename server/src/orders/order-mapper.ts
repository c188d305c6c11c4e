import { asc, inArray } from 'drizzle-orm';
import {
  branchCancelReasonSchema,
  buildOrderEmailRows,
  WAY_TITLE,
  type CartLine,
  type Order,
  type OrderDeletion,
  type OrderStatus,
  type Way,
} from '@tm/core';
import type { orders } from '../db/schema';
import { orderLines } from '../db/schema';
import type { Queryable } from '../db/types';

export type OrderRow = typeof orders.$inferSelect;
export type OrderLineRow = typeof orderLines.$inferSelect;

/**
 * The ONE place where database names become the spec's API names (docs/decisions.md: "names say what they
 * mean inside, mapped in one place"). Admin routes reuse it.
 */
export function toApiLine(line: OrderLineRow): CartLine {
  return {
    Id: line.clientLineId,
    currencyMy: line.receiveAmount,
    currencyMycurrent: line.receiveCode,
    currencyTake: line.giveAmount,
    currencyTakecurrent: line.giveCode,
    Rate: line.rate,
    status: line.way as Way,
  };
}

export function toApiOrder(order: OrderRow, lines: OrderLineRow[]): Order {
  const way = order.way as Way;
  const apiLines = [...lines].sort((a, b) => a.position - b.position).map(toApiLine);
  return {
    _id: order.id,
    Order_Id: order.orderNumber,
    Name: order.customerName,
    Email: order.email,
    Phone_Number: order.phone,
    Address: order.address,
    CheckingPoint: order.checkingPoint,
    Orders: apiLines,
    status: way,
    Status: order.status as OrderStatus,
    title: WAY_TITLE[way],
    time: order.createdAt.toISOString(),
    pricedAt: order.pricedAt.toISOString(),
    ...(order.heldUntil ? { heldUntil: order.heldUntil.toISOString() } : {}),
    ...buildOrderEmailRows(apiLines, way),
  };
}

/** Loads the lines of many orders in one query and maps them all, keeping the given order of `rows`. */
export async function loadApiOrders(db: Queryable, rows: OrderRow[]): Promise<Order[]> {
  if (rows.length === 0) return [];
  const lines = await db
    .select()
    .from(orderLines)
    .where(
      inArray(
        orderLines.orderId,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(asc(orderLines.orderId), asc(orderLines.position));
  const byOrder = new Map<string, OrderLineRow[]>();
  for (const line of lines) {
    const list = byOrder.get(line.orderId) ?? [];
    list.push(line);
    byOrder.set(line.orderId, list);
  }
  return rows.map((row) => toApiOrder(row, byOrder.get(row.id) ?? []));
}

/**
 * Who cancelled (deleted) an order, when and why, as the Deleted register and an order's staff details both
 * state it; the note only `withNote` (those who read the register). Orders deleted before issue 29 have no
 * reason, and may have no recorded author.
 */
export function orderDeletion(
  row: Pick<OrderRow, 'deletedAt' | 'deletedBy' | 'deleteReason' | 'deleteNote'> & { deletedAt: Date },
  withNote: boolean,
): OrderDeletion {
  return {
    deletedAt: row.deletedAt.toISOString(),
    deletedBy: row.deletedBy ?? 'unknown',
    reason: branchCancelReasonSchema.safeParse(row.deleteReason).data ?? null,
    note: withNote ? row.deleteNote : null,
  };
}
