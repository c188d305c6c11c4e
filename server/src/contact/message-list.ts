import { count, desc, isNotNull, isNull } from 'drizzle-orm';
import { contactMessages } from '../db/schema';
import type { Queryable } from '../db/types';
import { readPage, type Page, type PageRequest } from '../db/page';

type StoredMessage = typeof contactMessages.$inferSelect;

/** A page of the messages sent through the Contact page, newest first: all, or only the open or handled ones. */
export function listContactMessages(
  db: Queryable,
  { status, limit, offset }: PageRequest & { status?: 'open' | 'handled' },
): Promise<Page<StoredMessage>> {
  const where =
    status === 'open'
      ? isNull(contactMessages.handledAt)
      : status === 'handled'
        ? isNotNull(contactMessages.handledAt)
        : undefined;
  const newestFirst = [desc(contactMessages.createdAt), desc(contactMessages.id)];
  return readPage(
    db
      .select()
      .from(contactMessages)
      .where(where)
      .orderBy(...newestFirst)
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(contactMessages).where(where),
  );
}
