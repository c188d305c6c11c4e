import { and, count, eq, gte, inArray, isNull, sql } from 'drizzle-orm';
import {
  BASE_CURRENCY,
  dayKeyBefore,
  lineGbpSettled,
  londonDay,
  londonDayBounds,
  statsSchema,
  STATUSES_WITH_MONEY,
  sumAmounts,
  type Stats,
  type Way,
} from '@tm/core';
import { orderLines, orders } from '../../db/schema';
import type { Queryable } from '../../db/types';
import { toApiLine } from '../../orders/order-mapper';
import type { AccountEnv } from '../../pipeline/auth-context';
import { adminRoute, json, routeGroup } from '../openapi';

const DAYS = 30;
const HOUR_MS = 60 * 60 * 1000;

/** Today's London day and the DAYS - 1 before it, oldest first ("2027-07-15"), as the till names its days. */
function lastLondonDays(now: Date): string[] {
  const today = londonDay(now);
  return Array.from({ length: DAYS }, (_, i) => dayKeyBefore(today, DAYS - 1 - i));
}

const stats = adminRoute('staff', 'get', '/stats', {
  capability: 'reports',
  summary: 'Live orders by status, per London day over 30 days, and GBP volume per way.',
  responses: { 200: json(statsSchema, 'Statistics') },
});

/**
 * The Statistics screen: live orders by status, orders per London day over the last 30 days (every day listed,
 * zeros included, oldest first), and the GBP volume of each way (volumeOf). Deleted orders count nowhere.
 */
export function statsRoutes() {
  return routeGroup<AccountEnv>().openapi(stats, async (c) => {
    const { db, clock } = c.get('deps');
    const now = clock();
    const byStatus = await db
      .select({ status: orders.status, n: count() })
      .from(orders)
      .where(isNull(orders.deletedAt))
      .groupBy(orders.status);
    const counts = { Pending: 0, Accepted: 0, Completed: 0 };
    for (const row of byStatus) {
      if (row.status === 'Pending' || row.status === 'Accepted' || row.status === 'Completed')
        counts[row.status] = row.n;
    }

    const days = lastLondonDays(now);
    // Counted per UTC hour, each hour then given its London day by core: London's clock moves by whole hours
    // at 01:00 UTC, so no hour straddles two London days, and the day is the one the till and the emails name
    // (a UTC day put an order placed at 00:30 BST on the day before).
    const hour = sql<number>`floor(extract(epoch from ${orders.createdAt}) / 3600)::int`;
    const perHourRows = await db
      .select({ hour, n: count() })
      .from(orders)
      .where(and(isNull(orders.deletedAt), gte(orders.createdAt, londonDayBounds(days[0]!).start)))
      .groupBy(hour);
    const perDayMap = new Map<string, number>();
    for (const r of perHourRows) {
      const date = londonDay(Number(r.hour) * HOUR_MS);
      perDayMap.set(date, (perDayMap.get(date) ?? 0) + r.n);
    }
    const perDay = days.map((date) => ({ date, count: perDayMap.get(date) ?? 0 }));

    const volumeByWay = await volumeOf(db);
    c.header('Cache-Control', 'no-store');
    return c.json({ ...counts, perDay, volumeByWay } satisfies Stats, 200);
  });
}

/**
 * The GBP of each way as the customers were told it (core lineGbpSettled): what they pay for Click & Collect,
 * what they are paid for the notes of Click & Sell; only orders whose money changes hands or did (core
 * STATUSES_WITH_MONEY): a cancelled or expired one moved nothing.
 *
 * A Collect line's settled GBP is its priced GBP side (core lineGbpAmount: the side whose code is GBP), so that
 * way is one SQL sum, however many years of orders there are. A Sell line pays for its notes only, split per
 * line by the currency's smallest note: those lines are read and settled by core, as the till does.
 */
async function volumeOf(db: Queryable): Promise<Stats['volumeByWay']> {
  const ofWay = (way: Way) =>
    and(eq(orderLines.way, way), isNull(orders.deletedAt), inArray(orders.status, [...STATUSES_WITH_MONEY]));
  const gbpSide = sql`case when ${orderLines.receiveCode} = ${BASE_CURRENCY} then ${orderLines.receiveAmount} else ${orderLines.giveAmount} end`;
  const [collect] = await db
    .select({ gbp: sql<string | null>`sum(${gbpSide})` })
    .from(orderLines)
    .innerJoin(orders, eq(orderLines.orderId, orders.id))
    .where(ofWay('buy'));
  const sellLines = await db
    .select({ line: orderLines })
    .from(orderLines)
    .innerJoin(orders, eq(orderLines.orderId, orders.id))
    .where(ofWay('sell'));
  return {
    buy: sumAmounts([collect?.gbp ?? '0']),
    sell: sumAmounts(sellLines.map(({ line }) => lineGbpSettled(toApiLine(line), 'sell'))),
  };
}
