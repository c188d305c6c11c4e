import { z } from '@hono/zod-openapi';
import { and, asc, gte, inArray, isNull, lt, type SQL } from 'drizzle-orm';
import { lineSettlement, type Way } from '@tm/core';
import { orderLines, orders } from '../../db/schema';
import { toApiLine } from '../../orders/order-mapper';
import type { AccountEnv } from '../../pipeline/auth-context';
import { adminRoute, routeGroup } from '../openapi';
import { orderSearch } from '../../orders/staff-order-list';
import { csvFileResponses, sendCsvFile } from './csv-file';
import { checkedDays, dayRange, exportDayFields } from './days';

const exportQuery = checkedDays(
  z.object({
    ...exportDayFields,
    q: z.string().trim().max(100).optional().describe('The All Orders search'),
  }),
);

const exportRoute = adminRoute('orders (staff)', 'get', '/ordersExport', {
  capability: 'reports',
  summary:
    'Orders placed between two London days (both included) as CSV, one line per order line, for the accountant.',
  description:
    'The columns staff see in All Orders and the order details, with the lines of each order. Deleted orders are left out, as in All Orders (managers export them from the Deleted register: GET /deletedOrdersExport); ?q= applies the same search. Cells are quoted and never start a spreadsheet formula.',
  request: { query: exportQuery },
  responses: csvFileResponses,
});

const HEADER = [
  'Order_Id',
  'Placed (UTC)',
  'Status',
  'Way',
  'Name',
  'Email',
  'Phone',
  'Address',
  'Collection point',
  'Line',
  'Customer gives',
  'Give currency',
  'Customer receives',
  'Receive currency',
  'Rate',
  // The line as settled at the counter (core lineSettlement), as the customer's email and the accountant's
  // end-of-day CSV state it: an audit found a Sell of €302.67 exported as £257.22, where the customer was
  // told, and is paid, £254.95 for €300 in notes.
  'Notes',
  'GBP',
  'GBP paid back',
];

/** GET /api/ordersExport: the CSV file for a date range. */
export function exportRoutes() {
  return routeGroup<AccountEnv>().openapi(exportRoute, async (c) => {
    const { db } = c.get('deps');
    const { from, to, q } = c.req.valid('query');
    const [start, end] = dayRange(from, to);
    const where: SQL[] = [isNull(orders.deletedAt), gte(orders.createdAt, start), lt(orders.createdAt, end)];
    if (q) where.push(orderSearch(q));
    const placed = await db
      .select()
      .from(orders)
      .where(and(...where))
      .orderBy(asc(orders.createdAt), asc(orders.orderNumber));
    const lines = placed.length
      ? await db
          .select()
          .from(orderLines)
          .where(
            inArray(
              orderLines.orderId,
              placed.map((o) => o.id),
            ),
          )
          .orderBy(asc(orderLines.position))
      : [];
    // (Map.groupBy needs Node 21.)
    const byOrder = new Map<string, typeof lines>();
    for (const line of lines) byOrder.set(line.orderId, [...(byOrder.get(line.orderId) ?? []), line]);
    const rows = placed.flatMap((o) =>
      (byOrder.get(o.id) ?? []).map((l, i) => {
        const settled = lineSettlement(toApiLine(l), o.way as Way);
        return [
          o.orderNumber,
          o.createdAt.toISOString(),
          o.status,
          o.title,
          o.customerName,
          o.email,
          o.phone,
          o.address,
          o.checkingPoint,
          i + 1,
          l.giveAmount,
          l.giveCode,
          l.receiveAmount,
          l.receiveCode,
          l.rate,
          settled?.notes ?? '',
          settled?.gbp ?? '',
          settled?.gbpBack ?? '',
        ];
      }),
    );
    return sendCsvFile(c, `orders-${from}-to-${to}.csv`, [HEADER, ...rows]);
  });
}
