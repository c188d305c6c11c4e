import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import {
  WAY_TITLE,
  orderStatusSchema,
  orderHeldUntil,
  tillLines,
  todaySchema,
  type CartLine,
  type TillOrder,
  type TodayOrder,
} from '@tm/core';
import { orderLines, orders } from '../../db/schema';
import type { Queryable } from '../../db/types';
import type { AccountEnv } from '../../pipeline/auth-context';
import { adminRoute, json, routeGroup } from '../openapi';
import type { RawQuery } from '../../db/raw';
import { cddOf, type CddSettings } from '../../orders/cdd';
import { listBranches } from '../../branches/read';
import { loadApiOrders, toApiLine } from '../../orders/order-mapper';

/** Far more open orders than a branch handles in a day; the screen says when the list is cut. */
const LIST_LIMIT = 200;

const OPEN = ['Pending', 'Accepted'] as const;

const today = adminRoute('staff', 'get', '/today', {
  capability: 'today',
  summary:
    'The day’s work: pending orders to accept and accepted orders awaiting collection (oldest first, with the end of each rate guarantee), and per currency what the till needs for the open orders.',
  responses: { 200: json(todaySchema, 'Today') },
});

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
  return rows.map((o, i) => ({
    _id: o.id,
    Order_Id: o.orderNumber,
    Name: o.customerName,
    Email: o.email,
    Phone_Number: o.phone,
    ...wayAndTitle(o.way),
    Status: orderStatusSchema.parse(o.status),
    time: o.createdAt.toISOString(),
    // The hold and rate lock the customer was told (order-policy.ts); orders reference a branch row.
    guaranteedUntil: orderHeldUntil(o.pricedAt, branchOf.get(o.checkingPoint)!).toISOString(),
    cdd: cdd.get(o.id),
    Orders: lines[i]!.Orders,
  }));
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

/** GET /api/today, for the dashboard's Today screen. */
export function todayRoutes() {
  return routeGroup<AccountEnv>().openapi(today, async (c) => {
    const { db, raw, config } = c.get('deps');
    const [pending, awaitingCollection, tillLines] = await Promise.all([
      openOrders(db, raw, config, 'Pending'),
      openOrders(db, raw, config, 'Accepted'),
      till(db),
    ]);
    c.header('Cache-Control', 'no-store');
    return c.json({ pending, awaitingCollection, till: tillLines }, 200);
  });
}
