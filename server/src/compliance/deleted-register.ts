import { and, count, desc, gte, isNotNull, lt, sql, type SQL } from 'drizzle-orm';
import type { DeletedOrder, OrderStatus } from '@tm/core';
import { orderDeletion } from '../orders/order-mapper';
import { orderLinesJson, settledGbp } from '../orders/settled-gbp';
import { orders } from '../db/schema';
import type { Queryable } from '../db/types';
import { mapPage, readPage, type Page, type PageRequest } from '../db/page';

/**
 * The order's lines, for its GBP as the customer was told it (settledGbp), as the linked-transaction check
 * counts it. The id spelled out: drizzle writes a lone column of a one-table select without its table, which
 * inside this subquery would name order_lines' own id.
 */
const lines = sql.raw(orderLinesJson('orders.id'));

const columns = {
  orderNumber: orders.orderNumber,
  customerName: orders.customerName,
  email: orders.email,
  status: orders.status,
  createdAt: orders.createdAt,
  deletedAt: orders.deletedAt,
  deletedBy: orders.deletedBy,
  deleteReason: orders.deleteReason,
  deleteNote: orders.deleteNote,
  way: orders.way,
  lines,
};

const isDeleted = isNotNull(orders.deletedAt);

function deletedRows(db: Queryable, where: SQL) {
  return db
    .select(columns)
    .from(orders)
    .where(where)
    .orderBy(desc(orders.deletedAt), desc(orders.orderNumber));
}

type Row = Awaited<ReturnType<typeof deletedRows>>[number];

function toDeleted(r: Row): DeletedOrder {
  return {
    Order_Id: r.orderNumber,
    Name: r.customerName,
    Email: r.email,
    Status: r.status as OrderStatus,
    time: r.createdAt.toISOString(),
    gbp: settledGbp(r.lines, r.way),
    ...orderDeletion({ ...r, deletedAt: r.deletedAt! }, true),
  };
}

/** A page of the Deleted register: orders the branch cancelled, newest deletion first, with who, when and why. */
export async function listDeletedOrders(
  db: Queryable,
  { limit, offset }: PageRequest,
): Promise<Page<DeletedOrder>> {
  const page = await readPage(
    deletedRows(db, isDeleted).limit(limit).offset(offset),
    db.select({ n: count() }).from(orders).where(isDeleted),
  );
  return mapPage(page, toDeleted);
}

/** The orders deleted from `start` until just before `end`, newest deletion first. */
export async function deletedOrdersBetween(db: Queryable, start: Date, end: Date): Promise<DeletedOrder[]> {
  const rows = await deletedRows(
    db,
    and(isDeleted, gte(orders.deletedAt, start), lt(orders.deletedAt, end))!,
  );
  return rows.map(toDeleted);
}
