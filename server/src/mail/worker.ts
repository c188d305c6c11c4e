import { and, eq, inArray, sql } from 'drizzle-orm';
import { outboxEmails } from '../db/schema';
import type { Db } from '../db/types';
import type { Logger } from '../logger';
import type { MailTransport } from './transport';

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
  batchSize?: number;
  /**
   * Emails of a batch sent at once. One keeps the strict order of a batch; more overlap the waits on the
   * transport and the database (an SMTP relay's answer, the two statements per email), which is what bounds
   * how many emails a second one worker sends.
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
  /** The lease as this worker took it: proof the row is still ours. */
  lease_until: string;
};

/** Exponential back-off: base, 2×base, 4×base... capped. */
export function backoffMs(attempts: number, base: number, max: number): number {
  return Math.min(max, base * 2 ** Math.max(0, attempts - 1));
}

/**
 * Sends queued emails. Each pass claims due rows with a lease in one statement (FOR UPDATE SKIP LOCKED, so
 * several workers never claim the same row), sends them, and marks them sent. A failure schedules a retry with
 * back-off. Rows whose lease ran out (a worker died between claim and mark) are retried with the same
 * Message-ID, so the rare resend after a crash is recognisable as a duplicate by the receiving side; a normal
 * stop waits for the current send to be recorded, so a restart never sends an email twice.
 */
export function createMailWorker(options: MailWorkerOptions): MailWorker {
  const pollMs = options.pollMs ?? 2000;
  const leaseMs = options.leaseMs ?? 60_000;
  const baseBackoff = options.baseBackoffMs ?? 30_000;
  const maxBackoff = options.maxBackoffMs ?? 60 * 60_000;
  const maxAttempts = options.maxAttempts ?? 12;
  const batchSize = options.batchSize ?? 10;
  const concurrency = Math.max(1, Math.min(options.concurrency ?? 1, batchSize));
  const { db, transport, logger, clock } = options;

  let running = false;
  // Set by stop(); runOnce() also runs without start() (tests, the CLI), so `running` cannot say this.
  let stopRequested = false;
  let timer: NodeJS.Timeout | null = null;
  let current: Promise<number> | null = null;
  let again = false;

  async function claim(): Promise<ClaimedRow[]> {
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
      returning id, "to", subject, html, text, message_id, unsubscribe_url, attempts, lease_until::text as lease_until`);
    const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as ClaimedRow[];
    // RETURNING has no order: oldest first, as they were chosen.
    return rows
      .map((r) => ({ ...r, id: Number(r.id), attempts: Number(r.attempts) }))
      .sort((a, b) => a.id - b.id);
  }

  /**
   * Renews the row's lease just before sending it, if it is still ours: a batch sent slowly may outlast the
   * lease it was claimed with, and another worker may meanwhile have claimed (and sent) a row waiting in it.
   * Such a row is skipped rather than sent twice.
   */
  async function stillOurs(row: ClaimedRow): Promise<boolean> {
    const leaseUntil = new Date(clock().getTime() + leaseMs).toISOString();
    const result = await db.execute(sql`
      update ${outboxEmails} set lease_until = ${leaseUntil}::timestamptz
       where id = ${row.id} and status = 'sending' and lease_until = ${row.lease_until}::timestamptz
      returning lease_until::text as lease_until`);
    const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as Array<{
      lease_until: string;
    }>;
    if (!rows[0]) return false;
    row.lease_until = rows[0].lease_until;
    return true;
  }

  async function sendOne(row: ClaimedRow): Promise<boolean> {
    if (!(await stillOurs(row))) {
      logger.info('email skipped: another worker took it over', { outboxId: row.id });
      return false;
    }
    try {
      await transport.send({
        from: options.from,
        to: row.to,
        subject: row.subject,
        html: row.html,
        text: row.text,
        messageId: row.message_id,
        unsubscribeUrl: row.unsubscribe_url,
      });
    } catch (error) {
      const failed = row.attempts >= maxAttempts;
      const next = new Date(clock().getTime() + backoffMs(row.attempts, baseBackoff, maxBackoff));
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
      return false;
    }
    // Recorded the moment the transport accepted it: the only window for a duplicate is this one statement
    // (a crash here), and the re-send that follows carries the same Message-ID.
    await db
      .update(outboxEmails)
      .set({ status: 'sent', sentAt: clock(), leaseUntil: null, lastError: null })
      .where(eq(outboxEmails.id, row.id));
    logger.info('email sent', { outboxId: row.id, messageId: row.message_id, transport: transport.name });
    return true;
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
   * Sends a claimed batch on `concurrency` lanes, each taking the next row. Stopping: the sends in progress are
   * finished and recorded; the rows not started are given back.
   */
  async function sendBatch(rows: ClaimedRow[]): Promise<number> {
    let next = 0;
    let sent = 0;
    const lane = async () => {
      while (next < rows.length && !stopRequested) {
        const row = rows[next++]!;
        if (await sendOne(row)) sent++;
      }
    };
    await Promise.all(Array.from({ length: Math.min(concurrency, rows.length) }, lane));
    if (next < rows.length) await release(rows.slice(next));
    return sent;
  }

  async function pass(): Promise<number> {
    let sent = 0;
    for (;;) {
      const rows = await claim();
      sent += await sendBatch(rows);
      if (stopRequested || rows.length < batchSize || !running) return sent;
    }
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
