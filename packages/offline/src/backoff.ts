import { backoffDelay as coreBackoffDelay, type BackoffPolicy } from '@tm/core';

export const BACKOFF_BASE_MS = 5_000;
export const BACKOFF_CAP_MS = 5 * 60_000;

/**
 * The outbox's policy for core's one back-off: 5 s doubling to 5 min, with "equal jitter" (half fixed, half
 * random) so many devices coming back online at once do not retry in step.
 */
export const OUTBOX_BACKOFF: BackoffPolicy = {
  baseMs: BACKOFF_BASE_MS,
  capMs: BACKOFF_CAP_MS,
  jitter: { min: 0.5, max: 1 },
};

/** Delay before the next attempt after `attempts` failures, by {@link OUTBOX_BACKOFF}. */
export function backoffDelay(attempts: number, random: () => number = Math.random): number {
  return coreBackoffDelay(attempts, OUTBOX_BACKOFF, random);
}
