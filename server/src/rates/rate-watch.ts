import {
  describeRateRejection,
  type RateRejection,
  type RateRejectionReason,
  type RateWatch,
  type ServiceOutageReason,
} from '@tm/core';
import type { RateLookupError } from './provider';

/**
 * What the server knows about the exchange-rate service (core's `rateWatchSchema`): written by live-mode
 * rounds and by staff refreshing a rate, read by GET /liveMode. The store is an interface with an async API
 * so several instances can later share one (a row in PostgreSQL); this process keeps it in memory.
 */
export interface RateWatchStore {
  read(): Promise<RateWatch>;
  /** Replaces the value with `change(current)` in one step and returns it. */
  update(change: (current: RateWatch) => RateWatch): Promise<RateWatch>;
}

export const EMPTY_WATCH: RateWatch = {
  lastRunAt: null,
  lastUpdated: 0,
  lastError: null,
  service: { state: 'unknown', since: null, lastAnswerAt: null, reason: null, detail: null },
  unknownCodes: [],
  rejected: [],
};

export function createMemoryRateWatch(): RateWatchStore {
  let value = EMPTY_WATCH;
  return {
    read: () => Promise.resolve(value),
    update(change) {
      value = change(value);
      return Promise.resolve(value);
    },
  };
}

/** The service answered (a rate, or "no such code"): it is up. */
export function serviceAnswered(watch: RateWatch, now: Date): RateWatch {
  const at = now.toISOString();
  const since = watch.service.state === 'ok' ? watch.service.since : at;
  return { ...watch, service: { state: 'ok', since, lastAnswerAt: at, reason: null, detail: null } };
}

/** The service did not answer properly; an outage already under way keeps the time it began. */
export function serviceOut(watch: RateWatch, error: RateLookupError, now: Date): RateWatch {
  const since = watch.service.state === 'outage' ? watch.service.since : now.toISOString();
  return {
    ...watch,
    service: {
      ...watch.service,
      state: 'outage',
      since,
      reason: error.reason as ServiceOutageReason,
      detail: error.detail ?? null,
    },
  };
}

export function rejectionOf(
  code: string,
  rate: string,
  lastRate: string | null,
  verdict: { reason: RateRejectionReason; movePercent: string | null },
  now: Date,
): RateRejection {
  const fields = { code, rate, lastRate, reason: verdict.reason, movePercent: verdict.movePercent };
  return { ...fields, at: now.toISOString(), message: describeRateRejection(fields) };
}

/** True when the watch already holds this very rejection (same code and rate): nothing new to report. */
export function alreadyRejected(watch: RateWatch, rejection: RateRejection): boolean {
  return watch.rejected.some((r) => r.code === rejection.code && r.rate === rejection.rate);
}

export function withRejection(watch: RateWatch, rejection: RateRejection): RateWatch {
  return { ...watch, rejected: [...watch.rejected.filter((r) => r.code !== rejection.code), rejection] };
}

/** A rate was stored for `code`: an earlier rejection of it no longer stands. */
export function withoutRejection(watch: RateWatch, code: string): RateWatch {
  if (!watch.rejected.some((r) => r.code === code)) return watch;
  return { ...watch, rejected: watch.rejected.filter((r) => r.code !== code) };
}

export interface BufferedRateWatch extends RateWatchStore {
  /** Applies every change made since the last flush to the stored value, in order, in one update. */
  flush(): Promise<void>;
}

/**
 * A live-mode round's view of the watch: its changes (one or two per currency) apply at once to a copy, and
 * reach the store in one update at the end, replayed in order on whatever the store then holds, so a change
 * another instance made meanwhile (a staff Check) is kept. With the watch in the database this turns some 600
 * statements a round into 3.
 */
export function bufferRateWatch(store: RateWatchStore, start: RateWatch): BufferedRateWatch {
  let value = start;
  let pending: Array<(current: RateWatch) => RateWatch> = [];
  return {
    read: () => Promise.resolve(value),
    update(change) {
      value = change(value);
      pending.push(change);
      return Promise.resolve(value);
    },
    async flush() {
      if (pending.length === 0) return;
      const changes = pending;
      pending = [];
      value = await store.update((current) => changes.reduce((acc, change) => change(acc), current));
    },
  };
}
