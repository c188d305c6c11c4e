/*
 * Over 300 lines on purpose: the worker's claim, lease renewal, send and hand-back form one state machine
 * whose invariants (never lose an email; a row is sent only by the worker that holds its lease) are easier to check in one file.
 */
import { backoffDelay, type BackoffPolicy } from '@tm/core';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { outboxEmails } from '../db/schema';
import type { Db } from '../db/types';
import type { Logger } from '../logger';
import { SendNotStartedError } from './paced-sender';
import type { MailTransport } from './transport';

/** Emails a worker claims at a time (see MailWorkerOptions.batchSize). */
export const MAIL_BATCH_SIZE = 500;

export interface MailWorkerOptions {
  db: Db;
  transport: MailTransport;
  from: string;
  clock: () => Date;
  logger: Logger;
  /** How often to look for due emails when nobody wakes the worker. */
  pollMs?: number;
  /** How long a claimed row is ours; past it another worker may retry it (we crashed mid-send). */
  leaseMs?: number;
  /** First retry delay; doubles per attempt up to maxBackoffMs. */
  baseBackoffMs?: number;
  maxBackoffMs?: number;
  /** After this many failed attempts the row is marked failed and left for a human. */
  maxAttempts?: number;
  /** Rows claimed (and leased) at once; what a worker that dies mid-batch leaves waiting for its lease. */
  batchSize?: number;
  /**
   * Emails of a batch handed to the transport at once. One keeps the strict order of a batch; more overlap
   * the waits on the transport (an SMTP relay's answer, a file write). The server hands a whole batch to its
   * mail sender thread, which paces the sends itself (threaded-transport.ts).
   */
  concurrency?: number;
}

export interface MailWorker {
  start(): void;
  /**
   * Stops polling and waits for the send in progress to finish and be recorded; emails claimed but not yet
   * started are given back, so another instance sends them without waiting for their lease to run out.
   */
  stop(): Promise<void>;
  /** Wakes the worker now (after an enqueue commits). */
  wake(): void;
  /** One pass over due emails; resolves to how many were sent. For tests and the CLI. */
  runOnce(): Promise<number>;
}

type ClaimedRow = {
  id: number;
  to: string;
  subject: string;
  html: string;
  text: string;
  message_id: string;
  unsubscribe_url: string | null;
  attempts: number;
};

/** Rows claimed together share one lease (set by one statement), renewed together. */
interface Batch {
  rows: ClaimedRow[];
  /** The lease as this worker last set it: proof, in the database, that a row is still ours. */
  leaseUntil: Date;
  /** Rows still ours: a renewal drops those another worker took over meanwhile. */
  ours: Set<number>;
  /** Marks what the transport accepted as sent, a few rows a statement (see sentMarker). */
  sent: SentMarker;
}

interface SentMarker {
  /** A row the transport accepted: marked sent in the next statement. */
  add(row: ClaimedRow): void;
  /** Waits until every added row is marked; how many were, or the database's error. */
  settled(): Promise<number>;
}

/** Rows out of `db.execute`, whichever driver answered. */
function rowsOf<T>(result: unknown): T[] {
  return (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as T[];
}

/**
 * Sends queued emails. Each pass claims due rows with a lease in one statement (FOR UPDATE SKIP LOCKED, so
 * several workers never claim the same row), sends them, and marks the accepted ones sent as they go, every row
 * accepted while one mark statement ran going in the next. A failure schedules a retry of that row alone, with back-off. Rows whose lease ran out (a worker died
 * between claim and mark) are retried with the same Message-ID, so the rare resend after a crash is
 * recognisable as a duplicate by the receiving side; a normal stop waits for the sends in progress to be
 * recorded, so a restart never sends an email twice.
 *
 * The database work is per batch, not per email (a claim, a mark, and a lease renewal only when a slow batch
 * has used half its lease): per-email round trips were what held one worker to a few hundred emails a second.
 * The at-least-once window stays as narrow as one statement: a crash after the transport accepted emails and
 * before they were marked re-sends only those (the ones accepted while one mark ran; same Message-IDs) once
 * the lease runs out, never the whole batch.
 */
export function createMailWorker(options: MailWorkerOptions): MailWorker {
  const pollMs = options.pollMs ?? 2000;
  const leaseMs = options.leaseMs ?? 60_000;
  // No jitter: the retry time is a row in the database, and the workers claiming it are few.
  const backoff: BackoffPolicy = {
    baseMs: options.baseBackoffMs ?? 30_000,
    capMs: options.maxBackoffMs ?? 60 * 60_000,
  };
  const maxAttempts = options.maxAttempts ?? 12;
  const batchSize = options.batchSize ?? MAIL_BATCH_SIZE;
  const concurrency = Math.max(1, Math.min(options.concurrency ?? 1, batchSize));
  const { db, transport, logger, clock } = options;

  let running = false;
  // Set by stop(); runOnce() also runs without start() (tests, the CLI), so `running` cannot say this.
  let stopRequested = false;
  let timer: NodeJS.Timeout | null = null;
  let current: Promise<number> | null = null;
  let again = false;

  async function claim(): Promise<Batch> {
    const now = clock();
    const leaseUntil = new Date(now.getTime() + leaseMs);
    const result = await db.execute(sql`
      update ${outboxEmails}
         set status = 'sending', lease_until = ${leaseUntil.toISOString()}::timestamptz, attempts = attempts + 1
       where id in (
         select id from ${outboxEmails}
          where (status = 'pending' and next_attempt_at <= ${now.toISOString()}::timestamptz)
             or (status = 'sending' and lease_until < ${now.toISOString()}::timestamptz)
          order by next_attempt_at, id
          limit ${batchSize}
          for update skip locked)
      returning id, "to", subject, html, text, message_id, unsubscribe_url, attempts`);
    // RETURNING has no order: oldest first, as they were chosen.
    const rows = rowsOf<ClaimedRow>(result)
      .map((r) => ({ ...r, id: Number(r.id), attempts: Number(r.attempts) }))
      .sort((a, b) => a.id - b.id);
    return { rows, leaseUntil, ours: new Set(rows.map((r) => r.id)), sent: sentMarker() };
  }

  /**
   * Whether the row may be sent: still ours, with at least half a lease left for its send. A batch sent slowly
   * may outlast the lease it was claimed with, and another worker may meanwhile have claimed (and sent) a row
   * waiting in it; so past half the lease, the rows of the batch still ours have it renewed in one statement,
   * and those another worker took over are skipped rather than sent twice.
   */
  let renewing: Promise<void> | null = null;
  async function mayStill(batch: Batch, row: ClaimedRow): Promise<boolean> {
    while (batch.ours.has(row.id) && batch.leaseUntil.getTime() - clock().getTime() < leaseMs / 2) {
      renewing ??= renew(batch).finally(() => (renewing = null));
      await renewing;
    }
    return batch.ours.has(row.id);
  }

  async function renew(batch: Batch): Promise<void> {
    const leaseUntil = new Date(clock().getTime() + leaseMs);
    const result = await db.execute(sql`
      update ${outboxEmails} set lease_until = ${leaseUntil.toISOString()}::timestamptz
       where ${inArray(outboxEmails.id, [...batch.ours])} and status = 'sending'
         and lease_until = ${batch.leaseUntil.toISOString()}::timestamptz
      returning id`);
    batch.ours = new Set(rowsOf<{ id: number }>(result).map((r) => Number(r.id)));
    batch.leaseUntil = leaseUntil;
  }

  /**
   * Sends one claimed row and records what became of it; 'unstarted' when the worker is stopping before the
   * send began (the caller gives the row back).
   */
  async function sendOne(batch: Batch, row: ClaimedRow): Promise<'done' | 'unstarted'> {
    for (;;) {
      if (stopRequested) return 'unstarted';
      if (!(await mayStill(batch, row))) {
        logger.info('email skipped: another worker took it over', { outboxId: row.id });
        return 'done';
      }
      try {
        await transport.send(
          {
            from: options.from,
            to: row.to,
            subject: row.subject,
            html: row.html,
            text: row.text,
            messageId: row.message_id,
            unsubscribeUrl: row.unsubscribe_url,
          },
          // A transport that queues sends (the mail sender thread) starts this one only while the lease is as
          // safe as mayStill asks; past that it hands it back and the lease is renewed (or found lost) first.
          { startWithinMs: batch.leaseUntil.getTime() - leaseMs / 2 - clock().getTime() },
        );
      } catch (error) {
        // Handed back untried: late (renew the lease and try again) or we are stopping (give it back).
        if (error instanceof SendNotStartedError) continue;
        await recordFailure(row, error);
        return 'done';
      }
      batch.sent.add(row);
      return 'done';
    }
  }

  /** A failed send: retried with back-off, or marked failed for a human after maxAttempts. */
  async function recordFailure(row: ClaimedRow, error: unknown): Promise<void> {
    const failed = row.attempts >= maxAttempts;
    const next = new Date(clock().getTime() + backoffDelay(row.attempts, backoff));
    const message = error instanceof Error ? error.message : String(error);
    await db
      .update(outboxEmails)
      .set({
        status: failed ? 'failed' : 'pending',
        nextAttemptAt: next,
        leaseUntil: null,
        lastError: message.slice(0, 1000),
      })
      .where(and(eq(outboxEmails.id, row.id), eq(outboxEmails.status, 'sending')));
    logger.warn('email send failed', {
      outboxId: row.id,
      attempts: row.attempts,
      retryAt: failed ? null : next.toISOString(),
      error: message,
    });
  }

  /**
   * Marks accepted rows sent as they come, one statement at a time: rows accepted while one runs wait for the
   * next, so the statements are few under load and a row waits at most one statement to be recorded.
   */
  function sentMarker(): SentMarker {
    let waiting: ClaimedRow[] = [];
    let marking: Promise<void> | null = null;
    let marked = 0;
    let failure: unknown = null;
    const drain = async () => {
      while (waiting.length > 0 && failure === null) {
        const rows = waiting;
        waiting = [];
        await markSent(rows);
        marked += rows.length;
      }
    };
    return {
      add(row) {
        waiting.push(row);
        // A failed mark leaves its rows leased: like a crash, they are sent again (same Message-ID) after it.
        marking ??= drain()
          .catch((error: unknown) => void (failure = error))
          .finally(() => (marking = null));
      },
      async settled() {
        while (marking) await marking;
        if (failure !== null) throw failure;
        return marked;
      },
    };
  }

  /**
   * Records what the transport accepted: only those rows, so a row whose send failed (or was skipped) is
   * never marked sent.
   */
  async function markSent(rows: ClaimedRow[]): Promise<void> {
    if (rows.length === 0) return;
    await db
      .update(outboxEmails)
      .set({ status: 'sent', sentAt: clock(), leaseUntil: null, lastError: null })
      .where(
        inArray(
          outboxEmails.id,
          rows.map((r) => r.id),
        ),
      );
    for (const row of rows)
      logger.info('email sent', { outboxId: row.id, messageId: row.message_id, transport: transport.name });
  }

  /** Gives claimed rows back unsent (the stop came first): due at once, for this or another instance. */
  async function release(rows: ClaimedRow[]): Promise<void> {
    if (rows.length === 0) return;
    await db
      .update(outboxEmails)
      .set({ status: 'pending', leaseUntil: null, attempts: sql`${outboxEmails.attempts} - 1` })
      .where(
        and(
          inArray(
            outboxEmails.id,
            rows.map((r) => r.id),
          ),
          eq(outboxEmails.status, 'sending'),
        ),
      );
  }

  /**
   * Sends a claimed batch on `concurrency` lanes, each taking the next row, marking the accepted ones sent.
   * Stopping: the sends in progress are finished and recorded; the rows not started are given back.
   */
  async function sendBatch(batch: Batch): Promise<number> {
    const { rows } = batch;
    let next = 0;
    const unstarted: ClaimedRow[] = [];
    const lane = async () => {
      while (next < rows.length) {
        const row = rows[next++]!;
        if ((await sendOne(batch, row)) === 'unstarted') unstarted.push(row);
      }
    };
    const lanes = await Promise.allSettled(Array.from({ length: Math.min(concurrency, rows.length) }, lane));
    // Recorded even when a lane threw (the database failed a statement): what went out is sent.
    const sent = await batch.sent.settled();
    const failure = lanes.find((l): l is PromiseRejectedResult => l.status === 'rejected');
    if (failure) throw failure.reason;
    await release(unstarted);
    return sent;
  }

  /**
   * Claims and sends until a claim comes back short. The next batch is claimed while the last one is being
   * sent, so under a steady stream of orders the transport is never idle waiting for the database (at most
   * two batches are ours at a time).
   */
  async function pass(): Promise<number> {
    let sent = 0;
    let sending: Promise<number> | null = null;
    try {
      for (;;) {
        const batch = await claim();
        const previous = sending;
        sending = sendBatch(batch);
        if (previous) sent += await previous;
        if (stopRequested || batch.rows.length < batchSize || !running) break;
      }
    } finally {
      // Also when a claim failed: the batch already handed over is finished and recorded first.
      if (sending) sent += await sending;
    }
    return sent;
  }

  function runOnce(): Promise<number> {
    if (current) {
      again = true;
      return current;
    }
    current = pass()
      .catch((error: unknown) => {
        logger.error('mail worker pass failed', {
          error: error instanceof Error ? error.message : String(error),
        });
        return 0;
      })
      .finally(() => {
        current = null;
        if (again && running) {
          again = false;
          void runOnce();
        }
      });
    return current;
  }

  function schedule() {
    if (!running) return;
    timer = setTimeout(() => {
      void runOnce().finally(schedule);
    }, pollMs);
    timer.unref?.();
  }

  return {
    start() {
      if (running) return;
      running = true;
      stopRequested = false;
      void runOnce();
      schedule();
    },
    async stop() {
      running = false;
      stopRequested = true;
      // Sends queued in the transport and not started are handed back, then given back to the outbox.
      transport.dropQueued?.();
      if (timer) clearTimeout(timer);
      timer = null;
      if (current) await current;
    },
    wake() {
      if (running) void runOnce();
    },
    runOnce,
  };
}
