/**
 * A fixed-window counter per key (client address + account), kept in memory per app instance. Enough for
 * one branch server: it slows password guessing to `limit` tries a minute per address and account. Several
 * instances behind a balancer would each count separately, which only loosens the limit by that factor.
 */
export interface RateLimiter {
  /** True when the key has used up its attempts in the current window. */
  blocked(key: string, now: Date): boolean;
  /** Counts one attempt against the key. */
  count(key: string, now: Date): void;
}

export function createRateLimiter(limit: number, windowMs = 60_000): RateLimiter {
  const windows = new Map<string, { start: number; count: number }>();
  const current = (key: string, t: number) => {
    const w = windows.get(key);
    return w && t - w.start < windowMs ? w : undefined;
  };
  return {
    blocked(key, now) {
      return (current(key, now.getTime())?.count ?? 0) >= limit;
    },
    count(key, now) {
      const t = now.getTime();
      if (windows.size > 10_000) {
        for (const [k, w] of windows) if (t - w.start >= windowMs) windows.delete(k);
      }
      const w = current(key, t);
      if (w) w.count += 1;
      else windows.set(key, { start: t, count: 1 });
    },
  };
}
