import type { TmDb } from './db';
import { RATES_ID } from './db';
import { watch } from './live';
import type { AppNetwork } from './network';
import type { OnlineTracker } from './online';
import { onServiceWorkerChange, readServiceWorker, type ServiceWorkerInfo } from './service-worker-info';
import type { DropResult, SyncInspector, SyncSnapshot } from './types';

/**
 * The sync inspector's port on the store: a live read of every table the sync touches, and the three actions
 * a developer needs (retry now, drop an order, simulate offline for this tab). It reads the tables directly,
 * so what it shows is what the engine will act on.
 */
export function createInspector(deps: {
  db: TmDb;
  network: AppNetwork;
  online: OnlineTracker;
  /** The engine's drain: every waiting row gets a try. */
  drain: () => Promise<void>;
  /** What a reconnect does: drain and refresh the rates. */
  reconnect: () => void;
}): SyncInspector {
  const { db } = deps;

  async function read(): Promise<SyncSnapshot> {
    const [outbox, rates, charts, myOrders, cart] = await Promise.all([
      db.outbox.orderBy('createdAt').reverse().toArray(),
      db.rates.get(RATES_ID),
      db.rateHistory.toArray(),
      db.myOrders.orderBy('deliveredAt').reverse().toArray(),
      db.cart.orderBy('position').toArray(),
    ]);
    return {
      outbox,
      rates: rates
        ? { id: 'rates', fetchedAt: rates.fetchedAt, etag: rates.etag, currencies: rates.currencies.length }
        : null,
      charts: charts.map(({ id, fetchedAt, etag }) => ({ id, fetchedAt, etag })),
      myOrders,
      cart: cart.map(({ position: _position, ...line }) => line),
    };
  }

  /** In one transaction, so a sender cannot claim the row between the check and the delete. */
  function drop(key: string): Promise<DropResult> {
    return db.transaction('rw', db.outbox, async (): Promise<DropResult> => {
      const row = await db.outbox.get(key);
      if (!row) return { ok: false, reason: 'gone' };
      if (row.state === 'sending') return { ok: false, reason: 'sending' };
      await db.outbox.delete(key);
      return { ok: true, dropped: row };
    });
  }

  function simulateOffline(on: boolean): void {
    deps.network.setSimulatedOffline(on);
    // Every screen shows the tab offline at once (each request would say so anyway); back "online", what a
    // real reconnect does, so waiting orders go at once and the next answer says the server is there.
    if (on) deps.online.reportServer(false);
    else deps.reconnect();
  }

  function watchServiceWorker(cb: (info: ServiceWorkerInfo) => void) {
    let live = true;
    const reread = () => void readServiceWorker().then((info) => live && cb(info));
    const off = onServiceWorkerChange(reread);
    reread();
    return () => {
      live = false;
      off();
    };
  }

  return {
    watch: (cb) => watch(read, cb),
    watchServiceWorker,
    retryNow: deps.drain,
    drop,
    simulateOffline,
    isSimulatedOffline: deps.network.isSimulatedOffline,
  };
}
