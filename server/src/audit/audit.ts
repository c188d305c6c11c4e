import { auditLog } from '../db/schema';
import type { Queryable } from '../db/types';

export interface AuditEntry {
  actor: string;
  action: string;
  entity: 'order' | 'currency' | 'user' | 'live-mode' | 'contact-message' | 'customer' | 'branch' | 'till';
  entityId: string;
  before: unknown;
  after: unknown;
  at: Date;
}

/** Written in the transaction of the change itself, so a change and its audit row exist together or not at all. */
export async function writeAudit(tx: Queryable, entry: AuditEntry): Promise<void> {
  await tx.insert(auditLog).values({ ...entry, before: entry.before ?? null, after: entry.after ?? null });
}

/** An order moved from one status to another by someone other than staff (expiry, the customer's cancel). */
export interface OrderStatusChange {
  actor: string;
  action: string;
  orderNumber: string;
  from: string;
  to: string;
  at: Date;
}

export function auditOrderStatus(tx: Queryable, change: OrderStatusChange): Promise<void> {
  return writeAudit(tx, {
    actor: change.actor,
    action: change.action,
    entity: 'order',
    entityId: change.orderNumber,
    before: { status: change.from },
    after: { status: change.to },
    at: change.at,
  });
}
