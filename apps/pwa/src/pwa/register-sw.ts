import { Workbox } from 'workbox-window';

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
 * Registers the service worker (vite-plugin-pwa builds it as /sw.js) and follows updates. It never reloads
 * the page by itself: a waiting version is only announced, and when another tab activates it, this tab keeps
 * running until the customer chooses to reload (their cart is in IndexedDB, but a half-filled form is not).
 */
export function registerServiceWorker(url = '/sw.js'): SwUpdates | null {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return null;
  const wb = new Workbox(url, { scope: '/' });
  let state: UpdateState = 'none';
  let customerAsked = false;
  const listeners = new Set<() => void>();
  const set = (next: UpdateState) => {
    state = next;
    for (const cb of listeners) cb();
  };

  wb.addEventListener('waiting', () => set('waiting'));
  wb.addEventListener('controlling', (event) => {
    if (!event.isUpdate) return; // first install: the page simply becomes offline-capable
    if (customerAsked) window.location.reload();
    else set('activated');
  });
  void wb.register().catch((err: unknown) => console.error('service worker registration failed', err));

  const check = () => void wb.update().catch(() => undefined);
  setInterval(check, UPDATE_CHECK_MS);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') check();
  });

  return {
    get: () => state,
    subscribe(cb) {
      listeners.add(cb);
      return () => listeners.delete(cb);
    },
    reload() {
      customerAsked = true;
      if (state === 'waiting') wb.messageSkipWaiting();
      else window.location.reload();
    },
  };
}
