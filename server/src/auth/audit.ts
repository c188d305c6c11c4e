import { auditLog } from '../db/schema';
import type { Queryable } from '../db/types';

export interface AuditEntry {
  actor: string;
  action: string;
  entity: 'order' | 'currency' | 'user' | 'live-mode' | 'contact-message';
  entityId: string;
  before: unknown;
  after: unknown;
  at: Date;
}

/** Written in the transaction of the change itself, so a change and its audit row exist together or not at all. */
export async function writeAudit(tx: Queryable, entry: AuditEntry): Promise<void> {
  await tx.insert(auditLog).values({
    actor: entry.actor,
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId,
    before: entry.before ?? null,
    after: entry.after ?? null,
    at: entry.at,
  });
}
