import type { SuspiciousNoteRequest } from '@tm/core';
import { writeAudit } from '../audit/audit';
import { count, desc, eq } from 'drizzle-orm';
import { orders, suspiciousNotes } from '../db/schema';
import type { Db, Queryable } from '../db/types';
import { readPage, type Page, type PageRequest } from '../db/page';
import { findOrder } from '../orders/find-order';

/** A note as stored, with the number of the order it is about (null for a note about a customer). */
export type StoredSuspiciousNote = typeof suspiciousNotes.$inferSelect & { orderNumber: string | null };

/**
 * Records a suspicious-activity note on an order (its _id or Order_Id; 404 when there is none) or on a
 * customer's email, with its audit row, in one transaction (issue 29). The audit row says a note exists, not
 * what it says: the audit log is read more widely than the notes. Nothing changes on the order, and the
 * customer is told nothing.
 */
export async function raiseSuspiciousNote(
  db: Db,
  request: SuspiciousNoteRequest,
  actor: string,
  now: Date,
): Promise<StoredSuspiciousNote> {
  const { Order_Id, customerEmail, note } = request;
  return db.transaction(async (tx) => {
    const order = Order_Id ? await findOrder(tx, Order_Id, false) : null;
    const [row] = await tx
      .insert(suspiciousNotes)
      .values({
        orderId: order?.id ?? null,
        customerEmail: order ? null : customerEmail!,
        note,
        raisedBy: actor,
        raisedAt: now,
      })
      .returning();
    if (!row) throw new Error('suspicious note insert returned nothing');
    await writeAudit(tx, {
      actor,
      action: 'suspicious-note',
      entity: order ? 'order' : 'customer',
      entityId: order?.orderNumber ?? customerEmail!,
      before: null,
      after: { noteId: row.id },
      at: now,
    });
    return { ...row, orderNumber: order?.orderNumber ?? null };
  });
}

/** A page of the notes, newest first, each with the number of the order it is about (managers read them). */
export function listSuspiciousNotes(
  db: Queryable,
  { limit, offset }: PageRequest,
): Promise<Page<Omit<StoredSuspiciousNote, 'orderId'>>> {
  return readPage(
    db
      .select({
        id: suspiciousNotes.id,
        orderNumber: orders.orderNumber,
        customerEmail: suspiciousNotes.customerEmail,
        note: suspiciousNotes.note,
        raisedBy: suspiciousNotes.raisedBy,
        raisedAt: suspiciousNotes.raisedAt,
      })
      .from(suspiciousNotes)
      .leftJoin(orders, eq(orders.id, suspiciousNotes.orderId))
      .orderBy(desc(suspiciousNotes.raisedAt), desc(suspiciousNotes.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(suspiciousNotes),
  );
}
