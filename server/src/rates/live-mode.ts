import { describeOutage, type LiveModeStatus, type RateWatch, type ServiceOutageReason } from '@tm/core';
import { and, eq, isNull, lte, or } from 'drizzle-orm';
import { currencies, liveModeSettings } from '../db/schema';
import type { Db } from '../db/types';
import type { Logger } from '../logger';
import type { Outbox } from '../mail/outbox';
import type { RateBus } from './bus';
import { checkedLookup, reportRejection, type CheckedLookupDeps } from './checked-lookup';
import { ensureLiveModeRow, LIVE_MODE_ROW } from './db-rate-watch';
import type { RateLookupError, RateProvider } from './provider';
import { changeOf, recordRateChange } from './rate-history';
import { fireRateAlerts } from './rate-alerts';
import { bufferRateWatch, withoutRejection, type RateWatchStore } from './rate-watch';

export interface LiveMode {
  state(): Promise<LiveModeStatus>;
  /** Switches live mode for the whole server (the database row); switching on starts a round at once. */
  setOn(on: boolean): Promise<LiveModeStatus>;
  /** One refresh round now, unclaimed (tests and the claimed rounds run this); resolves when it has finished. */
  refreshNow(): Promise<void>;
  /** Claims the round if one is due and live mode is on, and runs it; resolves true when this instance ran it. */
  tick(): Promise<boolean>;
  /** This instance starts looking for due rounds (every instance does, so one takes over when another dies). */
  start(): void;
  /** This instance stops looking (graceful stop); the setting stays as it is for the others. */
  stop(): Promise<void>;
}

/** How often an instance looks for a due round: often enough that a dead instance's rounds resume quickly. */
const TICK_MS = 5_000;

/** The debug log line of each look for a due round. */
export const LOOKED_FOR_A_ROUND = 'live mode looked for a due round';

export interface LiveModeDeps extends CheckedLookupDeps {
  db: Db;
  rates: RateProvider;
  bus: RateBus;
  clock: () => Date;
  logger: Logger;
  rateWatch: RateWatchStore;
  /** Rate alerts fired by a new rate are queued in its transaction; the worker is woken after it. */
  outbox: Pick<Outbox, 'wake'>;
  config: CheckedLookupDeps['config'] & { publicUrl: string };
}

/** After this many outage failures in a row a round stops: the service is down, the rest would wait too. */
export const OUTAGE_STOP_AFTER = 3;

/** The actor of live mode's own audit rows. */
const LIVE_ACTOR = 'live-mode';

/** Stores one rate with its history row and the rate alerts it fires, all or nothing; returns how many fired. */
async function storeLiveRate(
  deps: Pick<LiveModeDeps, 'db' | 'config'>,
  code: string,
  rate: string,
  now: Date,
): Promise<number> {
  return deps.db.transaction(async (tx) => {
    const [row] = await tx
      .update(currencies)
      .set({ rate, sample: false, updatedAt: now })
      .where(eq(currencies.code, code))
      .returning();
    // An unchanged rate refreshes the row's time but is no change of history (recordRateChange skips it).
    if (row) await recordRateChange(tx, changeOf(row, 'live', now));
    return fireRateAlerts(tx, [code], now, { publicUrl: deps.config.publicUrl });
  });
}

/** The round's one sentence for `lastError`; the structured fields say the same for the screen. */
function summary(
  outage: RateLookupError | null,
  unknown: string[],
  rejected: number,
  total: number,
): string | null {
  const parts: string[] = [];
  if (outage) {
    const why = describeOutage(outage.reason as ServiceOutageReason, outage.detail ?? null);
    parts.push(`Cannot reach the exchange-rate service: ${why}; the rates keep their last values.`);
  }
  if (unknown.length > 0) {
    const listed = `${unknown.slice(0, 10).join(', ')}${unknown.length > 10 ? ', ...' : ''}`;
    parts.push(
      `The service does not know ${unknown.length} of ${total} codes (${listed}); they keep their last rate.`,
    );
  }
  if (rejected > 0)
    parts.push(`${rejected} rate${rejected === 1 ? ' was' : 's were'} not used; see the Currency screen.`);
  return parts.length > 0 ? parts.join(' ') : null;
}

/**
 * "Get the Latest" (spec §4, Currency list live mode), run by the server instead of an open browser tab: while
 * on, every `intervalSeconds` each live currency's market rate is looked up and, if it passes core's rate
 * check, stored with a rate-history row, each in its own transaction, so one bad rate never blocks the
 * others. A rate that fails the check is kept out and reported (status and audit log). An outage (no answer,
 * time-out, 5xx) is told apart from an unknown code; after OUTAGE_STOP_AFTER outage failures in a row the
 * round stops and every rate keeps its last value.
 *
 * One setting and one refresher for any number of instances (issue 20): whether it is on is the live_mode
 * row, and each round is claimed by moving the row's `last_round_at` forward in one UPDATE that only matches
 * when a round is due, so exactly one instance runs it; every instance looks every few seconds, so when the
 * one that ran the last round dies, another runs the next within one interval. A round in this process never
 * overlaps another; the timer does not keep the process alive.
 */
export function createLiveMode(deps: LiveModeDeps, intervalSeconds: number): LiveMode {
  let timer: ReturnType<typeof setInterval> | undefined;
  let running: Promise<void> | null = null;

  async function isOn(): Promise<boolean> {
    const [row] = await deps.db
      .select({ on: liveModeSettings.on })
      .from(liveModeSettings)
      .where(eq(liveModeSettings.id, LIVE_MODE_ROW));
    return row?.on ?? false;
  }

  /** Takes the round when it is due: the UPDATE matches for one instance only; the others see it moved. */
  async function claimRound(): Promise<boolean> {
    const now = deps.clock();
    const dueBefore = new Date(now.getTime() - intervalSeconds * 1000);
    const claimed = await deps.db
      .update(liveModeSettings)
      .set({ lastRoundAt: now })
      .where(
        and(
          eq(liveModeSettings.id, LIVE_MODE_ROW),
          eq(liveModeSettings.on, true),
          or(isNull(liveModeSettings.lastRoundAt), lte(liveModeSettings.lastRoundAt, dueBefore)),
        ),
      )
      .returning({ id: liveModeSettings.id });
    return claimed.length > 0;
  }

  async function round(): Promise<void> {
    // The round's status changes reach the stored watch in one update at its end (see bufferRateWatch).
    const watch = bufferRateWatch(deps.rateWatch, await deps.rateWatch.read());
    try {
      await roundWith({ ...deps, rateWatch: watch });
    } finally {
      await watch.flush();
    }
  }

  async function roundWith(deps: LiveModeDeps): Promise<void> {
    const rows = await deps.db
      .select({ code: currencies.code, rate: currencies.rate })
      .from(currencies)
      .where(isNull(currencies.deletedAt));
    const unknown: string[] = [];
    let updated = 0;
    let rejected = 0;
    let lastOutage: RateLookupError | null = null;
    let outagesInARow = 0;
    for (const { code, rate: lastRate } of rows) {
      const result = await checkedLookup(deps, code, lastRate);
      if (result.kind === 'outage') {
        lastOutage = result.error;
        if (++outagesInARow >= OUTAGE_STOP_AFTER) break;
        continue;
      }
      outagesInARow = 0;
      lastOutage = null;
      if (result.kind === 'unknown') {
        unknown.push(code);
      } else if (result.kind === 'rejected') {
        rejected++;
        await reportRejection(deps, result.rejection, LIVE_ACTOR);
      } else {
        try {
          const fired = await storeLiveRate(deps, code, result.rate, deps.clock());
          if (fired > 0) deps.outbox.wake();
          updated++;
          await deps.rateWatch.update((w) => withoutRejection(w, code));
        } catch (error) {
          // This currency keeps its rate; the others still refresh.
          deps.logger.error('live mode could not store a rate', {
            code,
            reason: error instanceof Error ? error.message : 'unknown',
          });
        }
      }
    }
    if (updated > 0) await deps.bus.notify().catch(() => {});
    const now = deps.clock();
    await deps.rateWatch.update((w): RateWatch => ({
      ...w,
      lastRunAt: now.toISOString(),
      lastUpdated: updated,
      unknownCodes: lastOutage && unknown.length === 0 ? w.unknownCodes : unknown,
      lastError: summary(lastOutage, unknown, rejected, rows.length),
    }));
    if (lastOutage || unknown.length > 0)
      deps.logger.warn('live mode: some rates kept', {
        outage: lastOutage?.reason ?? null,
        unknown: unknown.length,
        total: rows.length,
      });
  }

  function refreshNow(): Promise<void> {
    running ??= round()
      .catch(async (error: unknown) => {
        const now = deps.clock();
        await deps.rateWatch.update((w) => ({
          ...w,
          lastRunAt: now.toISOString(),
          lastError: 'The rates could not be refreshed; they keep their last values.',
        }));
        deps.logger.error('live mode round failed', {
          reason: error instanceof Error ? error.message : 'unknown',
        });
      })
      .finally(() => {
        running = null;
      });
    return running;
  }

  async function tick(): Promise<boolean> {
    // A round still running here is not claimed again from here.
    if (running) return false;
    const claimed = await claimRound();
    // Every look, taken or not: with LOG_LEVEL=debug the cluster test waits for each instance to have looked.
    deps.logger.debug(LOOKED_FOR_A_ROUND, { claimed });
    if (!claimed) return false;
    await refreshNow();
    return true;
  }

  /** Looks for a due round without the caller waiting (switching on, the timer); stop() waits for it. */
  const looking = new Set<Promise<unknown>>();
  function lookInBackground(): Promise<unknown> {
    const look = tick()
      .catch((error: unknown) => logTickFailure(error))
      .finally(() => looking.delete(look));
    looking.add(look);
    return look;
  }

  const api: LiveMode = {
    state: async () => ({ ...(await deps.rateWatch.read()), on: await isOn(), intervalSeconds }),
    async setOn(next) {
      await ensureLiveModeRow(deps.db);
      // Switching on makes a round due at once (whichever instance claims it); off ends the rounds.
      await deps.db
        .update(liveModeSettings)
        .set({ on: next, updatedAt: deps.clock(), ...(next ? { lastRoundAt: null } : {}) })
        .where(eq(liveModeSettings.id, LIVE_MODE_ROW));
      if (next) void lookInBackground();
      return api.state();
    },
    refreshNow,
    tick,
    start() {
      if (timer) return;
      timer = setInterval(() => void lookInBackground(), TICK_MS);
      timer.unref?.();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = undefined;
      // A look still claiming may yet start a round: wait for it too, so nothing runs after stop().
      await Promise.all([...looking]);
      await running;
    },
  };

  function logTickFailure(error: unknown) {
    deps.logger.warn('live mode could not claim a round', {
      reason: error instanceof Error ? error.message : 'unknown',
    });
  }
  return api;
}
