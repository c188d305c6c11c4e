import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import {
  WAY_TITLE,
  orderStatusSchema,
  promisedHoldEnd,
  shutAt,
  tillLines,
  type CartLine,
  type TillOrder,
  type Today,
  type TodayOrder,
} from '@tm/core';
import { orderLines, orders } from '../db/schema';
import type { Queryable } from '../db/types';
import type { RawQuery } from '../db/raw';
import { listBranches } from '../branches/read';
import { cddOf, type CddSettings } from './cdd';
import { loadApiOrders, toApiLine } from './order-mapper';
import type { StaffOrderReads } from './staff-order-list';

/** Far more open orders than a branch handles in a day; the screen says when the list is cut. */
const LIST_LIMIT = 200;

const OPEN = ['Pending', 'Accepted'] as const;

const wayAndTitle = (way: string) =>
  way === 'sell'
    ? ({ status: 'sell', title: WAY_TITLE.sell } as const)
    : ({ status: 'buy', title: WAY_TITLE.buy } as const);

async function openOrders(
  db: Queryable,
  raw: RawQuery,
  settings: CddSettings,
  status: (typeof OPEN)[number],
): Promise<TodayOrder[]> {
  const rows = await db
    .select()
    .from(orders)
    .where(and(eq(orders.status, status), isNull(orders.deletedAt)))
    .orderBy(asc(orders.createdAt), asc(orders.orderNumber))
    .limit(LIST_LIMIT);
  const [cdd, branches, lines] = await Promise.all([
    cddOf(raw, rows, settings),
    listBranches(db),
    loadApiOrders(db, rows),
  ]);
  const branchOf = new Map(branches.map((b) => [b.slug, b]));
  return rows.map((o, i) => {
    const branch = branchOf.get(o.checkingPoint)!;
    const held = promisedHoldEnd(o, branch);
    return {
      _id: o.id,
      Order_Id: o.orderNumber,
      Name: o.customerName,
      Email: o.email,
      Phone_Number: o.phone,
      ...wayAndTitle(o.way),
      Status: orderStatusSchema.parse(o.status),
      time: o.createdAt.toISOString(),
      // The hold and rate lock the customer was told (order-policy.ts); orders reference a branch row.
      guaranteedUntil: held.toISOString(),
      shutAtHoldEnd: shutAt(held, branch),
      cdd: cdd.get(o.id),
      Orders: lines[i]!.Orders,
    };
  });
}

/**
 * The till over every open order (not only the listed 200): each line split into notes as its customer was
 * told, by core's `tillLines` (a SQL sum of the priced amounts asked for JP¥717,897.42 "in notes").
 */
async function till(db: Queryable) {
  const rows = await db
    .select({ line: orderLines, way: orders.way })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .where(and(inArray(orders.status, [...OPEN]), isNull(orders.deletedAt)))
    .orderBy(asc(orderLines.orderId), asc(orderLines.position));
  const byOrder = new Map<string, TillOrder & { Orders: CartLine[] }>();
  for (const { line, way } of rows) {
    const order = byOrder.get(line.orderId) ?? { status: wayAndTitle(way).status, Orders: [] };
    order.Orders.push(toApiLine(line));
    byOrder.set(line.orderId, order);
  }
  return tillLines([...byOrder.values()]);
}

/**
 * The day's work for the Today screen: pending orders to accept and accepted ones awaiting collection (oldest
 * first, with the end of each rate guarantee), and per currency what the till needs for the open orders.
 */
export async function readToday({ db, raw, config }: StaffOrderReads): Promise<Today> {
  const [pending, awaitingCollection, tillNeeds] = await Promise.all([
    openOrders(db, raw, config, 'Pending'),
    openOrders(db, raw, config, 'Accepted'),
    till(db),
  ]);
  return { pending, awaitingCollection, till: tillNeeds };
}
