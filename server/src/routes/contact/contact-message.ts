import type { ContactMessage } from '@tm/core';
import type { contactMessages } from '../../db/schema';

/** A stored contact message as the API shows it (the sender's answer and the staff list alike). */
export function toContactMessage(row: typeof contactMessages.$inferSelect): ContactMessage {
  return {
    _id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    message: row.message,
    time: row.createdAt.toISOString(),
    handled: row.handledAt !== null,
    handledBy: row.handledBy,
    handledAt: row.handledAt?.toISOString() ?? null,
    handledNote: row.handledNote,
  };
}
