import type { RawQuery } from '../db/raw';
import type { LimiterStore, WindowHit } from './limiter-store';

/** Ended windows are swept once per this many hits from one process: a cheap, bounded table. */
const SWEEP_EVERY = 1000;

/**
 * Counters in PostgreSQL (`rate_limit_windows`), so a limit holds across every instance: 10 failed sign-ins a
 * minute means 10 in all, not 10 per process. A hit is ONE statement: the row is created, restarted (its window
 * ended) or counted only while under the limit, all under the row's lock, so concurrent hits on any instance
 * can never all see "one left". Only a refused hit reads the row again, to say when the window ends.
 */
export function createPostgresLimiterStore(raw: RawQuery): LimiterStore {
  let hits = 0;
  return {
    async hit(key, limit, windowMs, now): Promise<WindowHit> {
      if (++hits % SWEEP_EVERY === 0) {
        await raw('delete from rate_limit_windows where reset_at <= $1::timestamptz', [now.toISOString()]);
      }
      const fresh = new Date(now.getTime() + windowMs).toISOString();
      const [counted] = await raw<{ count: number; reset_at: Date | string }>(
        `insert into rate_limit_windows as w (key, count, reset_at) values ($1, 1, $2::timestamptz)
         on conflict (key) do update set
           count = case when w.reset_at <= $3::timestamptz then 1 else w.count + 1 end,
           reset_at = case when w.reset_at <= $3::timestamptz then excluded.reset_at else w.reset_at end
         where w.reset_at <= $3::timestamptz or w.count < $4::int
         returning count, reset_at`,
        [key, fresh, now.toISOString(), limit],
      );
      if (counted) return { allowed: true, count: Number(counted.count), resetAt: epochMs(counted.reset_at) };
      const [full] = await raw<{ count: number; reset_at: Date | string }>(
        'select count, reset_at from rate_limit_windows where key = $1',
        [key],
      );
      return {
        allowed: false,
        count: Number(full?.count ?? limit),
        resetAt: epochMs(full?.reset_at ?? fresh),
      };
    },
    async undo(key, resetAt) {
      await raw(
        'update rate_limit_windows set count = count - 1 where key = $1 and reset_at = $2::timestamptz and count > 0',
        [key, new Date(resetAt).toISOString()],
      );
    },
  };
}

const epochMs = (value: Date | string) => new Date(value).getTime();
