import { and, desc, eq, inArray } from 'drizzle-orm';
import { auditLog } from '../db/schema';
import type { Queryable } from '../db/types';

/** One audited change of an order: which, by whom, when. */
export interface OrderChange {
  action: string;
  actor: string;
  at: Date;
}

/**
 * The order's last audited change among `actions`, for a refusal that names who changed the order and when
 * ("Order 12345678 was accepted by ana@… at 14:02"); null when none of them happened.
 */
export async function lastOrderChange(
  tx: Queryable,
  orderNumber: string,
  actions: readonly string[],
): Promise<OrderChange | null> {
  const [last] = await tx
    .select({ action: auditLog.action, actor: auditLog.actor, at: auditLog.at })
    .from(auditLog)
    .where(
      and(
        eq(auditLog.entity, 'order'),
        eq(auditLog.entityId, orderNumber),
        inArray(auditLog.action, [...actions]),
      ),
    )
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(1);
  return last ?? null;
}
