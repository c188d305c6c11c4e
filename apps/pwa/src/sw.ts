/// <reference lib="webworker" />
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { SW_VERSION_MESSAGE, SYNC_MESSAGE, SYNC_TAG, type SyncMessage } from '@tm/offline/sync-protocol';
import { findPage, pageFile, pagePathsOf, SHELL_FILE } from '@tm/core/prerendered-pages';

/**
 * The customer app's service worker. It serves the app shell offline and relays Background Sync to the page;
 * it never answers for /api and never sends orders itself (the page's outbox does, with its idempotency key).
 */
declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: (string | { url: string; revision: string | null })[];
};

/** Background Sync is not in TypeScript's lib yet. */
interface SyncEvent extends ExtendableEvent {
  readonly tag: string;
}

/** The app version this worker was built with (vite.config.ts), as the page's Platform reports its own. */
const SW_VERSION: string = import.meta.env.VITE_APP_VERSION ?? 'dev';

const manifest = self.__WB_MANIFEST;
precacheAndRoute(manifest);
cleanupOutdatedCaches();

// Deep links (/exchangeRates, /purchase/EUR/Order, ...) open offline: a URL the build prerendered a page for
// gets that page, as the server sends it (apps/pwa/prerender.ts), and any other the plain app shell. The API
// is on the same origin under /api: those requests must reach the network (or fail), never get HTML back.
const files = manifest.map((entry) => (typeof entry === 'string' ? entry : entry.url));
const pagePaths = pagePathsOf(files);
const shellFile = files.includes(SHELL_FILE) ? SHELL_FILE : 'index.html';
const handlers = new Map(
  [...pagePaths.map(pageFile), shellFile].map((file) => [file, createHandlerBoundToURL(file)]),
);
registerRoute(
  new NavigationRoute(
    (options) => {
      const page = findPage(pagePaths, options.url.pathname);
      return handlers.get(page ? pageFile(page) : shellFile)!(options);
    },
    { denylist: [/^\/api(\/|$)/] },
  ),
);

self.addEventListener('message', (event) => {
  const type = (event.data as { type?: unknown } | null)?.type;
  // Sent only when the customer presses Reload on the update prompt.
  if (type === 'SKIP_WAITING') void self.skipWaiting();
  // The sync inspector shows which version of this worker controls the page.
  if (type === SW_VERSION_MESSAGE) event.ports[0]?.postMessage({ version: SW_VERSION });
});

// On first install, take the open page under control straight away, so it works offline without a reload.
// (Updates wait for SKIP_WAITING above; claiming then is what lets the page reload into the new version.)
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

self.addEventListener('sync', (event) => {
  const sync = event as SyncEvent;
  if (sync.tag !== SYNC_TAG) return;
  sync.waitUntil(
    self.clients.matchAll({ type: 'window' }).then((clients) => {
      const message: SyncMessage = { type: SYNC_MESSAGE };
      for (const client of clients) client.postMessage(message);
    }),
  );
});
