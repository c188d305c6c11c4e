export const BACKOFF_BASE_MS = 5_000;
export const BACKOFF_CAP_MS = 5 * 60_000;

/**
 * Delay before the next attempt after `attempts` failures: 5 s doubling to 5 min, with "equal jitter" (half
 * fixed, half random) so many devices coming back online at once do not retry in step.
 */
export function backoffDelay(attempts: number, random: () => number = Math.random): number {
  const exp = Math.min(BACKOFF_CAP_MS, BACKOFF_BASE_MS * 2 ** Math.max(0, attempts - 1));
  return Math.round(exp / 2 + (exp / 2) * random());
}
