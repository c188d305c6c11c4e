import type { RawQuery } from '../db/raw';
import type { LimiterStore, WindowHit } from './limiter-store';

/** Ended windows are swept once per this many hits from one process: a cheap, bounded table. */
const SWEEP_EVERY = 1000;
/** The most hits counted in one statement; more wait for the next one. */
const MAX_BATCH = 1000;
/** A key another instance created at the same moment is counted again, at most this many times. */
const MAX_ROUNDS = 5;

/** A hit waiting for its batch, with how to answer its caller. */
interface PendingHit {
  key: string;
  limit: number;
  windowMs: number;
  t: number;
  done: (hit: WindowHit) => void;
  fail: (error: unknown) => void;
}

/** One key's hits in a batch, as the statement takes them. */
interface KeyHits {
  key: string;
  n: number;
  lim: number;
  reset_at: string;
}

/** A key's row after the batch; a type, not an interface, so it is a RawQuery row. */
type Counted = {
  key: string;
  count: number;
  counted: number;
  reset_ms: number | string;
};

/**
 * Counts a batch of keys' hits in ONE statement. Each existing row is locked (in key order, so instances
 * never deadlock) and read as the last committer left it; its window restarts if it ended by `$2`, and it
 * counts as many hits as its limit leaves room for. `counted` says how many that was, so each caller learns
 * whether its own hit got in. Missing keys are created; one another instance created meanwhile is left out
 * (ON CONFLICT DO NOTHING) and counted in the next round.
 */
const COUNT_HITS = `
with input as (
  select * from jsonb_to_recordset($1::jsonb) as i(key text, n int, lim int, reset_at timestamptz)
),
old as (
  select w.key, w.count, w.reset_at from rate_limit_windows w join input i on i.key = w.key
   order by w.key for update of w
),
kept as (
  update rate_limit_windows w
     set count = case when o.reset_at <= $2::timestamptz then least(i.n, i.lim)
                      else greatest(o.count, least(o.count + i.n, i.lim)) end,
         reset_at = case when o.reset_at <= $2::timestamptz then i.reset_at else o.reset_at end
    from old o join input i on i.key = o.key
   where w.key = o.key
  returning w.key, w.count, w.count - case when o.reset_at <= $2::timestamptz then 0 else o.count end as counted,
            w.reset_at
),
created as (
  insert into rate_limit_windows (key, count, reset_at)
  select i.key, least(i.n, i.lim), i.reset_at from input i
   where not exists (select 1 from old o where o.key = i.key)
   order by i.key
  on conflict (key) do nothing
  returning key, count, count as counted, reset_at
)
select key, count, counted, (extract(epoch from reset_at) * 1000)::bigint as reset_ms from kept
union all
select key, count, counted, (extract(epoch from reset_at) * 1000)::bigint as reset_ms from created`;

/**
 * Counters in PostgreSQL (`rate_limit_windows`), so a limit holds across every instance: 10 failed sign-ins a
 * minute means 10 in all, not 10 per process.
 *
 * Every order counts four keys (its address, its email, and the two email caps, one of them a single row all
 * orders share), so one upsert per hit made the limiter cost more than the order itself (bench 2b: −41%
 * orders/s), and the shared row queued every order behind the last one's commit. So hits are counted in
 * batches: those that arrive while one statement runs all go in the next, one statement for all their keys.
 * A key's hits in a batch are counted in the order they came, as one at a time would (the first ones get in,
 * the rest are refused and count nothing), and a hit's answer waits for its batch. Any number of instances
 * can batch at once: the row locks make each batch see the last one's counts, so the limit holds in total.
 */
export function createPostgresLimiterStore(raw: RawQuery): LimiterStore {
  let queue: PendingHit[] = [];
  let counting: Promise<void> | null = null;
  let sweeping: Promise<void> | null = null;
  let sinceSweep = 0;
  let lastT = 0;

  async function countAll(): Promise<void> {
    try {
      while (queue.length > 0) {
        const batch = queue.slice(0, MAX_BATCH);
        queue = queue.slice(MAX_BATCH);
        await countBatch(raw, batch).catch((error: unknown) => batch.forEach((hit) => hit.fail(error)));
        sinceSweep += batch.length;
        if (sinceSweep >= SWEEP_EVERY && !sweeping) {
          sinceSweep = 0;
          // Beside the batches, not between them: awaited here, every hit waiting for the next batch waited for
          // the sweep too (3-93 ms each in bench 2b, so a stall for every order in flight). One at a time.
          sweeping = sweep(raw, lastT).finally(() => (sweeping = null));
        }
      }
    } finally {
      counting = null;
    }
  }

  return {
    hit: (key, limit, windowMs, now) =>
      new Promise((done, fail) => {
        queue.push({ key, limit, windowMs, t: now.getTime(), done, fail });
        lastT = now.getTime();
        // Started on the next turn, so the hits of requests read in the same turn share the first batch too.
        counting ??= new Promise<void>((started) => setImmediate(started)).then(countAll);
      }),
    async undo(key, resetAt) {
      await raw(
        'update rate_limit_windows set count = count - 1 where key = $1 and reset_at = $2::timestamptz and count > 0',
        [key, new Date(resetAt).toISOString()],
      );
    },
  };
}

/** Counts one batch and answers each of its hits, in the order they came. */
async function countBatch(raw: RawQuery, batch: PendingHit[]): Promise<void> {
  const byKey = new Map<string, PendingHit[]>();
  // Pushed, not copied: all orders share one email-cap key, so copying made a batch quadratic in its size.
  for (const hit of batch) {
    const hits = byKey.get(hit.key);
    if (hits) hits.push(hit);
    else byKey.set(hit.key, [hit]);
  }
  // A loop, not Math.max(...): a batch of up to MAX_BATCH hits as call arguments.
  let t = 0;
  for (const hit of batch) if (hit.t > t) t = hit.t;
  for (let round = 1; byKey.size > 0; round++) {
    if (round > MAX_ROUNDS) throw new Error('rate-limit keys kept being created by other instances');
    const input: KeyHits[] = [...byKey].map(([key, hits]) => ({
      key,
      n: hits.length,
      lim: hits[0]!.limit,
      reset_at: new Date(t + hits[0]!.windowMs).toISOString(),
    }));
    const rows = await raw<Counted>(COUNT_HITS, [JSON.stringify(input), new Date(t).toISOString()]);
    for (const row of rows) {
      answer(byKey.get(row.key) ?? [], row);
      byKey.delete(row.key);
    }
  }
}

/** The first `counted` hits got in (numbered up to the window's count); the others were refused. */
function answer(hits: PendingHit[], row: Counted): void {
  const count = Number(row.count);
  const counted = Number(row.counted);
  const resetAt = Number(row.reset_ms);
  hits.forEach((hit, i) =>
    hit.done(
      i < counted
        ? { allowed: true, count: count - counted + i + 1, resetAt }
        : { allowed: false, count, resetAt },
    ),
  );
}

/**
 * Deletes ended windows (the time is the latest hit's, so tests with an injected clock sweep their own).
 * Rows a batch holds are skipped rather than waited for, so the sweep never deadlocks with one.
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
