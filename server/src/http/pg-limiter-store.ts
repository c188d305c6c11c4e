import type { RawQuery, RawTransaction } from '../db/raw';
import { countHit, takeBack, type LimiterStore, type Window, type WindowHit } from './limiter-store';

/** Ended windows are swept once per this many hits from one process: a cheap, bounded table. */
const SWEEP_EVERY = 1000;
/** The most hits and give-backs settled in one transaction; more wait for the next one. */
const MAX_BATCH = 1000;

/** A hit or a give-back waiting for its batch, with how to answer its caller. */
type Op = (
  | { kind: 'hit'; key: string; limit: number; windowMs: number; t: number; done: (hit: WindowHit) => void }
  | { kind: 'undo'; key: string; resetAt: number; done: () => void }
) & { fail: (error: unknown) => void };

/**
 * Counters in PostgreSQL (`rate_limit_windows`), so a limit holds across every instance: 10 failed sign-ins a
 * minute means 10 in all, not 10 per process.
 *
 * Every order counts four keys (its address, its email, and the two email caps, one of them a single row all
 * orders share), so one statement per hit made the limiter cost more than the order itself (bench 2b: −41%),
 * and the shared row queued every order behind the last one's commit. So hits are settled in batches: the
 * hits and give-backs that arrive while one transaction runs all go in the next, which locks their rows
 * (in key order, so instances never deadlock), applies them one by one in arrival order with the same rule as
 * the in-memory store (`countHit`, `takeBack`), and writes the counters back. Any number of instances can
 * batch at once: the row locks make each batch see the last one's counts, so the limit still holds in total.
 * A hit's answer waits for its batch to commit.
 */
export function createPostgresLimiterStore(database: {
  raw: RawQuery;
  rawTransaction: RawTransaction;
}): LimiterStore {
  let queue: Op[] = [];
  let settling: Promise<void> | null = null;
  let sinceSweep = 0;
  let lastT = 0;

  async function settleAll(): Promise<void> {
    try {
      while (queue.length > 0) {
        const batch = queue.slice(0, MAX_BATCH);
        queue = queue.slice(MAX_BATCH);
        await settleBatch(batch);
        sinceSweep += batch.length;
        if (sinceSweep >= SWEEP_EVERY) {
          sinceSweep = 0;
          await sweep(database.raw, lastT);
        }
      }
    } finally {
      settling = null;
    }
  }

  async function settleBatch(batch: Op[]): Promise<void> {
    try {
      const answers = await database.rawTransaction((raw) => settle(raw, batch));
      batch.forEach((op, i) => (op.kind === 'hit' ? op.done(answers[i] as WindowHit) : op.done()));
    } catch (error) {
      for (const op of batch) op.fail(error);
    }
  }

  function enqueue(op: Op): void {
    queue.push(op);
    if (op.kind === 'hit') lastT = op.t;
    // Started on the next turn, so the hits of requests read in the same turn share the first batch too.
    settling ??= new Promise<void>((started) => setImmediate(started)).then(settleAll);
  }

  return {
    hit: (key, limit, windowMs, now) =>
      new Promise((done, fail) =>
        enqueue({ kind: 'hit', key, limit, windowMs, t: now.getTime(), done, fail }),
      ),
    undo: (key, resetAt) => new Promise((done, fail) => enqueue({ kind: 'undo', key, resetAt, done, fail })),
  };
}
/** One batch in one transaction: lock the rows, apply each op in order, write the counters back. */
async function settle(raw: RawQuery, batch: Op[]): Promise<Array<WindowHit | undefined>> {
  const windows = await lockWindows(raw, [...new Set(batch.map((op) => op.key))].sort());
  const answers = batch.map((op) => {
    if (op.kind === 'undo') {
      windows.set(op.key, takeBack(windows.get(op.key), op.resetAt));
      return undefined;
    }
    const { window, hit } = countHit(windows.get(op.key), op.limit, op.windowMs, op.t);
    windows.set(op.key, window);
    return hit;
  });
  const rows = [...windows].flatMap(([key, w]) =>
    w ? [{ key, count: w.count, reset_at: new Date(w.resetAt).toISOString() }] : [],
  );
  await raw(
    `update rate_limit_windows as w set count = v.count, reset_at = v.reset_at
       from jsonb_to_recordset($1::jsonb) as v(key text, count int, reset_at timestamptz)
      where w.key = v.key`,
    [JSON.stringify(rows)],
  );
  return answers;
}

/**
 * Locks each key's row, creating missing ones as an ended window, and reads the counters as the last
 * committed batch of any instance left them (ON CONFLICT sees the newest row, not this statement's snapshot).
 * Keys come sorted, so every instance locks shared rows in the same order.
 */
async function lockWindows(raw: RawQuery, keys: string[]): Promise<Map<string, Window | undefined>> {
  const rows = await raw<{ key: string; count: number; reset_ms: number | string }>(
    `insert into rate_limit_windows as w (key, count, reset_at)
     select key, 0, 'epoch'::timestamptz from jsonb_array_elements_text($1::jsonb) as k(key)
     on conflict (key) do update set count = w.count
     returning key, count, (extract(epoch from reset_at) * 1000)::bigint as reset_ms`,
    [JSON.stringify(keys)],
  );
  return new Map(rows.map((r) => [r.key, { count: Number(r.count), resetAt: Number(r.reset_ms) }]));
}

/**
 * Deletes ended windows (the time is the latest hit's, so tests with an injected clock sweep their own). Rows a batch holds are skipped rather than waited for, so the sweep never
 * deadlocks with one; they go next time.
 */
async function sweep(raw: RawQuery, t: number): Promise<void> {
  try {
    await raw(
      `delete from rate_limit_windows where key in (
         select key from rate_limit_windows where reset_at <= $1::timestamptz for update skip locked)`,
      [new Date(t).toISOString()],
    );
  } catch {
    // Only housekeeping: the rows stay until the next sweep, and no caller waits on this one.
  }
}
