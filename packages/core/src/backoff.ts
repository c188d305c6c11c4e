/**
 * The one exponential back-off of the product: the mail worker's retries, the `/screen` board's reconnects and
 * the kiosk's renderer reloads wait this way. Pure: the caller passes the failure count and, when it wants
 * jitter, its own source of randomness (tests pass a fixed one).
 *
 * Still to move here: the offline outbox's `backoffDelay` (packages/offline/src/backoff.ts: 5 s doubling to
 * 5 min, equal jitter), which is `backoffDelay(attempts, { baseMs: 5_000, capMs: 300_000, jitter: { min: 0.5,
 * max: 1 } }, random)`; it was left alone while another change to the outbox was under way.
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
