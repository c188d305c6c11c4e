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

/**
 * Everything a handler may touch, given to createApp() and reached through the context (`c.var.deps`), never
 * through module singletons, so each test builds its own.
 */
export interface AppDeps {
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

export interface AppVariables {
  deps: AppDeps;
  requestId: string;
  /** Set by AUTH's session middleware when a signed-in user makes the request; orders record it. */
  userId: string | undefined;
}

export type AppEnv = { Variables: AppVariables };
