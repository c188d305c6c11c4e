/*
 * Over 300 lines on purpose: claim, requeue, attempt, submit and reopen are one state machine over the
 * outbox table (queued → sending → delivered/failed), each step a Dexie transaction that relies on the others'
 * invariants; split apart, the 'sent exactly once' rule would be spread over files.
 */
import { cartLineSchema, orderRequestSchema, orderSchema } from '@tm/core/schemas';
import type { CartLine, ErrorIssue, Order, OrderRequest } from '@tm/core';
import { backoffDelay } from './backoff';
import type { TmDb } from './db';
import { errorOf, failureMessage, isRetryable, retryAfterMs, timeoutSignal, type FetchLike } from './http';
import type { OnlineTracker } from './online';
import { compareWithQuote } from './repricing';
import type { OutboxAnswer, OutboxEntry, ReopenResult, RepricedLine, SubmitResult } from './types';

/**
 * Without Web Locks, a `sending` row older than this was left by a tab that died mid-request; longer than any
 * request may take.
 */
export const STALE_CLAIM_MS = 60_000;

export type AttemptOutcome =
  | { kind: 'delivered'; order: Order; repricing: RepricedLine[] }
  | { kind: 'queued' }
  | { kind: 'failed'; error: string; issues: ErrorIssue[] }
  /** Not due yet, or another sender holds it, or it is already settled. */
  | { kind: 'skipped' };

export interface OutboxDeps {
  db: TmDb;
  apiBase: string;
  fetch: FetchLike;
  now: () => Date;
  random: () => number;
  uuid: () => string;
  online: OnlineTracker;
  /** Identifies this store instance in row claims. */
  senderId: string;
  withLock: <T>(fn: () => Promise<T>) => Promise<T>;
  /**
   * True when `withLock` is a Web Lock shared by every tab: then whoever holds it is the only possible sender,
   * so a row still marked `sending` was left by a page that closed or navigated mid-request.
   */
  lockIsShared: boolean;
  /** Extra request headers (the CSRF token when a session cookie rides along). */
  headers: () => Record<string, string>;
  /** Told when an order is left queued, so the engine can arrange a retry. */
  onQueued: () => void;
  /** How long an order POST may wait for its answer before it counts as "no answer" (and is retried). */
  requestTimeoutMs: number;
}

const lineIds = (body: OrderRequest) => body.Orders.flatMap((l) => (l.Id ? [l.Id] : []));

export function createOutbox(deps: OutboxDeps) {
  const { db } = deps;

  async function claim(key: string, force: boolean): Promise<OutboxEntry | null> {
    return db.transaction('rw', db.outbox, async () => {
      const row = await db.outbox.get(key);
      if (!row) return null;
      const now = deps.now();
      const stale =
        row.state === 'sending' &&
        (deps.lockIsShared ||
          row.claimedAt === null ||
          now.getTime() - Date.parse(row.claimedAt) > STALE_CLAIM_MS);
      if (row.state !== 'queued' && !stale) return null;
      if (!force && Date.parse(row.nextAttemptAt) > now.getTime()) return null;
      // The server said when to come back (Retry-After): a reconnect or a "Retry now" does not overrule it.
      if (row.notBefore && Date.parse(row.notBefore) > now.getTime()) return null;
      const claimed: OutboxEntry = {
        ...row,
        state: 'sending',
        claimedAt: now.toISOString(),
        claimedBy: deps.senderId,
        attempts: row.attempts + 1,
      };
      await db.outbox.put(claimed);
      return claimed;
    });
  }

  /**
   * Back to the queue with a back-off, unless the row has meanwhile been settled by someone else. When the
   * server said how long to wait (Retry-After, with a 429 or 503), the next try is no sooner than that.
   */
  async function requeue(
    row: OutboxEntry,
    error: string,
    answer: OutboxAnswer | null = null,
    serverWaitMs: number | null = null,
  ): Promise<void> {
    await db.transaction('rw', db.outbox, async () => {
      const current = await db.outbox.get(row.key);
      if (!current || current.state !== 'sending' || current.claimedBy !== deps.senderId) return;
      const now = deps.now().getTime();
      const wait = Math.max(backoffDelay(current.attempts, deps.random), serverWaitMs ?? 0);
      await db.outbox.update(row.key, {
        state: 'queued',
        nextAttemptAt: new Date(now + wait).toISOString(),
        notBefore: serverWaitMs === null ? null : new Date(now + serverWaitMs).toISOString(),
        lastError: error,
        lastAnswer: answer,
        claimedAt: null,
        claimedBy: null,
      });
    });
    deps.onQueued();
  }

  /**
   * The one place an order is POSTed. Always with the row's own idempotency key, so however often this runs
   * (retries, drains in two tabs, a reload mid-request) the server stores the order once.
   */
  async function attempt(key: string, force: boolean): Promise<AttemptOutcome> {
    const row = await claim(key, force);
    if (!row) return { kind: 'skipped' };
    let res: Response;
    try {
      res = await deps.fetch(`${deps.apiBase}/Order`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'idempotency-key': row.key, ...deps.headers() },
        body: JSON.stringify(row.body),
        cache: 'no-store',
        signal: timeoutSignal(deps.requestTimeoutMs),
      });
    } catch (err) {
      // No answer: a connection that failed, or one that timed out (the server may have stored the order;
      // the retry carries the same key, so it is stored once either way).
      deps.online.reportServer(false);
      await requeue(row, failureMessage(err, deps.requestTimeoutMs));
      return { kind: 'queued' };
    }
    deps.online.reportServer(res.status < 502 || res.status > 504);
    const answered = (summary: string): OutboxAnswer => ({
      status: res.status,
      at: deps.now().toISOString(),
      summary,
    });
    if (res.ok) {
      const parsed = orderSchema.safeParse(await res.json().catch(() => null));
      if (!parsed.success) {
        // Retrying with the same key returns the same stored order, so a garbled answer costs nothing.
        const error = 'The server sent an order confirmation this app cannot read';
        await requeue(row, error, answered(error));
        return { kind: 'queued' };
      }
      const order = parsed.data;
      const repricing = compareWithQuote(row.body, order);
      await db.transaction('rw', db.outbox, db.myOrders, db.cart, async () => {
        await db.outbox.update(key, {
          state: 'delivered',
          orderId: order.Order_Id,
          lastError: null,
          lastAnswer: answered(order.Order_Id),
          notBefore: null,
          claimedAt: null,
          claimedBy: null,
        });
        await db.myOrders.put({ key, order, deliveredAt: deps.now().toISOString(), repricing });
        await db.cart.bulkDelete(lineIds(row.body));
      });
      return { kind: 'delivered', order, repricing };
    }
    if (isRetryable(res.status)) {
      // A 429 (too many orders from this connection just now) keeps the order: it goes when the server says.
      const { message } = await errorOf(res);
      await requeue(row, message, answered(message), retryAfterMs(res, deps.now()));
      return { kind: 'queued' };
    }
    // The fields the server named are kept with the row: a customer who placed this offline is taken to them
    // when they next look (My orders, or the purchase page still open), not just told the order failed.
    const { message: error, issues } = await errorOf(res);
    await db.transaction('rw', db.outbox, async () => {
      const current = await db.outbox.get(key);
      if (current?.state !== 'sending' || current.claimedBy !== deps.senderId) return;
      await db.outbox.update(key, {
        state: 'failed',
        lastError: error,
        lastIssues: issues,
        lastAnswer: answered(error),
        claimedAt: null,
        claimedBy: null,
      });
    });
    return { kind: 'failed', error, issues };
  }

  /** Where an order stands after someone else handled it. */
  async function settled(key: string): Promise<SubmitResult> {
    const mine = await db.myOrders.get(key);
    if (mine)
      return { status: 'delivered', key, queued: false, order: mine.order, repricing: mine.repricing };
    const row = await db.outbox.get(key);
    if (row?.state === 'failed')
      return {
        status: 'failed',
        key,
        queued: false,
        error: row.lastError ?? '',
        issues: row.lastIssues ?? [],
      };
    return { status: 'queued', key, queued: true };
  }

  async function submit(input: OrderRequest): Promise<SubmitResult> {
    const key = deps.uuid();
    const parsed = orderRequestSchema.safeParse(input);
    if (!parsed.success) {
      return {
        status: 'failed',
        key,
        queued: false,
        error: parsed.error.issues[0]?.message ?? 'Invalid order',
        issues: parsed.error.issues.map((i) => ({
          path: i.path.map((p) => (typeof p === 'number' ? p : String(p))),
          message: i.message,
        })),
      };
    }
    const now = deps.now().toISOString();
    await db.outbox.add({
      key,
      body: parsed.data,
      createdAt: now,
      attempts: 0,
      nextAttemptAt: now,
      lastError: null,
      state: 'queued',
      claimedAt: null,
      claimedBy: null,
      orderId: null,
    });
    const outcome = await deps.withLock(() => attempt(key, true));
    switch (outcome.kind) {
      case 'delivered':
        return {
          status: 'delivered',
          key,
          queued: false,
          order: outcome.order,
          repricing: outcome.repricing,
        };
      case 'failed':
        // Refused while the customer is still on the form: they correct it and send again (a new key), so
        // this attempt leaves no trace in "My orders". The cart is kept.
        await db.outbox.delete(key);
        return { status: 'failed', key, queued: false, error: outcome.error, issues: outcome.issues };
      case 'queued':
        // The lines now live in the outbox; leaving them in the cart would invite ordering them twice.
        await db.cart.bulkDelete(lineIds(parsed.data));
        return { status: 'queued', key, queued: true };
      case 'skipped':
        return settled(key);
    }
  }

  /**
   * A refused order back into the cart, in one transaction with the cart so a second tab cannot mix lines in:
   * the row goes (the corrected order is a new one, with a new key), its lines become the cart.
   */
  async function reopen(key: string, options: { replaceCart?: boolean } = {}): Promise<ReopenResult> {
    return db.transaction('rw', db.outbox, db.cart, async () => {
      const row = await db.outbox.get(key);
      if (row?.state !== 'failed') return { ok: false, reason: 'not-refused' } as const;
      if (!options.replaceCart && (await db.cart.count()) > 0)
        return { ok: false, reason: 'cart-busy' } as const;
      // The body was made from cart lines, so each parses back into one (a line that would not is left out).
      const lines = row.body.Orders.flatMap((line): CartLine[] => {
        const parsed = cartLineSchema.safeParse({
          ...line,
          Id: line.Id || deps.uuid(),
          status: row.body.status,
        });
        return parsed.success ? [parsed.data] : [];
      });
      await db.cart.clear();
      await db.cart.bulkPut(lines.map((line, i) => ({ ...line, position: i + 1 })));
      await db.outbox.delete(key);
      return { ok: true, order: row.body, error: row.lastError ?? '', issues: row.lastIssues ?? [] } as const;
    });
  }

  /**
   * Sends the waiting rows, oldest first. `dueOnly` (the back-off timer) skips rows still backing off; other
   * triggers (start, reconnect, an explicit request) are news about connectivity, so every
   * waiting row gets a try. A row another sender holds is left alone either way.
   */
  async function drainOnce(dueOnly: boolean): Promise<void> {
    const rows = await db.outbox.where('state').anyOf('queued', 'sending').sortBy('createdAt');
    for (const row of rows) await attempt(row.key, !dueOnly);
  }

  /** When the next queued row becomes due, or null when nothing waits. */
  async function nextDue(): Promise<Date | null> {
    const rows = await db.outbox.where('state').anyOf('queued', 'sending').toArray();
    const times = rows.map((r) =>
      r.state === 'sending' && r.claimedAt
        ? Date.parse(r.claimedAt) + STALE_CLAIM_MS
        : Date.parse(r.nextAttemptAt),
    );
    return times.length ? new Date(Math.min(...times)) : null;
  }

  return {
    submit,
    reopen,
    drainOnce,
    nextDue,
    list: () => db.outbox.orderBy('createdAt').reverse().toArray(),
  };
}
