import { messages } from '@tm/core/messages';
import { createCart } from './cart';
import { DEFAULT_DB_NAME, openDb } from './db';
import { countWaiting, forgetDeviceOrders, pruneDeviceOrders } from './device-data';
import { REQUEST_TIMEOUT_MS, type FetchLike } from './http';
import { createInspector } from './inspect';
import { takeOverLegacyCart, type LegacyStorage } from './legacy-cart';
import { browserLocks, createOutboxLock, type LockManagerLike } from './lock';
import { watch } from './live';
import { createAppNetwork } from './network';
import { OnlineTracker, browserHost, type OnlineHost } from './online';
import { createOutbox } from './outbox';
import { createRateHistory } from './rate-history';
import { createRates } from './rates';
import {
  browserBackgroundSync,
  createSyncEngine,
  realTimers,
  type BackgroundSyncHost,
  type Timers,
} from './sync-engine';
import type { InspectableStore } from './types';

export interface OfflineStoreOptions {
  /** The API base, e.g. "/api" or "https://branch.example/api". */
  apiBase: string;
  fetch?: FetchLike;
  /** IndexedDB database name; tests give each store its own. Default "tm". */
  dbName?: string;
  now?: () => Date;
  /** Below: the host, injectable for tests. Defaults are the browser's (or nothing outside a browser). */
  random?: () => number;
  uuid?: () => string;
  /** Where the previous site kept its cart; `null` skips the takeover. */
  legacyStorage?: LegacyStorage | null;
  locks?: LockManagerLike | null;
  onlineHost?: OnlineHost | null;
  backgroundSync?: BackgroundSyncHost | null;
  timers?: Timers;
  /** Extra headers for the order POST; the default sends the CSRF cookie's token when there is one. */
  headers?: () => Record<string, string>;
  /** How long a request may wait for its answer (default 20 s); the fault harness's tests use ms. */
  requestTimeoutMs?: number;
}

function csrfHeader(): Record<string, string> {
  if (typeof document === 'undefined') return {};
  const match = /(?:^|;\s*)tm_csrf=([^;]+)/.exec(document.cookie);
  return match?.[1] ? { 'x-csrf-token': decodeURIComponent(match[1]) } : {};
}

function defaultStorage(): LegacyStorage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

export function createOfflineStore(options: OfflineStoreOptions): InspectableStore {
  const apiBase = options.apiBase.replace(/\/+$/, '');
  // Every request of the store goes through the app's network layer, which the sync inspector can cut.
  const network = createAppNetwork(options.fetch ?? ((input, init) => globalThis.fetch(input, init)));
  const fetchFn: FetchLike = network.fetch;
  const now = options.now ?? (() => new Date());
  const uuid = options.uuid ?? (() => crypto.randomUUID());
  const db = openDb(options.dbName ?? DEFAULT_DB_NAME);
  const online = new OnlineTracker(options.onlineHost === undefined ? browserHost() : options.onlineHost);
  const locks = options.locks === undefined ? browserLocks() : options.locks;
  const withLock = createOutboxLock(locks, `${db.name}-outbox`);
  const backgroundSync =
    options.backgroundSync === undefined ? browserBackgroundSync() : options.backgroundSync;

  const legacy = options.legacyStorage === undefined ? defaultStorage() : options.legacyStorage;
  // Every cart read waits for the takeover, so the first render already shows the old cart's lines.
  const ready = takeOverLegacyCart(db, legacy).catch((err: unknown) =>
    console.error('cart takeover failed', err),
  );

  const rates = createRates({ db, apiBase, fetch: fetchFn, now, online });
  const rateHistory = createRateHistory({ db, apiBase, fetch: fetchFn, now, online });
  const cart = createCart({ db, ready, invalidLine: () => messages.correctAmount });
  let engine: ReturnType<typeof createSyncEngine> | null = null;
  const outbox = createOutbox({
    db,
    apiBase,
    fetch: fetchFn,
    now,
    random: options.random ?? Math.random,
    uuid,
    online,
    senderId: uuid(),
    withLock,
    lockIsShared: locks !== null,
    headers: options.headers ?? csrfHeader,
    onQueued: () => engine?.queued(),
    requestTimeoutMs: options.requestTimeoutMs ?? REQUEST_TIMEOUT_MS,
  });
  engine = createSyncEngine({
    // Each pass (at start, on reconnect, on the timer) also drops the orders the device has kept long enough.
    drainOnce: async (dueOnly) => {
      await outbox.drainOnce(dueOnly);
      await pruneDeviceOrders(db, now());
    },
    nextDue: outbox.nextDue,
    refreshRates: rates.refresh,
    withLock,
    online,
    backgroundSync,
    timers: options.timers ?? realTimers,
    now,
  });
  const sync = engine;
  const inspector = createInspector({
    db,
    network,
    online,
    drain: () => sync.drain(),
    reconnect: () => {
      void sync.drain();
      void rates.refresh();
    },
  });

  return {
    rates,
    rateHistory,
    cart,
    outbox: {
      submit: outbox.submit,
      reopen: outbox.reopen,
      list: outbox.list,
      subscribe: (cb) => watch(outbox.list, cb),
    },
    myOrders: {
      list: () => db.myOrders.orderBy('deliveredAt').reverse().toArray(),
      subscribe: (cb) => watch(() => db.myOrders.orderBy('deliveredAt').reverse().toArray(), cb),
      noteStatus: async (key, known) => void (await db.myOrders.update(key, { known })),
    },
    device: { forget: () => forgetDeviceOrders(db), waiting: () => countWaiting(db) },
    sync: { start: sync.start, stop: sync.stop, drain: sync.drain },
    online: { get: () => online.get(), subscribe: (cb) => online.subscribe(cb) },
    inspector,
    close() {
      sync.stop();
      online.dispose();
      db.close();
    },
  };
}
