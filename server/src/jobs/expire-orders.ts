import { and, asc, eq, inArray, isNull, lte, or } from 'drizzle-orm';
import { expiryCutoff } from '@tm/core/order-policy';
import { orders } from '../db/schema';
import type { AppDeps } from '../deps';
import type { Logger } from '../logger';
import { every } from './every';
import { auditOrderStatus } from '../audit/audit';
import { orderWithStatusEmail } from '../orders/order-emails';
import { listBranches } from '../branches/read';

/** Orders expired per transaction: a backlog after downtime is worked off in short steps. */
const BATCH = 50;

export type ExpiryDeps = Pick<AppDeps, 'db' | 'clock' | 'config' | 'outbox' | 'orderEvents'>;

/**
 * One round of order expiry: a Pending order no one accepted, or an Accepted order no one completed, by the end
 * of its hold becomes Expired: the moment its customer was promised when it was priced, stored as held_until
 * (core promisedHoldEnd: closing time on the first opening day 24 hours after it was priced). With an audit row
 * and an email telling the customer that nothing was charged, all in one transaction. The rows are claimed with FOR UPDATE SKIP LOCKED, so any number of
 * server processes may run this at once: each order expires once, and no process waits on another. After each
 * batch commits, the pages watching those orders are told (live/order-events.ts).
 * Returns how many orders expired.
 */
export async function expireOrders(deps: ExpiryDeps): Promise<number> {
  const now = deps.clock();
  let total = 0;
  for (const branch of await listBranches(deps.db)) {
    total += await expireBranchOrders(deps, branch.slug, expiryCutoff(now, branch), now);
  }
  if (total > 0) deps.outbox.wake();
  return total;
}

/**
 * Expires `point`'s open orders whose promised hold has ended by `now` (held_until), or, for orders priced
 * before the promise was stored, priced at or before `cutoff`; in batches; returns how many.
 */
async function expireBranchOrders(deps: ExpiryDeps, point: string, cutoff: Date, now: Date) {
  let total = 0;
  for (;;) {
    const expired = await deps.db.transaction(async (tx) => {
      const due = await tx
        .select()
        .from(orders)
        .where(
          and(
            inArray(orders.status, ['Pending', 'Accepted']),
            isNull(orders.deletedAt),
            eq(orders.checkingPoint, point),
            or(lte(orders.heldUntil, now), and(isNull(orders.heldUntil), lte(orders.pricedAt, cutoff))),
          ),
        )
        .orderBy(asc(orders.createdAt))
        .limit(BATCH)
        .for('update', { skipLocked: true });
      for (const before of due) {
        const [after] = await tx
          .update(orders)
          .set({ status: 'Expired' })
          .where(eq(orders.id, before.id))
          .returning();
        await orderWithStatusEmail(tx, deps, after!, 'order-expired');
        await auditOrderStatus(tx, {
          actor: 'system:order-expiry',
          action: 'order-expire',
          orderNumber: before.orderNumber,
          from: before.status,
          to: 'Expired',
          at: now,
        });
      }
      return due.map((o) => o.orderNumber);
    });
    for (const Order_Id of expired) await deps.orderEvents.publish({ Order_Id, Status: 'Expired' });
    total += expired.length;
    if (expired.length < BATCH) break;
  }
  return total;
}

/** Runs expiry every `everyMs` in this process (every process may: see expireOrders); stop() ends it. */
export function startOrderExpiry(deps: ExpiryDeps & { logger: Logger }, everyMs = 60_000) {
  return every('order expiry round', () => expireOrders(deps), { everyMs, logger: deps.logger });
}
