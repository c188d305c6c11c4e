import './zod-jitless';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createLazyOfflineStore } from '@tm/offline/lazy';
import { AppRoot, createAppRouter, type Platform } from '@tm/ui';
import { UpdatePrompt, registerServiceWorker, trackFormInput } from './pwa';

/** The customer shell: the API on this origin, the session in a cookie, printing by the browser. */
const platform = {
  kind: 'pwa',
  apiBase: '/api',
  version: import.meta.env.VITE_APP_VERSION ?? 'dev',
  authToken: () => null,
  print: () => window.print(),
} satisfies Platform;

// Dexie and the sync engine load beside the first render rather than before it (the home route's JS budget);
// the lazy store queues calls and subscriptions until they are there.
const store = createLazyOfflineStore(() =>
  import('@tm/offline').then(({ createOfflineStore }) => createOfflineStore({ apiBase: platform.apiBase })),
);
store.sync.start();
const router = createAppRouter('browser');
// Offline shell and update prompt (owner OFFLINE): a new version waits for the customer's Reload.
trackFormInput();
const updates = import.meta.env.PROD ? registerServiceWorker() : null;

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');
createRoot(root).render(
  <StrictMode>
    <AppRoot platform={platform} store={store} router={router} />
    <UpdatePrompt updates={updates} cart={store.cart} />
  </StrictMode>,
);
