import './zod-jitless';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createLazyOfflineStore } from '@tm/offline/lazy';
import { AppRouterProvider, whenScreensLoaded } from '@tm/ui';
import { pwaPlatform } from './platform';
import { PwaApp } from './PwaApp';
import { matchesPage } from '@tm/core/prerendered-pages';
import { registerServiceWorker, trackFormInput } from './pwa';

/** Resolves in a later task, so what runs before and after it are two tasks, not one long one. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

// Dexie and the sync engine load beside the first render rather than before it (the home route's JS budget);
// the lazy store queues calls and subscriptions until they are there. Evaluating a module graph is one task,
// and the store's was one of ~25 ms here (~100 ms on a phone, which Lighthouse counts as blocking), so its
// largest parts are evaluated first, each in a task of its own: zod with the schemas every other builds on,
// the order's schemas (the costliest to construct), Dexie, then the store itself. The schemas only other
// screens check with (the dashboard's, tracking's, the contact form's) load with those screens, not here.
const OFFLINE_STORE_PARTS = [
  () => import('@tm/core/schemas/common'),
  () => import('@tm/core/schemas/order'),
  () => import('@tm/offline/db'),
];

async function loadOfflineStore() {
  for (const part of OFFLINE_STORE_PARTS) {
    await part();
    await nextTask();
  }
  const { createOfflineStore } = await import('@tm/offline');
  return createOfflineStore({ apiBase: pwaPlatform.apiBase });
}

function start(root: HTMLElement) {
  const store = createLazyOfflineStore(loadOfflineStore);
  store.sync.start();
  trackFormInput();
  const updates = import.meta.env.PROD ? registerServiceWorker() : null;
  const app = <PwaApp store={store} updates={updates} router={<AppRouterProvider kind="browser" />} />;

  // The build prerendered some pages (apps/pwa/prerender.ts); the server and the service worker send each
  // URL its page, or the empty shell. Hydrate only HTML made for this URL, else render from scratch. Either
  // way, once the URL's screens have their code (a prerendered page preloads it): the first render is then
  // the screen itself, matching the HTML, instead of the loading placeholder, whose swap for the screen React
  // holds back ~300 ms.
  const prerendered = root.dataset.prerendered;
  // A screen whose code cannot load fails again as it renders, where its route's boundary says so.
  const loaded = whenScreensLoaded(window.location.pathname).catch(() => undefined);
  void loaded.then(() => {
    if (prerendered && matchesPage(prerendered, window.location.pathname)) {
      // As a transition, hydration yields to the browser every few milliseconds instead of one long task.
      startTransition(() => void hydrateRoot(root, app));
    } else {
      root.replaceChildren();
      createRoot(root).render(app);
    }
  });
}

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');
// Evaluating this module and its imports is one task; starting the app (router, store, service worker) is
// the next, so neither is one long task on a phone.
void nextTask().then(() => start(root));
