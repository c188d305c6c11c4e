import type { ConnectionLimits } from '../http/guard/connection-limits';
import type { Logger } from '../logger';
import type { CurrencySnapshotStore } from '../currencies/snapshot';
import type { RateBus } from '../rates/bus';
import { createRefusalLog, type RefusalLog } from '../http/guard/refusal-log';
import { stopWatchOf, type StopWatch } from './stop-watch';
import { createStreamSlots, type SlotLimits, type StreamSlots } from './stream-slots';

/**
 * One per app instance: turns the RateBus's bare "something changed" into a rates version (the ETag of
 * GET /api/currency, so it is the same on every instance) and fans it out to the SSE connections. A burst of
 * changes costs one rebuild, and connections only ever see the newest version.
 */
export interface LiveHub {
  /** The current rates version. */
  version(): Promise<string>;
  /** Calls `cb` with each new version; returns an unsubscribe. */
  subscribe(cb: (version: string) => void): () => void;
  /** The places for live streams (rates and tracking share them), and their limits. */
  readonly slots: StreamSlots;
  readonly limits: SlotLimits;
  /** The instance's stop, watched once for all streams. */
  readonly stop: StopWatch;
  /** Where refused streams are logged: one line a minute, not one per request. */
  readonly refusals: RefusalLog;
}

/** What the hub reads: the snapshot it versions, the bus that says rates changed, its limits and the stop. */
export interface HubDeps {
  currencySnapshot: CurrencySnapshotStore;
  bus: RateBus;
  config: { connections: ConnectionLimits };
  logger: Logger;
  stopSignal?: AbortSignal;
}

/** The app's one hub, built at start (services.ts) and read as `deps.liveHub`. */
export function createLiveHub(deps: HubDeps): LiveHub {
  // The same snapshot GET /api/currency serves: a change of rates is read and serialised once for both.
  const snapshot = deps.currencySnapshot;
  const listeners = new Set<(version: string) => void>();
  let last: string | null = null;
  const limits: SlotLimits = {
    perAddress: deps.config.connections.streamsPerAddress,
    total: deps.config.connections.streamsTotal,
  };
  let rebuilding = false;
  let again = false;

  const versionNow = async () => (await snapshot.get()).etag.replaceAll('"', '');

  async function announce() {
    // Nobody listens: no rebuild of the snapshot for nobody (the next request or stream builds it), which
    // keeps a change of rates costing nothing until someone asks, as before the hub was built at start.
    if (listeners.size === 0) return;
    // Coalesce: while one rebuild runs, further notifications only ask for one more pass.
    if (rebuilding) {
      again = true;
      return;
    }
    rebuilding = true;
    try {
      do {
        again = false;
        let version: string;
        try {
          version = await versionNow();
        } catch (err) {
          deps.logger.warn('live: could not read the rates version', { error: String(err) });
          return;
        }
        if (version === last) continue;
        last = version;
        for (const cb of [...listeners]) cb(version);
      } while (again);
    } finally {
      rebuilding = false;
    }
  }

  // The snapshot's own subscription (registered first) has already dropped its cache when this runs.
  deps.bus.subscribe(() => void announce());

  return {
    async version() {
      const v = await versionNow();
      last ??= v;
      return v;
    },
    subscribe(cb) {
      listeners.add(cb);
      return () => {
        listeners.delete(cb);
      };
    },
    slots: createStreamSlots(limits),
    limits,
    stop: stopWatchOf(deps.stopSignal),
    refusals: createRefusalLog(deps.logger),
  };
}
