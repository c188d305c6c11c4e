/**
 * The one exponential back-off of the product: the mail worker's retries, the `/screen` board's reconnects,
 * the kiosk's renderer reloads and the offline outbox's retries (packages/offline/src/backoff.ts) wait this
 * way. Pure: the caller passes the failure count and, when it wants jitter, its own source of randomness
 * (tests pass a fixed one).
 */
export interface BackoffPolicy {
  /** The wait after the first failure. */
  baseMs: number;
  /** The longest wait, however many failures. */
  capMs: number;
  /**
   * Spread so that many clients failing together do not retry in step: the wait is the exponential delay
   * times a factor drawn between `min` and `max` (`{ min: 0.5, max: 1 }` is "equal jitter": half fixed, half
   * random; `{ min: 0.8, max: 1.2 }` is ±20 %). None: the exact delay.
   */
  jitter?: { min: number; max: number };
}

/**
 * The wait before the next try after `failures` failures (1 for the first; 0 is treated as 1): `baseMs`
 * doubling per failure up to `capMs`, then spread by the policy's jitter with `random` (0 ≤ x < 1), rounded
 * to whole milliseconds.
 */
export function backoffDelay(failures: number, policy: BackoffPolicy, random?: () => number): number {
  const exact = Math.min(policy.capMs, policy.baseMs * 2 ** Math.max(0, failures - 1));
  if (!policy.jitter) return exact;
  if (!random) throw new Error('backoffDelay: a jittered policy needs a random source');
  const { min, max } = policy.jitter;
  return Math.round(exact * (min + (max - min) * random()));
}
