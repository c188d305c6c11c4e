import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { formatBranchTime, formatMoney, sumAmounts } from '@tm/core';
import { orderLines, orders } from '../db/schema';
import { publicUrlOf } from '../env';
import type { AppDeps } from '../deps';
import type { Logger } from '../logger';
import { every } from './every';

/** The cap's window: a held copy waits at most this long before its digest goes. */
const HOUR_MS = 60 * 60 * 1000;
/** Orders per digest: past this, the email says how many more there are and points to the dashboard. */
const MAX_LISTED = 500;

export type DigestDeps = Pick<AppDeps, 'db' | 'clock' | 'config' | 'outbox'>;

/**
 * Branch copies are never silently dropped (issue 29): past BRANCH_EMAILS_PER_HOUR an order's copy is held
 * (orders.branch_copy_held), and once the oldest held copy has waited an hour (the cap's window), ONE email
 * lists every held order (number, time, way, GBP, customer's name) and the copies are marked sent. The rows
 * are claimed with FOR UPDATE SKIP LOCKED in the transaction that queues the email (outbox), so an order is
 * in exactly one digest however many server processes run this. Returns how many orders the digest listed.
 */
export async function sendBranchDigest(deps: DigestDeps): Promise<number> {
  const now = deps.clock();
  const listed = await deps.db.transaction(async (tx) => {
    const held = await tx
      .select()
      .from(orders)
      .where(eq(orders.branchCopyHeld, true))
      .orderBy(asc(orders.createdAt))
      .limit(MAX_LISTED + 1)
      .for('update', { skipLocked: true });
    const oldest = held[0];
    if (!oldest || now.getTime() - oldest.createdAt.getTime() < HOUR_MS) return 0;
    const shown = held.slice(0, MAX_LISTED);
    const ids = shown.map((o) => o.id);
    const sums = await tx
      .select({
        orderId: orderLines.orderId,
        // The GBP side of each line: what the customer pays, or is paid.
        gbp: sql<string>`sum(case when ${orderLines.giveCode} = 'GBP' then ${orderLines.giveAmount} else ${orderLines.receiveAmount} end)::text`,
      })
      .from(orderLines)
      .where(inArray(orderLines.orderId, ids))
      .groupBy(orderLines.orderId);
    const gbpOf = new Map(sums.map((r) => [r.orderId, r.gbp]));
    const base = publicUrlOf(deps.config).replace(/\/$/, '');
    const lines = shown.map(
      (o) =>
        `${o.orderNumber}  ${formatBranchTime(o.createdAt)}  ${o.title}  ${formatMoney(sumAmounts([gbpOf.get(o.id) ?? '0']), 'GBP')}  ${o.customerName}`,
    );
    const more = held.length > MAX_LISTED ? `\n…and more: see the dashboard.` : '';
    const subject = `Branch copies held: ${shown.length} new order${shown.length === 1 ? '' : 's'} this hour`;
    const text =
      `More than ${deps.config.BRANCH_EMAILS_PER_HOUR} orders were placed in an hour, so these orders had no ` +
      `branch copy by email. Here they are in one list:\n\n${lines.join('\n')}${more}\n\n` +
      `All of them are in the dashboard: ${base}/dashboard/manageOrders`;
    await deps.outbox.enqueue(tx, {
      kind: 'branch-digest',
      to: deps.config.BRANCH_EMAIL,
      subject,
      text,
      html: `<!doctype html><html lang="en"><body><pre>${escapeHtml(text)}</pre></body></html>`,
    });
    await tx
      .update(orders)
      .set({ branchCopyHeld: false })
      .where(and(eq(orders.branchCopyHeld, true), inArray(orders.id, ids)));
    return shown.length;
  });
  if (listed > 0) deps.outbox.wake();
  return listed;
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** Checks for a due digest every `everyMs` in this process (every process may: see sendBranchDigest). */
export function startBranchDigest(deps: DigestDeps & { logger: Logger }, everyMs = 60_000) {
  return every('branch digest round', () => sendBranchDigest(deps), { everyMs, logger: deps.logger });
}
