import type { OnlineTracker } from './online';
import { SYNC_TAG, isSyncMessage } from './sync-protocol';
import type { RefreshOptions, Unsubscribe } from './types';

export interface DrainOptions {
  /** Only rows whose back-off is over (the timer); otherwise every waiting row is tried. */
  dueOnly?: boolean;
}

/** Never poll faster than this, however soon a row claims to be due. */
const MIN_TIMER_MS = 1_000;

export interface Timers {
  set(fn: () => void, ms: number): () => void;
}
export const realTimers: Timers = {
  set(fn, ms) {
    const id = setTimeout(fn, ms);
    return () => clearTimeout(id);
  },
};

/** The page side of Background Sync; null where the browser has no service worker. */
export interface BackgroundSyncHost {
  /** Asks the browser to wake the service worker when connectivity returns. */
  register(): void;
  /** Calls `fn` when the service worker asks the page to drain. */
  onDrainRequest(fn: () => void): Unsubscribe;
}

interface SyncRegistration {
  sync?: { register(tag: string): Promise<void> };
}

export function browserBackgroundSync(): BackgroundSyncHost | null {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return null;
  const container = navigator.serviceWorker;
  return {
    register() {
      // `ready` stays pending where no service worker is registered (dev): harmless.
      void container.ready
        .then((reg) => (reg as unknown as SyncRegistration).sync?.register(SYNC_TAG))
        .catch(() => undefined);
    },
    onDrainRequest(fn) {
      const listener = (e: MessageEvent) => {
        if (isSyncMessage(e.data)) fn();
      };
      container.addEventListener('message', listener);
      return () => container.removeEventListener('message', listener);
    },
  };
}

/**
 * Decides when the outbox is drained: at start, when the browser comes back online, when the service worker
 * relays a Background Sync (rows that are due), and on a timer set to the next row's back-off. Drains in one store never overlap;
 * a request for a drain while one runs is folded into one follow-up pass.
 */
export function createSyncEngine(deps: {
  drainOnce: (dueOnly: boolean) => Promise<void>;
  nextDue: () => Promise<Date | null>;
  refreshRates: (options?: RefreshOptions) => Promise<unknown>;
  withLock: <T>(fn: () => Promise<T>) => Promise<T>;
  online: OnlineTracker;
  backgroundSync: BackgroundSyncHost | null;
  timers: Timers;
  now: () => Date;
}) {
  let running = false;
  let cancelTimer: (() => void) | null = null;
  let cleanups: Unsubscribe[] = [];
  let pending: Promise<void> | null = null;

  let pendingForce = false;

  function drain(options: DrainOptions = {}): Promise<void> {
    const force = !options.dueOnly;
    // One pass already waiting for the lock will see every row there is; it only needs to know whether
    // anyone asked for rows still backing off too.
    if (pending) {
      pendingForce ||= force;
      return pending;
    }
    pendingForce = force;
    const pass = deps
      .withLock(async () => {
        const dueOnly = !pendingForce;
        pending = null;
        await deps.drainOnce(dueOnly);
      })
      .catch((err: unknown) => console.error('outbox drain failed', err))
      .finally(() => {
        if (pending === pass) pending = null;
        if (running) void schedule();
      });
    pending = pass;
    return pass;
  }

  let generation = 0;
  async function schedule(): Promise<void> {
    cancelTimer?.();
    cancelTimer = null;
    if (!running) return;
    const mine = ++generation;
    const due = await deps.nextDue();
    // A later call has taken over (or the engine stopped) while we read the database.
    if (!due || !running || mine !== generation) return;
    const ms = Math.max(MIN_TIMER_MS, due.getTime() - deps.now().getTime());
    cancelTimer = deps.timers.set(() => void drain({ dueOnly: true }), ms);
  }

  function start(): void {
    if (running) return;
    running = true;
    cleanups = [
      deps.online.onReconnect(() => {
        void drain();
        void deps.refreshRates();
      }),
      // Only rows that are due: Chromium fires a sync at once when it thinks it is online, so with the server
      // down (or answering 503) each failure's re-registration would otherwise retry at once, in a loop that
      // ignores the back-off. A real reconnect still drains everything through the online event.
      deps.backgroundSync?.onDrainRequest(() => void drain({ dueOnly: true })) ?? (() => {}),
    ];
    void drain();
    // The page's rates hook asks at about the same moment on every load: one request answers both.
    void deps.refreshRates({ shareRecent: true });
  }

  function stop(): void {
    running = false;
    cancelTimer?.();
    cancelTimer = null;
    for (const c of cleanups) c();
    cleanups = [];
  }

  /** After an order is left queued: a timer for its back-off, and Background Sync for the reconnect. */
  function queued(): void {
    deps.backgroundSync?.register();
    if (running) void schedule();
  }

  return { start, stop, drain, queued };
}
