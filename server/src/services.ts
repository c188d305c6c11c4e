import { resolve } from 'node:path';
import { createBranchCopy } from './branches/read';
import { createCurrencySnapshot } from './currencies/snapshot';
import type { AppDeps, InfraDeps } from './deps';
import { createLiveHub } from './live/hub';
import { createWriteHealth } from './db/write-health';
import { createLiveMode } from './rates/live-mode';
import { isSampleProvider } from './rates/offline-provider';

/**
 * The app's services built once, at start, from what it runs on (issue 28: they were built on first use and
 * kept in module WeakMaps keyed by the deps object). main.ts calls this once; the tests' `testDeps` too, so a
 * test sees the same wiring as the server. Each service takes only the parts of `infra` it reads.
 */
export function withServices(infra: InfraDeps): AppDeps {
  const currencySnapshot = createCurrencySnapshot(
    infra.db,
    infra.bus,
    infra.clock,
    isSampleProvider(infra.rates),
  );
  return {
    ...infra,
    currencySnapshot,
    liveHub: createLiveHub({ ...infra, currencySnapshot }),
    liveMode: createLiveMode(infra, infra.config.LIVE_MODE_INTERVAL_SECONDS),
    writeHealth: createWriteHealth({
      ...infra,
      where: infra.config.DATABASE_URL
        ? 'the PostgreSQL server (DATABASE_URL)'
        : resolve(infra.config.DATA_DIR),
    }),
    branchCopy: createBranchCopy(infra.db),
  };
}
