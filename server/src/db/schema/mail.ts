import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { instant, serialId } from './columns';
import { orders } from './orders';

/** Emails waiting to go out, written in the same transaction as the change that causes them. */
export const outboxEmails = pgTable(
  'outbox_emails',
  {
    id: serialId(),
    kind: text('kind').notNull(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    html: text('html').notNull(),
    text: text('text').notNull(),
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: instant('next_attempt_at').notNull().defaultNow(),
    leaseUntil: instant('lease_until'),
    lastError: text('last_error'),
    /** Stable per row, so a message re-sent after a crash between send and mark is recognisable. */
    messageId: text('message_id').notNull().unique(),
    createdAt: instant('created_at').notNull().defaultNow(),
    sentAt: instant('sent_at'),
    orderId: uuid('order_id').references(() => orders.id),
    /**
     * The one-click unsubscribe address of an email that belongs to a subscription (a rate alert): the worker
     * sends it as List-Unsubscribe, with List-Unsubscribe-Post (RFC 8058), so mail clients show Unsubscribe.
     */
    unsubscribeUrl: text('unsubscribe_url'),
  },
  (t) => [
    index('outbox_emails_due_idx').on(t.status, t.nextAttemptAt),
    check('outbox_emails_status_check', sql`${t.status} in ('pending', 'sending', 'sent', 'failed')`),
  ],
);
