import { z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { and, count, desc, eq, ilike, isNull, like, or, sql, type SQL } from 'drizzle-orm';
import {
  applyOrderAction,
  idRecordRequestSchema,
  messages,
  orderActionResultSchema,
  orderListSchema,
  orderSchema,
  type IdRecordRequest,
  type Order,
  type OrderAction,
  type OrderStatus,
} from '@tm/core';
import { orders } from '../../db/schema';
import type { Queryable } from '../../db/types';
import { ApiError, conflict, notFound } from '../../http/errors';
import { adminRoute, json, jsonBody, routeGroup } from '../../http/openapi';
import { orderWithStatusEmail } from '../../mail/order-emails';
import { writeAudit } from '../../auth/audit';
import type { AccountEnv } from '../../auth/context';
import { loadApiOrders, type OrderRow } from '../orders/order-mapper';
import { cddOf } from './cdd';
import { listPage, pageFields, pageOf, toSqlPage } from './paging';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const listQuery = z
  .object({
    ...pageFields,
    q: z
      .string()
      .trim()
      .max(100, 'Search for at most 100 characters')
      .optional()
      .describe("Order_Id prefix, or part of the customer's name, email or phone number"),
  })
  .transform(toSqlPage);

/** The four staff lists: live (not deleted) orders of one status (or all), newest first, a page at a time. */
const LISTS = [
  ['/allOrders', 'All live orders', null],
  ['/PendingOrder', 'Pending orders', 'Pending'],
  ['/AcceptedOrder', 'Accepted orders', 'Accepted'],
  ['/completedOrder', 'Completed orders', 'Completed'],
] as const;

const listRoute = (path: string, what: string) =>
  adminRoute('orders (staff)', 'get', path, {
    capability: 'orders.read',
    summary: `${what}, newest first, 50 a page; deleted orders never appear. ?q= finds an Order_Id by its first digits, or a customer by part of their name, email or phone number (spaces and dashes ignored).`,
    request: { query: listQuery },
    responses: { 200: pageOf(orderListSchema, 'Orders') },
  });

function idCondition(id: string): SQL | null {
  if (/^\d{8}$/.test(id)) return eq(orders.orderNumber, id);
  if (UUID.test(id)) return eq(orders.id, id);
  return null;
}

export async function findLiveOrder(db: Queryable, id: string, lock: boolean): Promise<OrderRow> {
  const condition = idCondition(id);
  if (!condition) throw notFound(messages.orderNotFound);
  const query = db
    .select()
    .from(orders)
    .where(and(condition, isNull(orders.deletedAt)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound(messages.orderNotFound);
  return row;
}

const snapshot = (row: OrderRow) => ({
  status: row.status,
  deletedAt: row.deletedAt?.toISOString() ?? null,
  deletedBy: row.deletedBy,
});

/**
 * Runs one state-machine action on an order in a transaction with its audit row (and, for accept, the
 * customer's acceptance email). A refused transition is a 409 carrying the machine's message.
 */
async function act(c: Context<AccountEnv>, action: OrderAction, idRecord?: IdRecordRequest) {
  const deps = c.get('deps');
  const actor = c.get('auth')!.user.email;
  const now = deps.clock();
  const id = c.req.param('id') ?? '';
  // Completing hands the money over: an order whose linked orders reach the threshold needs the ID seen first.
  if (action === 'complete' && !idRecord) {
    const row = await findLiveOrder(deps.db, id, false);
    const cdd = (await cddOf(deps.raw, [row], deps.config)).get(row.id);
    if (cdd?.required && row.status === 'Accepted') {
      throw new ApiError(422, 'id_check_required', messages.idCheckRequired);
    }
  }
  const idColumns = idRecord
    ? { idType: idRecord.idType, idLast4: idRecord.idLast4, idCheckedBy: actor, idCheckedAt: now }
    : {};
  const result = await deps.db.transaction(async (tx) => {
    const before = await findLiveOrder(tx, id, true);
    const outcome = applyOrderAction(before.status as OrderStatus, action, {
      deleted: before.deletedAt !== null,
    });
    if (!outcome.ok) throw conflict(outcome.message, 'transition_refused');
    const [after] = await tx
      .update(orders)
      .set(
        outcome.deleted
          ? { deletedAt: now, deletedBy: actor }
          : { status: outcome.status, ...(action === 'complete' ? idColumns : {}) },
      )
      .where(eq(orders.id, before.id))
      .returning();
    if (!after) throw new Error('order vanished during update');
    // The customer hears of each step: ready to collect, then a receipt; in the same transaction (outbox).
    const kind = action === 'accept' ? 'order-accepted' : action === 'complete' ? 'order-completed' : null;
    const order = await orderWithStatusEmail(tx, deps, after, kind);
    await writeAudit(tx, {
      actor,
      action: `order-${action}`,
      entity: 'order',
      entityId: after.orderNumber,
      before: snapshot(before),
      after: {
        ...snapshot(after),
        ...(after.idType ? { idType: after.idType, idLast4: after.idLast4 } : {}),
      },
      at: now,
    });
    return order;
  });
  if (action !== 'delete') deps.outbox.wake();
  // A page tracking this order re-reads it (a deleted one then answers not found).
  await deps.orderEvents.publish({ Order_Id: result.Order_Id, Status: result.Status });
  return result;
}

const idParams = z.object({ id: z.string().describe('Order_Id (8 digits) or _id') });

const details = adminRoute('orders (staff)', 'get', '/details/{id}', {
    capability: 'orders.read',
  summary: 'One order by Order_Id or _id; 404 when unknown or deleted.',
  request: { params: idParams },
  responses: { 200: json(orderSchema, 'The order') },
});

const actionRoute = (method: 'get' | 'post' | 'put' | 'delete', path: string, summary: string) =>
  adminRoute('orders (staff)', method, path, {
    capability: 'ACTION',
    summary,
    request: { params: idParams },
    responses: { 200: json(orderActionResultSchema, 'The order after the change') },
  });

const complete = adminRoute('orders (staff)', 'put', '/acceptedToCompleted/{id}', {
    capability: 'orders.complete',
  summary:
    "Complete an accepted order. 409 if refused. When this customer's orders within CDD_LINKED_DAYS reach CDD_THRESHOLD_GBP (the order's `cdd.required`), the ID seen must be sent (`idType`, `idLast4`), else 422 `id_check_required`; it is stored with the order and audited, never shown to the customer.",
  request: { params: idParams, body: { ...jsonBody(idRecordRequestSchema), required: false } },
  responses: { 200: json(orderActionResultSchema, 'The order after the change') },
});

/** The staff view of orders: each with its customer due diligence (one statement for the whole page). */
async function withCdd(c: Context<AccountEnv>, rows: OrderRow[], withLinked = false): Promise<Order[]> {
  const deps = c.get('deps');
  const [apiOrders, cdd] = await Promise.all([
    loadApiOrders(deps.db, rows),
    cddOf(deps.raw, rows, deps.config, withLinked),
  ]);
  return apiOrders.map((o) => ({ ...o, cdd: cdd.get(o._id) }));
}

const ACCEPT_SUMMARY =
  'Accept a pending order and queue the acceptance email (GET as the spec, POST the same). 409 if refused.';

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
  const digits = q.replace(/[\s()+-]/g, '');
  if (/^\d{3,}$/.test(digits)) {
    terms.push(sql`regexp_replace(${orders.phone}, '[^0-9]', '', 'g') like ${`%${digits}%`}`);
  }
  return or(...terms)!;
}

/** Spec §7 order calls, all Admin only. */
export function adminOrderRoutes() {
  const app = routeGroup<AccountEnv>();
  for (const [path, what, status] of LISTS) {
    app.openapi(listRoute(path, what), async (c) => {
      const { db } = c.get('deps');
      const { limit, offset, q } = c.req.valid('query');
      const conditions: SQL[] = [isNull(orders.deletedAt)];
      if (status) conditions.push(eq(orders.status, status));
      if (q) conditions.push(orderSearch(q));
      const where = and(...conditions);
      const newestFirst = [desc(orders.createdAt), desc(orders.orderNumber)];
      const rows = await listPage(
        c,
        db
          .select()
          .from(orders)
          .where(where)
          .orderBy(...newestFirst)
          .limit(limit)
          .offset(offset),
        db.select({ n: count() }).from(orders).where(where),
      );
      return c.json(await withCdd(c, rows), 200);
    });
  }
  const accept = async (c: Context<AccountEnv>) =>
    c.json({ message: messages.orderAccepted, order: await act(c, 'accept') }, 200);
  return (
    app
      .openapi(details, async (c) => {
        const { db } = c.get('deps');
        const row = await findLiveOrder(db, c.req.valid('param').id, false);
        const [order] = await withCdd(c, [row], true);
        c.header('Cache-Control', 'no-store');
        return c.json(order!, 200);
      })
      // The spec accepts with a GET; POST does the same for clients that prefer a method that says it changes.
      .openapi(actionRoute('get', '/pendingToAceept/{id}', ACCEPT_SUMMARY), accept)
      .openapi(actionRoute('post', '/pendingToAceept/{id}', ACCEPT_SUMMARY), accept)
      .openapi(complete, async (c) => {
        const body = c.req.valid('json') as IdRecordRequest | undefined;
        const order = await act(c, 'complete', body && Object.keys(body).length > 0 ? body : undefined);
        return c.json({ message: messages.orderCompleted, order }, 200);
      })
      .openapi(
        actionRoute(
          'delete',
          '/deleteOrder/{id}',
          'Soft delete a pending or accepted order (kept 5 years, with who and when). 409 if completed.',
        ),
        async (c) => c.json({ message: messages.orderDeleted, order: await act(c, 'delete') }, 200),
      )
  );
}
