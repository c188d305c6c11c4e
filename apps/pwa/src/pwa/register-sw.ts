import { whenIdle } from '@tm/ui';

/** How often an open app asks the server whether a new version exists (also done on returning to the app). */
const UPDATE_CHECK_MS = 60 * 60 * 1000;

export type UpdateState = 'none' | 'waiting' | 'activated';

export interface SwUpdates {
  /** 'waiting': a new version is installed and waits; 'activated': another tab already switched to it. */
  get(): UpdateState;
  subscribe(cb: () => void): () => void;
  /** Only ever called from the customer's click: activates the new version, then reloads into it. */
  reload(): void;
}

/**
 * Runs `task` once the page has loaded and the browser is idle. Setting up the worker (the first touch of
 * navigator.serviceWorker, Workbox) is 8 ms of main thread that the first screen does not need; Workbox
 * would wait for the load event before registering anyway.
 */
function afterLoadWhenIdle(task: () => Promise<void>): void {
  const idle = () =>
    void whenIdle(() => {
      task().catch((err: unknown) => console.error('service worker setup failed', err));
    }, 2000);
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
}

/**
 * Registers the service worker (vite-plugin-pwa builds it as /sw.js) and follows updates. It never reloads
 * the page by itself: a waiting version is only announced, and when another tab activates it, this tab keeps
 * running until the customer chooses to reload (their cart is in IndexedDB, but a half-filled form is not).
 */
export function registerServiceWorker(url = '/sw.js'): SwUpdates | null {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return null;
  let state: UpdateState = 'none';
  let customerAsked = false;
  const listeners = new Set<() => void>();
  const set = (next: UpdateState) => {
    state = next;
    for (const cb of listeners) cb();
  };

  afterLoadWhenIdle(async () => {
    // Workbox is needed only here, after the load event: as a separate chunk it is not part of the home
    // route's first download (2.5 KB gzip).
    const { Workbox } = await import('workbox-window');
    const wb = new Workbox(url, { scope: '/' });
    wb.addEventListener('waiting', () => set('waiting'));
    // Whether a worker already controlled this page: then a change of controller is a new version taking
    // over (the customer's Reload, or another tab's), not the first install making the page offline-capable.
    let hadController = navigator.serviceWorker.controller !== null;
    navigator.serviceWorker.addEventListener('controllerchange', () => {
      const replaced = hadController;
      hadController = true;
      if (customerAsked) window.location.reload();
      else if (replaced) set('activated');
    });
    void wb.register().catch((err: unknown) => console.error('service worker registration failed', err));

    const check = () => void wb.update().catch(() => undefined);
    setInterval(check, UPDATE_CHECK_MS);
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'visible') check();
    });
  });

  return {
    get: () => state,
    subscribe(cb) {
      listeners.add(cb);
      return () => listeners.delete(cb);
    },
    reload() {
      customerAsked = true;
      // The waiting worker activates on this message and claims the page; 'controllerchange' then reloads.
      // With none waiting (another tab already switched), reloading is all that is left to do.
      void navigator.serviceWorker.getRegistration().then((reg) => {
        if (reg?.waiting) reg.waiting.postMessage({ type: 'SKIP_WAITING' });
        else window.location.reload();
      });
    },
  };
}
