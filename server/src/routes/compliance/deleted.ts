import { z } from '@hono/zod-openapi';
import { and, count, desc, gte, isNotNull, lt, sql, type SQL } from 'drizzle-orm';
import {
  BRANCH_CANCEL_REASONS,
  branchCancelReasonSchema,
  deletedOrderListSchema,
  sumAmounts,
  type DeletedOrder,
  type OrderStatus,
} from '@tm/core';
import { orders } from '../../db/schema';
import type { Queryable } from '../../db/types';
import type { AccountEnv } from '../../pipeline/auth-context';
import { adminRoute, routeGroup } from '../openapi';
import { listPage, pageOf, pageQuery } from '../admin/paging';
import { exportDays, dayRange } from '../export/days';
import { toCsv } from '../export/csv';

/** The GBP side of an order: what the customer paid, or was paid (as the linked-transaction check counts it). */
// Spelled out: drizzle writes a lone column of a one-table select without its table, which inside this
// subquery would name order_lines' own id.
const gbp = sql<string>`(select coalesce(sum(case when l.give_code = 'GBP' then l.give_amount else l.receive_amount end), 0)::text
  from order_lines l where l.order_id = orders.id)`;

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
  gbp,
};

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
    gbp: sumAmounts([r.gbp]),
    deletedAt: r.deletedAt!.toISOString(),
    deletedBy: r.deletedBy ?? 'unknown',
    // Orders deleted before issue 29 have no reason.
    reason: branchCancelReasonSchema.safeParse(r.deleteReason).data ?? null,
    note: r.deleteNote,
  };
}

const list = adminRoute('compliance (managers)', 'get', '/deletedOrders', {
  capability: 'deleted.read',
  summary:
    'The Deleted register: orders the branch cancelled, newest deletion first, with who, when and why (reason and note), 50 a page.',
  request: { query: pageQuery },
  responses: { 200: pageOf(deletedOrderListSchema, 'Deleted orders') },
});

const exportRoute = adminRoute('compliance (managers)', 'get', '/deletedOrdersExport', {
  capability: 'deleted.read',
  summary: 'The Deleted register between two days of deletion (UTC, both included) as CSV.',
  request: { query: exportDays },
  responses: { 200: { description: 'CSV', content: { 'text/csv': { schema: z.string() } } } },
});

const HEADER = [
  'Order_Id',
  'Placed (UTC)',
  'Status when deleted',
  'Name',
  'Email',
  'GBP',
  'Deleted (UTC)',
  'Deleted by',
  'Reason',
  'Note',
];

/** Managers see every deleted order (issue 29: nothing deleted unseen) and can hand the list on as CSV. */
export function deletedRoutes() {
  return routeGroup<AccountEnv>()
    .openapi(list, async (c) => {
      const { db } = c.get('deps');
      const { limit, offset } = c.req.valid('query');
      const where = isNotNull(orders.deletedAt);
      const rows = await listPage(
        c,
        deletedRows(db, where).limit(limit).offset(offset),
        db.select({ n: count() }).from(orders).where(where),
      );
      return c.json(rows.map(toDeleted), 200);
    })
    .openapi(exportRoute, async (c) => {
      const { db } = c.get('deps');
      const { from, to } = c.req.valid('query');
      const [start, end] = dayRange(from, to);
      const rows = (
        await deletedRows(
          db,
          and(isNotNull(orders.deletedAt), gte(orders.deletedAt, start), lt(orders.deletedAt, end))!,
        )
      ).map(toDeleted);
      const csv = toCsv([
        HEADER,
        ...rows.map((d) => [
          d.Order_Id,
          d.time,
          d.Status,
          d.Name,
          d.Email,
          d.gbp,
          d.deletedAt,
          d.deletedBy,
          d.reason ? BRANCH_CANCEL_REASONS[d.reason].label : '',
          d.note ?? '',
        ]),
      ]);
      c.header('Cache-Control', 'no-store');
      c.header('Content-Type', 'text/csv; charset=utf-8');
      c.header('Content-Disposition', `attachment; filename="deleted-orders-${from}-to-${to}.csv"`);
      return c.body(csv, 200);
    });
}
