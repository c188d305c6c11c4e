import { and, desc, eq } from 'drizzle-orm';
import { formatBranchTime } from '@tm/core';
import { auditLog } from '../../db/schema';
import type { Queryable } from '../../db/types';
import { conflict, type ApiError } from '../../http/errors';

/** What the audit log's order actions read as in a sentence. */
const DONE: Record<string, string> = {
  'order-accept': 'accepted',
  'order-complete': 'completed',
  'order-delete': 'deleted',
  'order-expire': 'expired',
  'order-cancel': 'cancelled',
};

const byWhom = (actor: string) =>
  actor.startsWith('system:') ? 'automatically' : actor === 'customer' ? 'by the customer' : `by ${actor}`;

/**
 * The 409 for an action on a screen that was out of date (issue 29: a second cashier accepting an order the
 * first had already accepted): the state machine's message, then what changed it, who and when, from the
 * order's last audited action, and that nothing was changed. The envelope stays `transition_refused`.
 */
export async function refusedWithWhatChanged(
  db: Queryable,
  orderNumber: string,
  message: string,
): Promise<ApiError> {
  const [last] = await db
    .select({ action: auditLog.action, actor: auditLog.actor, at: auditLog.at })
    .from(auditLog)
    .where(and(eq(auditLog.entity, 'order'), eq(auditLog.entityId, orderNumber)))
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(1);
  const verb = last ? DONE[last.action] : undefined;
  const what = last && verb ? ` (${verb} ${byWhom(last.actor)}, ${formatBranchTime(last.at)})` : '';
  return conflict(`${message}${what}. Nothing was changed.`, 'transition_refused');
}
