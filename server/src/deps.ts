import type { MiddlewareHandler } from 'hono';
import type { RawQuery } from './db/raw';
import type { DriverName, Db } from './db/types';
import type { Config } from './env';
import type { Logger } from './logger';
import type { Outbox } from './mail/outbox';
import type { OrderEventBus } from './live/order-events';
import type { RateBus } from './rates/bus';
import type { RateProvider } from './rates/provider';
import type { Randomness } from './random';
import type { RateWatchStore } from './rates/rate-watch';
import type { ServerSecrets } from './auth/secrets';
import type { LimiterStore } from './http/limiter-store';
import type { CurrencySnapshotStore } from './currencies/snapshot';
import type { LiveHub } from './live/hub';
import type { LiveMode } from './rates/live-mode';
import type { WriteHealth } from './db/write-health';
import type { BranchCopy } from './branches/read';

/**
 * What the app runs on: the database, clock, randomness, mail, rates, buses, configuration and logger, made by
 * main.ts (or a test) before anything else.
 */
export interface InfraDeps {
  db: Db;
  /** Fixed SQL straight on the same database (the order's one statement; see db/raw.ts). */
  raw: RawQuery;
  /** Which driver `db` runs on; some SQL (locking) differs slightly. */
  driver: DriverName;
  clock: () => Date;
  /** Ids and order numbers (crypto in the app; scripted where a test needs to know them). */
  random: Randomness;
  outbox: Outbox;
  rates: RateProvider;
  bus: RateBus;
  /** Tells the streams watching an order (tracking page) of its status changes, across instances. */
  orderEvents: OrderEventBus;
  config: Config;
  logger: Logger;
  /** Rate-limit counters (in memory for one process; see limiter-store.ts). */
  limitStore: LimiterStore;
  /** What live mode and staff lookups learnt about the exchange-rate service (GET /liveMode). */
  rateWatch: RateWatchStore;
  /** Keys the server signs with (CSRF tokens), loaded at start. */
  secrets: ServerSecrets;
  /** Extra middlewares run on every /api request after request id, logging and body checks, before routes. */
  middlewares?: MiddlewareHandler<AppEnv>[];
  /**
   * Aborted when the server begins to stop (SIGTERM): health answers 503 and live streams end with a
   * reconnect hint, so clients move to another instance. Absent in tests that never stop.
   */
  stopSignal?: AbortSignal;
  /** Built PWA to serve with SPA fallback (main.ts sets it; tests leave it out). */
  publicDir?: string;
}

/**
 * The app's long-lived services, each built once at start from the InfraDeps (services.ts `withServices`), not
 * on first use: main.ts and every test get them the same way, and a test's own deps get their own.
 */
export interface AppServices {
  /** GET /api/currency's list, serialised once per change of rates; the live hub and the order path read it. */
  currencySnapshot: CurrencySnapshotStore;
  /** Rates versions for the SSE streams, and the instance's stream places. */
  liveHub: LiveHub;
  /** Live mode: GET/PUT /liveMode and the rounds main.ts starts; whether it is on is the database's. */
  liveMode: LiveMode;
  /** Whether this instance's writes fail for a reason of the machine (readiness answers 503 until not). */
  writeHealth: WriteHealth;
  /** The branch list as placing an order reads it, at most 30 s old; saving Branch settings forgets it. */
  branchCopy: BranchCopy;
}

/**
 * Everything a handler may touch, given to createApp() and reached through the context (`c.var.deps`), never
 * through module singletons, so each test builds its own.
 */
export type AppDeps = InfraDeps & AppServices;

export interface AppVariables {
  deps: AppDeps;
  requestId: string;
  /** Set by AUTH's session middleware when a signed-in user makes the request; orders record it. */
  userId: string | undefined;
}

export type AppEnv = { Variables: AppVariables };
