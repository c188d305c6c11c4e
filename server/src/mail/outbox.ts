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

/** Queues emails in the given transaction, all in one INSERT; the rows come back in the given order. */
export async function enqueueEmails(
  tx: Queryable,
  emails: readonly OutgoingEmail[],
  now: Date,
): Promise<Array<{ id: number; messageId: string }>> {
  const values = emails.map((email) => ({
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
  }));
  const rows = await tx
    .insert(outboxEmails)
    .values(values)
    .returning({ id: outboxEmails.id, messageId: outboxEmails.messageId });
  const byMessageId = new Map(rows.map((row) => [row.messageId, row]));
  return values.map((v) => {
    const row = byMessageId.get(v.messageId);
    if (!row) throw new Error('outbox insert returned nothing');
    return row;
  });
}

/** Queues one email in the given transaction. */
export async function enqueueEmail(
  tx: Queryable,
  email: OutgoingEmail,
  now: Date,
): Promise<{ id: number; messageId: string }> {
  const [row] = await enqueueEmails(tx, [email], now);
  if (!row) throw new Error('outbox insert returned nothing');
  return row;
}

interface Batch {
  emails: OutgoingEmail[];
  rows: Promise<Array<{ id: number; messageId: string }>>;
}

export function createOutbox(options: { clock: () => Date }): Outbox {
  const listeners = new Set<() => void>();
  // Emails queued on one transaction in the same tick (an order's confirmation and branch notice, started
  // together) leave as one multi-row INSERT: one statement and one round trip instead of one per email.
  const batches = new WeakMap<Queryable, Batch>();
  return {
    enqueue: async (tx, email) => {
      let batch = batches.get(tx);
      if (!batch) {
        const emails: OutgoingEmail[] = [];
        const rows = Promise.resolve().then(() => {
          batches.delete(tx);
          return enqueueEmails(tx, emails, options.clock());
        });
        batch = { emails, rows };
        batches.set(tx, batch);
      }
      const index = batch.emails.push(email) - 1;
      const row = (await batch.rows)[index];
      if (!row) throw new Error('outbox insert returned nothing');
      return row;
    },
    wake: () => listeners.forEach((fn) => fn()),
    onWake: (fn) => {
      listeners.add(fn);
      return () => listeners.delete(fn);
    },
  };
}
