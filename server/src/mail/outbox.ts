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
}

/**
 * Emails are queued in the caller's transaction, so they exist exactly when the change that causes them does.
 * `wake` nudges the worker after the transaction commits, so they leave within a moment rather than a poll.
 */
export interface Outbox {
  enqueue(tx: Queryable, email: OutgoingEmail): Promise<{ id: number; messageId: string }>;
  wake(): void;
  /** The worker listens here; returns an unsubscribe function. */
  onWake(fn: () => void): () => void;
}

/** Message-IDs are stable per row: a re-send after a crash between send and mark carries the same one. */
export function newMessageId(domain = 'travel-money.local'): string {
  return `<${randomUUID()}@${domain}>`;
}

/** Queues one email in the given transaction. */
export async function enqueueEmail(
  tx: Queryable,
  email: OutgoingEmail,
  now: Date,
): Promise<{ id: number; messageId: string }> {
  const [row] = await tx
    .insert(outboxEmails)
    .values({
      kind: email.kind,
      to: email.to,
      subject: email.subject,
      html: email.html,
      text: email.text,
      orderId: email.orderId ?? null,
      status: 'pending',
      nextAttemptAt: now,
      createdAt: now,
      messageId: newMessageId(),
    })
    .returning({ id: outboxEmails.id, messageId: outboxEmails.messageId });
  if (!row) throw new Error('outbox insert returned nothing');
  return row;
}

export function createOutbox(options: { clock: () => Date }): Outbox {
  const listeners = new Set<() => void>();
  return {
    enqueue: (tx, email) => enqueueEmail(tx, email, options.clock()),
    wake: () => listeners.forEach((fn) => fn()),
    onWake: (fn) => {
      listeners.add(fn);
      return () => listeners.delete(fn);
    },
  };
}
