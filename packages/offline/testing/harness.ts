import { createOfflineStore, type FetchLike, type InspectableStore, type OfflineStoreOptions } from '../src';
import { FakeApi } from './fake-api';
import { NetworkScript } from './faults';
import { faultyFetch } from './faulty-fetch';

/** A clock the test moves by hand (the store's `now`). */
export class TestClock {
  constructor(public t = Date.parse('2026-01-01T10:00:00.000Z')) {}
  now = () => new Date(this.t);
  advance(ms: number): void {
    this.t += ms;
  }
}

let dbSeq = 0;

export interface OfflineHarness {
  /** The fake API behind the network: what it stored, and every order key it acted on. */
  api: FakeApi;
  /** The network between the store and the API: `offline()`, `online()`, `slow()`, `next(...)`. */
  net: NetworkScript;
  clock: TestClock;
  dbName: string;
  /** The first store ("tab") on the harness's database. */
  store: InspectableStore;
  /** Another store on the same database: a second tab, or the app opened again after a reload or update. */
  open(more?: Partial<OfflineStoreOptions>): InspectableStore;
  /** Closes every store opened here (call it in afterEach). */
  close(): void;
}

/**
 * Everything an offline test needs, wired: a fake API, a scripted network in front of it (its queued faults
 * aimed at order POSTs), a hand-moved clock, jitter fixed at the middle (random 0.5), no Web Locks, no
 * browser events, and a client that gives up after 50 ms (so `late()` and `hang()` are quick).
 */
export function offlineHarness(
  over: Partial<OfflineStoreOptions> = {},
  options: {
    /** The server behind the network; default the FakeApi (`api`). */
    upstream?: FetchLike;
    /** Which requests queued faults aim at; default order POSTs. */
    only?: RegExp;
  } = {},
): OfflineHarness {
  const api = new FakeApi();
  const net = new NetworkScript({ only: options.only ?? /\/Order$/ });
  const upstream = options.upstream ?? api.fetch;
  const clock = new TestClock();
  const dbName = `tm-harness-${Date.now()}-${++dbSeq}`;
  const opened: InspectableStore[] = [];
  const open = (more: Partial<OfflineStoreOptions> = {}) => {
    const store = createOfflineStore({
      apiBase: '/api',
      fetch: faultyFetch(net, upstream),
      dbName,
      now: clock.now,
      random: () => 0.5,
      legacyStorage: null,
      locks: null,
      onlineHost: null,
      backgroundSync: null,
      requestTimeoutMs: 50,
      ...over,
      ...more,
    });
    opened.push(store);
    return store;
  };
  return {
    api,
    net,
    clock,
    dbName,
    store: open(),
    open,
    close() {
      net.release();
      for (const s of opened.splice(0)) s.close();
    },
  };
}
