import { eq } from 'drizzle-orm';
import type { MarkHandledRequest } from '@tm/core';
import { writeAudit } from '../audit/audit';
import { contactMessages } from '../db/schema';
import type { Db } from '../db/types';
import { notFound } from '../http/errors';

/**
 * Marks a contact message handled (who, when, what was done) or open again, with its audit row, in one
 * transaction; 404 when there is no such message.
 */
export async function markMessageHandled(
  db: Db,
  id: string,
  { handled, note }: MarkHandledRequest,
  actor: string,
  now: Date,
): Promise<typeof contactMessages.$inferSelect> {
  return db.transaction(async (tx) => {
    const [updated] = await tx
      .update(contactMessages)
      .set(
        handled
          ? { handledAt: now, handledBy: actor, handledNote: note || null }
          : { handledAt: null, handledBy: null, handledNote: null },
      )
      .where(eq(contactMessages.id, id))
      .returning();
    if (!updated) throw notFound('We could not find that message');
    await writeAudit(tx, {
      actor,
      action: handled ? 'message-handled' : 'message-reopened',
      entity: 'contact-message',
      entityId: id,
      before: null,
      after: handled ? { handled, note: note || null } : { handled },
      at: now,
    });
    return updated;
  });
}
