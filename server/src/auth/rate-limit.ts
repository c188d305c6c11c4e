/**
 * A fixed-window counter per key (client address + account), kept in memory per app instance. Enough for
 * one branch server: it slows password guessing to `limit` tries a minute per address and account. Several
 * instances behind a balancer would each count separately, which only loosens the limit by that factor.
 */
export interface RateLimiter {
  /** Counts one attempt; false when the key is over its limit for the current window. */
  hit(key: string, now: Date): boolean;
}

export function createRateLimiter(limit: number, windowMs = 60_000): RateLimiter {
  const windows = new Map<string, { start: number; count: number }>();
  return {
    hit(key, now) {
      const t = now.getTime();
      if (windows.size > 10_000) {
        for (const [k, w] of windows) if (t - w.start >= windowMs) windows.delete(k);
      }
      const current = windows.get(key);
      if (!current || t - current.start >= windowMs) {
        windows.set(key, { start: t, count: 1 });
        return true;
      }
      current.count += 1;
      return current.count <= limit;
    },
  };
}
