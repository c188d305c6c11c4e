/**
 * Where rate-limit counters live. The limiter (limiter.ts) decides the keys, limits and windows and passes
 * them in on every call, so a store holds nothing but counters: the in-memory one here serves one server
 * process; a PostgreSQL one (an upsert per hit) can serve several instances behind the same interface.
 */
export interface WindowHit {
  /** False when the limit was already reached in this window; a refused hit is not counted. */
  allowed: boolean;
  /** Hits counted in this window, this one included when allowed. */
  count: number;
  /** When this window ends (epoch ms); the next hit after it starts a new window. */
  resetAt: number;
}

export interface LimiterStore {
  /**
   * Counts one hit on `key` in its fixed window of `windowMs`, the check and the count as one atomic step,
   * so concurrent callers can never all see "one left".
   */
  hit(key: string, limit: number, windowMs: number, now: Date): Promise<WindowHit>;
  /** Takes one counted hit back, if the window it was counted in (its `resetAt`) is still the current one. */
  undo(key: string, resetAt: number): Promise<void>;
}

interface Window {
  count: number;
  resetAt: number;
}

/**
 * Counters in a Map. Each hit is checked and counted synchronously inside the call, so it is atomic in one
 * process. The map is bounded: when it reaches `maxKeys`, ended windows are swept and, if that is not enough,
 * the oldest keys go until a tenth of it is free, so a sweep (one pass over the map) comes at most once per
 * `maxKeys / 10` new keys. A flood of fresh addresses can only make the limiter forget, never run the
 * process out of memory or make each request walk the whole map.
 */
export function createMemoryLimiterStore(options: { maxKeys?: number } = {}): LimiterStore {
  const maxKeys = options.maxKeys ?? 200_000;
  const target = Math.floor(maxKeys * 0.9);
  const windows = new Map<string, Window>();

  function makeRoom(t: number): void {
    if (windows.size < maxKeys) return;
    for (const [key, w] of windows) if (w.resetAt <= t) windows.delete(key);
    for (const key of windows.keys()) {
      if (windows.size <= target) break;
      windows.delete(key);
    }
  }

  return {
    hit(key, limit, windowMs, now) {
      const t = now.getTime();
      let w = windows.get(key);
      if (!w || w.resetAt <= t) {
        if (!w) makeRoom(t);
        w = { count: 0, resetAt: t + windowMs };
        windows.set(key, w);
      }
      if (w.count >= limit) return Promise.resolve({ allowed: false, count: w.count, resetAt: w.resetAt });
      w.count += 1;
      return Promise.resolve({ allowed: true, count: w.count, resetAt: w.resetAt });
    },
    undo(key, resetAt) {
      const w = windows.get(key);
      if (w && w.resetAt === resetAt && w.count > 0) w.count -= 1;
      return Promise.resolve();
    },
  };
}
