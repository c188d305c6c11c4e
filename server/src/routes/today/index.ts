import { and, asc, count, eq, inArray, isNull, sql, sum } from 'drizzle-orm';
import {
  WAY_TITLE,
  emptyTillLine,
  orderStatusSchema,
  orderHeldUntil,
  todaySchema,
  type TillLine,
  type TodayOrder,
} from '@tm/core';
import { orderLines, orders } from '../../db/schema';
import type { Queryable } from '../../db/types';
import type { AccountEnv } from '../../auth/context';
import { adminRoute, json, routeGroup } from '../../http/openapi';
import type { RawQuery } from '../../db/raw';
import { cddOf, type CddSettings } from '../admin/cdd';
import { listBranches } from '../branches/read';

/** Far more open orders than a branch handles in a day; the screen says when the list is cut. */
const LIST_LIMIT = 200;

const OPEN = ['Pending', 'Accepted'] as const;

const today = adminRoute('staff', 'get', '/today', {
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
  const [cdd, branches] = await Promise.all([cddOf(raw, rows, settings), listBranches(db)]);
  const branchOf = new Map(branches.map((b) => [b.slug, b]));
  return rows.map((o) => ({
    _id: o.id,
    Order_Id: o.orderNumber,
    Name: o.customerName,
    Phone_Number: o.phone,
    ...wayAndTitle(o.way),
    Status: orderStatusSchema.parse(o.status),
    time: o.createdAt.toISOString(),
    // The hold and rate lock the customer was told (order-policy.ts); orders reference a branch row.
    guaranteedUntil: orderHeldUntil(o.pricedAt, branchOf.get(o.checkingPoint)!).toISOString(),
    cdd: cdd.get(o.id),
  }));
}

/**
 * Sums the open orders' lines per foreign currency, in SQL `numeric` (exact): a Collect line hands over its
 * receive side (foreign), a Sell line takes in its give side (foreign) and pays out its receive side (GBP).
 */
async function till(db: Queryable) {
  const foreign = sql<string>`case when ${orderLines.way} = 'buy' then ${orderLines.receiveCode} else ${orderLines.giveCode} end`;
  const rows = await db
    .select({
      code: foreign,
      way: orderLines.way,
      foreignTotal: sum(
        sql`case when ${orderLines.way} = 'buy' then ${orderLines.receiveAmount} else ${orderLines.giveAmount} end`,
      ),
      gbpTotal: sum(
        sql`case when ${orderLines.way} = 'buy' then ${orderLines.giveAmount} else ${orderLines.receiveAmount} end`,
      ),
      orders: count(sql`distinct ${orderLines.orderId}`),
    })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .where(and(inArray(orders.status, [...OPEN]), isNull(orders.deletedAt)))
    .groupBy(foreign, orderLines.way)
    .orderBy(foreign);
  const byCode = new Map<string, TillLine>();
  for (const r of rows) {
    const line = byCode.get(r.code) ?? emptyTillLine(r.code);
    if (r.way === 'buy') {
      line.collectForeign = money(r.foreignTotal);
      line.collectOrders = Number(r.orders);
    } else {
      line.sellForeign = money(r.foreignTotal);
      line.sellGbp = money(r.gbpTotal);
      line.sellOrders = Number(r.orders);
    }
    byCode.set(r.code, line);
  }
  return [...byCode.values()];
}

/** A sum of a numeric(20, 2) column comes back as exact text with its 2 decimals. */
const money = (total: string | null) => total ?? '0.00';

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
