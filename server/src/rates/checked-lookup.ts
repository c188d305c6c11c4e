import { checkMarketRate, type RateRejection } from '@tm/core';
import { writeAudit } from '../audit/audit';
import type { Db } from '../db/types';
import type { Logger } from '../logger';
import { RateLookupError, type RateProvider } from './provider';
import {
  alreadyRejected,
  rejectionOf,
  serviceAnswered,
  serviceOut,
  withRejection,
  type RateWatchStore,
} from './rate-watch';

/** What looking a code's market rate up came to, before anything is written. */
export type CheckedLookup =
  | { kind: 'usable'; rate: string }
  | { kind: 'rejected'; rate: string; rejection: RateRejection }
  | { kind: 'unknown'; error: RateLookupError }
  | { kind: 'outage'; error: RateLookupError };

export interface CheckedLookupDeps {
  db: Db;
  rates: RateProvider;
  rateWatch: RateWatchStore;
  clock: () => Date;
  logger: Logger;
  config: { RATE_MAX_MOVE_PERCENT: number };
}

/**
 * Looks a rate up and judges it (core's checkMarketRate: positive, storable, within RATE_MAX_MOVE_PERCENT of
 * `lastRate`), telling the watch whether the service answered. Nothing is stored here; a rejection is
 * reported (see reportRejection) by the caller.
 */
export async function checkedLookup(
  deps: CheckedLookupDeps,
  code: string,
  lastRate: string | null,
): Promise<CheckedLookup> {
  let rate: string;
  try {
    rate = await deps.rates.lookup(code);
  } catch (error) {
    if (!(error instanceof RateLookupError)) throw error;
    if (error.isOutage) {
      await deps.rateWatch.update((w) => serviceOut(w, error, deps.clock()));
      return { kind: 'outage', error };
    }
    await deps.rateWatch.update((w) => serviceAnswered(w, deps.clock()));
    return { kind: 'unknown', error };
  }
  await deps.rateWatch.update((w) => serviceAnswered(w, deps.clock()));
  const verdict = checkMarketRate(rate, lastRate, deps.config.RATE_MAX_MOVE_PERCENT);
  if (verdict.ok) return { kind: 'usable', rate };
  return { kind: 'rejected', rate, rejection: rejectionOf(code, rate, lastRate, verdict, deps.clock()) };
}

/**
 * Tells staff about a rate that was not stored: it goes on live mode's status (the Currency screen) and, the
 * first time this code is rejected at this rate, into the audit log (a rate refused every minute by live mode
 * is one event, not one a minute).
 */
export async function reportRejection(
  deps: CheckedLookupDeps,
  rejection: RateRejection,
  actor: string,
): Promise<void> {
  let isNew = false;
  await deps.rateWatch.update((w) => {
    isNew = !alreadyRejected(w, rejection);
    return withRejection(w, rejection);
  });
  deps.logger.warn('rate not stored', {
    code: rejection.code,
    rate: rejection.rate,
    reason: rejection.reason,
  });
  if (!isNew) return;
  await writeAudit(deps.db, {
    actor,
    action: 'currency-rate-rejected',
    entity: 'currency',
    entityId: rejection.code,
    before: { rate: rejection.lastRate },
    after: { rate: rejection.rate, reason: rejection.reason, movePercent: rejection.movePercent },
    at: deps.clock(),
  });
}
