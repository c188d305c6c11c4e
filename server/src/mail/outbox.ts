import { randomUUID } from 'node:crypto';
import { outboxEmails } from '../db/schema';
import type { Queryable } from '../db/types';

export interface OutgoingEmail {
  /** What the email is for: 'order-confirmation', 'branch-notification', 'order-accepted', ... */
  kind: string;
  to: string;
  subject: string;
  html: string;
  text: string;
  orderId?: string | null;
  /** One-click unsubscribe address (rate alerts); sent as List-Unsubscribe with List-Unsubscribe-Post. */
  unsubscribeUrl?: string | null;
}

/** An email as its outbox_emails row is written (ids and defaults left to the database). */
export interface OutboxRow {
  kind: string;
  to: string;
  subject: string;
  html: string;
  text: string;
  orderId: string | null;
  unsubscribeUrl: string | null;
  status: 'pending';
  nextAttemptAt: Date;
  createdAt: Date;
  messageId: string;
}

/**
 * Emails are queued in the caller's transaction, so they exist exactly when the change that causes them does.
 * `wake` nudges the worker after the transaction commits, so they leave within a moment rather than a poll.
 */
export interface Outbox {
  enqueue(tx: Queryable, email: OutgoingEmail): Promise<{ id: number; messageId: string }>;
  /**
   * The rows these emails become, for a caller that inserts them in its own single statement (placing an
   * order writes its two emails in the same statement as the order; see orders/order-statement.ts).
   */
  stage(emails: readonly OutgoingEmail[], now: Date): OutboxRow[];
  wake(): void;
  /** The worker listens here; returns an unsubscribe function. */
  onWake(fn: () => void): () => void;
}

/** Message-IDs are stable per row: a re-send after a crash between send and mark carries the same one. */
export function newMessageId(domain = 'travel-money.local'): string {
  return `<${randomUUID()}@${domain}>`;
}

/** The outbox rows for emails queued at `now`: due at once, each with its own Message-ID. */
export function outboxRows(emails: readonly OutgoingEmail[], now: Date): OutboxRow[] {
  return emails.map((email) => ({
    kind: email.kind,
    to: email.to,
    subject: email.subject,
    html: email.html,
    text: email.text,
    orderId: email.orderId ?? null,
    unsubscribeUrl: email.unsubscribeUrl ?? null,
    status: 'pending',
    nextAttemptAt: now,
    createdAt: now,
    messageId: newMessageId(),
  }));
}

/** Queues one email in the given transaction. */
export async function enqueueEmail(
  tx: Queryable,
  email: OutgoingEmail,
  now: Date,
): Promise<{ id: number; messageId: string }> {
  const [row] = await tx
    .insert(outboxEmails)
    .values(outboxRows([email], now))
    .returning({ id: outboxEmails.id, messageId: outboxEmails.messageId });
  if (!row) throw new Error('outbox insert returned nothing');
  return row;
}

export function createOutbox(options: { clock: () => Date }): Outbox {
  const listeners = new Set<() => void>();
  return {
    enqueue: (tx, email) => enqueueEmail(tx, email, options.clock()),
    stage: outboxRows,
    wake: () => listeners.forEach((fn) => fn()),
    onWake: (fn) => {
      listeners.add(fn);
      return () => listeners.delete(fn);
    },
  };
}
