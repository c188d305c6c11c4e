import { StrictMode, type ReactNode } from 'react';
import { AppProviders, type AppStore } from '@tm/ui';
import { pwaPlatform } from './platform';
import type { SwUpdates } from './pwa/register-sw';
// Not from './pwa': the prerender loads this file in Node, where workbox-window has nothing to do.
import { UpdatePromptWhenReady } from './pwa/UpdatePromptWhenReady';

export interface PwaAppProps {
  store: AppStore;
  updates: SwUpdates | null;
  /** <AppRouterProvider> in the browser, a static router in the build's prerender. */
  router: ReactNode;
}

/**
 * The customer app's whole tree. The browser and the build-time prerender both render this one component, so
 * the prerendered HTML is exactly what hydration expects.
 */
export function PwaApp({ store, updates, router }: PwaAppProps) {
  return (
    <StrictMode>
      <AppProviders platform={pwaPlatform} store={store}>
        {router}
      </AppProviders>
      {/* Offline shell and update prompt (owner OFFLINE): a new version waits for the customer's Reload. */}
      <UpdatePromptWhenReady updates={updates} cart={store.cart} />
    </StrictMode>
  );
}
