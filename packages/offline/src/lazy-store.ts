import { OnlineTracker, browserHost, type OnlineHost } from './online';
import type { OfflineStore, OnlineState, Unsubscribe } from './types';

/**
 * An OfflineStore that is usable at once while the real one (Dexie, the sync engine, the zod schemas) is still
 * loading, so a shell can render its first screen without that code in its initial JavaScript. Every call
 * waits for the real store; subscriptions attach to it as soon as it is there; `sync.start()` and `close()`
 * are remembered. Before the real store exists, online state follows the browser's own events. `ready()`
 * hands over the real store itself, for a screen that needs more than OfflineStore (the sync inspector).
 * Only this file's imports load eagerly: keep it free of Dexie and of zod.
 */
export function createLazyOfflineStore<S extends OfflineStore>(
  load: () => Promise<S>,
  onlineHost: OnlineHost | null = browserHost(),
): OfflineStore & { ready(): Promise<S> } {
  let real: S | null = null;
  let running = false;
  let closed = false;
  const early = new OnlineTracker(onlineHost);
  const onlineListeners = new Set<(s: OnlineState) => void>();

  const loaded = load().then((store) => {
    real = store;
    early.dispose();
    if (closed) store.close();
    else if (running) store.sync.start();
    return store;
  });
  loaded.catch((err: unknown) => console.error('offline store failed to load', err));

  /** Runs `call` on the real store once it is there (methods are called on it, never detached). */
  const later = <R>(call: (s: OfflineStore) => Promise<R>): Promise<R> => loaded.then(call);

  const subscribeLater =
    <T>(attach: (s: OfflineStore, cb: (value: T) => void) => Unsubscribe) =>
    (cb: (value: T) => void): Unsubscribe => {
      if (real) return attach(real, cb);
      let unsubscribe: Unsubscribe | null = null;
      let cancelled = false;
      void loaded.then((s) => {
        if (!cancelled) unsubscribe = attach(s, cb);
      });
      return () => {
        cancelled = true;
        unsubscribe?.();
      };
    };

  return {
    rates: {
      read: () => later((s) => s.rates.read()),
      refresh: (options) => later((s) => s.rates.refresh(options)),
      subscribe: subscribeLater((s, cb) => s.rates.subscribe(cb)),
    },
    rateHistory: {
      read: (code, days) => later((s) => s.rateHistory.read(code, days)),
      refresh: (code, days) => later((s) => s.rateHistory.refresh(code, days)),
    },
    cart: {
      list: () => later((s) => s.cart.list()),
      add: (line, rules) => later((s) => s.cart.add(line, rules)),
      remove: (id) => later((s) => s.cart.remove(id)),
      clear: () => later((s) => s.cart.clear()),
      subscribe: subscribeLater((s, cb) => s.cart.subscribe(cb)),
    },
    outbox: {
      submit: (order) => later((s) => s.outbox.submit(order)),
      reopen: (key, options) => later((s) => s.outbox.reopen(key, options)),
      list: () => later((s) => s.outbox.list()),
      subscribe: subscribeLater((s, cb) => s.outbox.subscribe(cb)),
    },
    myOrders: {
      list: () => later((s) => s.myOrders.list()),
      subscribe: subscribeLater((s, cb) => s.myOrders.subscribe(cb)),
      noteStatus: (key, known) => later((s) => s.myOrders.noteStatus(key, known)),
    },
    device: {
      forget: () => later((s) => s.device.forget()),
      waiting: () => later((s) => s.device.waiting()),
    },
    sync: {
      start() {
        running = true;
        real?.sync.start();
      },
      stop() {
        running = false;
        real?.sync.stop();
      },
      drain: (options) => later((s) => s.sync.drain(options)),
    },
    online: {
      get: () => (real ? real.online.get() : early.get()),
      subscribe(cb) {
        if (real) return real.online.subscribe(cb);
        // Until the real store is there, the browser's events; then its tracker, which also knows the server.
        onlineListeners.add(cb);
        const unsubscribeEarly = early.subscribe(cb);
        let unsubscribeReal: Unsubscribe | null = null;
        void loaded.then((s) => {
          if (onlineListeners.has(cb)) unsubscribeReal = s.online.subscribe(cb);
        });
        return () => {
          onlineListeners.delete(cb);
          unsubscribeEarly();
          unsubscribeReal?.();
        };
      },
    },
    ready: () => loaded,
    close() {
      closed = true;
      running = false;
      if (real) real.close();
      else early.dispose();
    },
  };
}
