import { and, count, desc, eq, ilike, isNull, like, or, sql, type SQL } from 'drizzle-orm';
import type { Order, OrderStatus } from '@tm/core';
import { UK_INTERNATIONAL, ukPhoneDigits } from '@tm/core/phone-digits';
import { orders } from '../db/schema';
import type { Db } from '../db/types';
import type { RawQuery } from '../db/raw';
import { readPage, type Page, type PageRequest } from '../db/page';
import { cddOf, type CddSettings } from './cdd';
import { findOrder } from './find-order';
import { loadApiOrders, orderDeletion, type OrderRow } from './order-mapper';

/** What the staff order reads need: drizzle for the orders, raw SQL for the due-diligence totals. */
export interface StaffOrderReads {
  db: Db;
  raw: RawQuery;
  config: CddSettings;
}

/** LIKE treats % and _ as wildcards and \\ as escape: a search for them finds them as typed. */
const likeText = (text: string) => text.replace(/[\\%_]/g, (ch) => `\\${ch}`);

/**
 * What staff type into the All Orders search: the first digits of an Order_Id, or part of the customer's name,
 * email or phone number. Phone numbers are compared digits to digits, so "07700 900123" finds "07700900123".
 */
export function orderSearch(q: string): SQL {
  const text = `%${likeText(q)}%`;
  const terms = [
    like(orders.orderNumber, `${likeText(q)}%`),
    ilike(orders.customerName, text),
    ilike(orders.email, text),
  ];
  const typed = q.replace(/[\s()+-]/g, '');
  if (/^\d{3,}$/.test(typed)) {
    // Both sides the UK way (core ukPhoneDigits): "+44 7911 123456" finds "07911 123456" and back.
    const ukDigits = sql`regexp_replace(regexp_replace(${orders.phone}, '[^0-9]', '', 'g'), ${UK_INTERNATIONAL.source}, '0\\1')`;
    terms.push(sql`${ukDigits} like ${`%${ukPhoneDigits(q)}%`}`);
  }
  return or(...terms)!;
}

/**
 * A page of a staff list: live (not deleted) orders of one status, or all, newest first, optionally those a
 * search finds; each with its customer due diligence.
 */
export async function listStaffOrders(
  deps: StaffOrderReads,
  { status, q, limit, offset }: PageRequest & { status: OrderStatus | null; q?: string },
): Promise<Page<Order>> {
  const conditions: SQL[] = [isNull(orders.deletedAt)];
  if (status) conditions.push(eq(orders.status, status));
  if (q) conditions.push(orderSearch(q));
  const where = and(...conditions);
  const newestFirst = [desc(orders.createdAt), desc(orders.orderNumber)];
  const page = await readPage(
    deps.db
      .select()
      .from(orders)
      .where(where)
      .orderBy(...newestFirst)
      .limit(limit)
      .offset(offset),
    deps.db.select({ n: count() }).from(orders).where(where),
  );
  return { rows: await withCdd(deps, page.rows), total: page.total };
}

/**
 * One order by Order_Id or _id (404 when unknown), with its due diligence and linked orders. An order the branch
 * cancelled is in no list, but a link to it (the branch's email, a concern) still opens it: it comes with its
 * `deletion`, the note only for those who read the Deleted register.
 */
export async function staffOrderDetails(
  deps: StaffOrderReads,
  id: string,
  { withDeleteNote }: { withDeleteNote: boolean },
): Promise<Order> {
  const row = await findOrder(deps.db, id, false);
  const [order] = await withCdd(deps, [row], true);
  return row.deletedAt
    ? { ...order!, deletion: orderDeletion({ ...row, deletedAt: row.deletedAt }, withDeleteNote) }
    : order!;
}

/** The staff view of orders: each with its customer due diligence (one statement for all of them). */
async function withCdd(deps: StaffOrderReads, rows: OrderRow[], withLinked = false): Promise<Order[]> {
  const [apiOrders, cdd] = await Promise.all([
    loadApiOrders(deps.db, rows),
    cddOf(deps.raw, rows, deps.config, withLinked),
  ]);
  return apiOrders.map((o) => ({ ...o, cdd: cdd.get(o._id) }));
}
