import { Hono, type Context } from 'hono';
import { and, count, desc, eq, isNull, like, type SQL } from 'drizzle-orm';
import { applyOrderAction, messages, type OrderAction, type OrderStatus } from '@tm/core';
import { orderLines, orders } from '../../db/schema';
import type { Queryable } from '../../db/types';
import { publicUrlOf } from '../../env';
import { badRequest, conflict, notFound } from '../../http/errors';
import { renderOrderEmail } from '../../mail/templates';
import { writeAudit } from '../../auth/audit';
import type { AccountEnv } from '../../auth/context';
import { requireAdmin } from '../../auth/middleware';
import { loadApiOrders, toApiOrder, type OrderRow } from '../orders/order-mapper';
import { pageOf } from './paging';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * One staff list: live (not deleted) orders, newest first, a page at a time; the total is in X-Total-Count.
 * `?q=` narrows to Order_Ids starting with the digits typed (the All Orders search box).
 */
function listHandler(status: OrderStatus | null) {
  return async (c: Context<AccountEnv>) => {
    const { db } = c.get('deps');
    const { limit, offset } = pageOf(c);
    const conditions: SQL[] = [isNull(orders.deletedAt)];
    if (status) conditions.push(eq(orders.status, status));
    const q = c.req.query('q')?.trim();
    if (q) {
      if (!/^\d{1,8}$/.test(q)) throw badRequest('Search by the order number (digits)');
      conditions.push(like(orders.orderNumber, `${q}%`));
    }
    const where = and(...conditions);
    const [total] = await db.select({ n: count() }).from(orders).where(where);
    const rows = await db
      .select()
      .from(orders)
      .where(where)
      .orderBy(desc(orders.createdAt), desc(orders.orderNumber))
      .limit(limit)
      .offset(offset);
    c.header('X-Total-Count', String(total?.n ?? 0));
    c.header('Cache-Control', 'no-store');
    return c.json(await loadApiOrders(db, rows));
  };
}

function idCondition(id: string): SQL | null {
  if (/^\d{8}$/.test(id)) return eq(orders.orderNumber, id);
  if (UUID.test(id)) return eq(orders.id, id);
  return null;
}

async function findLiveOrder(db: Queryable, id: string, lock: boolean): Promise<OrderRow> {
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
async function act(c: Context<AccountEnv>, action: OrderAction) {
  const deps = c.get('deps');
  const actor = c.get('auth')!.user.email;
  const now = deps.clock();
  const result = await deps.db.transaction(async (tx) => {
    const before = await findLiveOrder(tx, c.req.param('id') ?? '', true);
    const outcome = applyOrderAction(before.status as OrderStatus, action, {
      deleted: before.deletedAt !== null,
    });
    if (!outcome.ok) throw conflict(outcome.message, 'transition_refused');
    const [after] = await tx
      .update(orders)
      .set(outcome.deleted ? { deletedAt: now, deletedBy: actor } : { status: outcome.status })
      .where(eq(orders.id, before.id))
      .returning();
    if (!after) throw new Error('order vanished during update');
    const lines = await tx.select().from(orderLines).where(eq(orderLines.orderId, after.id));
    const order = toApiOrder(after, lines);
    if (action === 'accept') {
      const publicUrl = publicUrlOf(deps.config);
      const email = renderOrderEmail('order-accepted', order, { publicUrl });
      await deps.outbox.enqueue(tx, { kind: 'order-accepted', to: after.email, ...email, orderId: after.id });
    }
    await writeAudit(tx, {
      actor,
      action: `order-${action}`,
      entity: 'order',
      entityId: after.orderNumber,
      before: snapshot(before),
      after: snapshot(after),
      at: now,
    });
    return order;
  });
  if (action === 'accept') deps.outbox.wake();
  return result;
}

/** Spec §7 order calls, all Admin only. */
export function adminOrderRoutes() {
  const accept = async (c: Context<AccountEnv>) => {
    const order = await act(c, 'accept');
    return c.json({ message: messages.orderAccepted, order });
  };
  return (
    new Hono<AccountEnv>()
      .get('/allOrders', requireAdmin, listHandler(null))
      .get('/PendingOrder', requireAdmin, listHandler('Pending'))
      .get('/AcceptedOrder', requireAdmin, listHandler('Accepted'))
      .get('/completedOrder', requireAdmin, listHandler('Completed'))
      .get('/details/:id', requireAdmin, async (c) => {
        const { db } = c.get('deps');
        const row = await findLiveOrder(db, c.req.param('id'), false);
        const [order] = await loadApiOrders(db, [row]);
        c.header('Cache-Control', 'no-store');
        return c.json(order);
      })
      // The spec accepts with a GET; POST does the same for clients that prefer a method that says it changes.
      .get('/pendingToAceept/:id', requireAdmin, accept)
      .post('/pendingToAceept/:id', requireAdmin, accept)
      .put('/acceptedToCompleted/:id', requireAdmin, async (c) => {
        const order = await act(c, 'complete');
        return c.json({ message: messages.orderCompleted, order });
      })
      .delete('/deleteOrder/:id', requireAdmin, async (c) => {
        const order = await act(c, 'delete');
        return c.json({ message: messages.orderDeleted, order });
      })
  );
}
