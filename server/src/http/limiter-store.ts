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

/** One key's counter: hits counted in the window that ends at `resetAt` (epoch ms). */
interface Window {
  count: number;
  resetAt: number;
}

/**
 * The one rule both stores apply to a hit at time `t`: a missing or ended window starts afresh; a hit under
 * the limit is counted; one at the limit is refused and not counted. Returns the window after the hit.
 */
function countHit(
  window: Window | undefined,
  limit: number,
  windowMs: number,
  t: number,
): { window: Window; hit: WindowHit } {
  const current = !window || window.resetAt <= t ? { count: 0, resetAt: t + windowMs } : window;
  if (current.count >= limit) {
    return { window: current, hit: { allowed: false, count: current.count, resetAt: current.resetAt } };
  }
  const counted = { count: current.count + 1, resetAt: current.resetAt };
  return { window: counted, hit: { allowed: true, ...counted } };
}

/** A counted hit given back: only in the window it was counted in, and never below zero. */
function takeBack(window: Window | undefined, resetAt: number): Window | undefined {
  if (!window || window.resetAt !== resetAt || window.count <= 0) return window;
  return { count: window.count - 1, resetAt: window.resetAt };
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
      const before = windows.get(key);
      if (!before) makeRoom(t);
      const { window, hit } = countHit(before, limit, windowMs, t);
      windows.set(key, window);
      return Promise.resolve(hit);
    },
    undo(key, resetAt) {
      const after = takeBack(windows.get(key), resetAt);
      if (after) windows.set(key, after);
      return Promise.resolve();
    },
  };
}
