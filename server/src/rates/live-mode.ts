import { eq, isNull } from 'drizzle-orm';
import { currencies, rateHistory } from '../db/schema';
import type { Db } from '../db/types';
import type { Logger } from '../logger';
import type { RateBus } from './bus';
import { RateLookupError, type RateProvider } from './provider';

export interface LiveModeState {
  on: boolean;
  intervalSeconds: number;
  /** When the last refresh round finished (ISO), or null. */
  lastRunAt: string | null;
  /** What went wrong in the last round, or null when every rate refreshed. */
  lastError: string | null;
  /** Codes refreshed in the last round. */
  lastUpdated: number;
}

export interface LiveMode {
  state(): LiveModeState;
  setOn(on: boolean): LiveModeState;
  /** One refresh round now (also what the timer runs); resolves when it has finished. */
  refreshNow(): Promise<void>;
  stop(): void;
}

export interface LiveModeDeps {
  db: Db;
  rates: RateProvider;
  bus: RateBus;
  clock: () => Date;
  logger: Logger;
}

/**
 * "Get the Latest" (spec §4, Currency list live mode), run by the server instead of an open browser tab: while
 * on, every `intervalSeconds` each live currency's market rate is looked up through the provider and saved
 * with a rate-history row. A currency whose lookup fails keeps its last rate; the failures are reported in
 * `lastError`. Rounds never overlap; the timer does not keep the process alive.
 */
export function createLiveMode(deps: LiveModeDeps, intervalSeconds: number): LiveMode {
  let on = false;
  let timer: ReturnType<typeof setInterval> | undefined;
  let running: Promise<void> | null = null;
  let lastRunAt: Date | null = null;
  let lastError: string | null = null;
  let lastUpdated = 0;

  async function round(): Promise<void> {
    const rows = await deps.db
      .select({ code: currencies.code })
      .from(currencies)
      .where(isNull(currencies.deletedAt));
    const found: Array<{ code: string; rate: string }> = [];
    const failed: string[] = [];
    for (const { code } of rows) {
      try {
        found.push({ code, rate: await deps.rates.lookup(code) });
      } catch (error) {
        if (!(error instanceof RateLookupError)) throw error;
        failed.push(code);
      }
    }
    const now = deps.clock();
    if (found.length > 0) {
      await deps.db.transaction(async (tx) => {
        for (const { code, rate } of found) {
          await tx
            .update(currencies)
            .set({ rate, sample: false, updatedAt: now })
            .where(eq(currencies.code, code));
          await tx.insert(rateHistory).values({ code, rate, source: 'live', recordedAt: now });
        }
      });
      await deps.bus.notify().catch(() => {});
    }
    lastRunAt = now;
    lastUpdated = found.length;
    lastError =
      failed.length > 0
        ? `Wrong currency tried: ${failed.length} of ${rows.length} rates could not be refreshed (${failed.slice(0, 10).join(', ')}${failed.length > 10 ? ', ...' : ''}); they keep their last rate.`
        : null;
    if (failed.length > 0)
      deps.logger.warn('live mode: some rates kept', { failed: failed.length, total: rows.length });
  }

  function refreshNow(): Promise<void> {
    running ??= round()
      .catch((error: unknown) => {
        lastRunAt = deps.clock();
        lastError = 'The rates could not be refreshed; they keep their last values.';
        deps.logger.error('live mode round failed', {
          reason: error instanceof Error ? error.message : 'unknown',
        });
      })
      .finally(() => {
        running = null;
      });
    return running;
  }

  const api: LiveMode = {
    state: () => ({
      on,
      intervalSeconds,
      lastRunAt: lastRunAt?.toISOString() ?? null,
      lastError,
      lastUpdated,
    }),
    setOn(next) {
      if (next && !on) {
        on = true;
        timer = setInterval(() => void refreshNow(), intervalSeconds * 1000);
        timer.unref?.();
        void refreshNow();
      } else if (!next && on) {
        on = false;
        if (timer) clearInterval(timer);
        timer = undefined;
      }
      return api.state();
    },
    refreshNow,
    stop() {
      api.setOn(false);
    },
  };
  return api;
}
