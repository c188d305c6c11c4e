import { lazy, Suspense, useSyncExternalStore, type ReactNode } from 'react';
import { createBrowserRouter, createHashRouter, RouterProvider } from 'react-router';
import { Provider as JotaiProvider } from 'jotai';
import { configureApi } from './api/client';
import { PlatformProvider, type Platform } from './platform';
import { routes } from './routes';
import { OfflineStoreProvider, type AppStore } from './store-context';
import './styles/base.css';

/** Loaded after the first paint; the toast helpers in notify.ts share its module. */
const Toaster = lazy(() => import('sonner').then((m) => ({ default: m.Toaster })));

/**
 * The router for a shell. The PWA uses real paths; the kiosk loads its renderer from disk (file://), where
 * only hash routing works.
 */
export function createAppRouter(kind: 'browser' | 'hash' = 'browser') {
  return kind === 'hash' ? createHashRouter(routes) : createBrowserRouter(routes);
}

export type AppRouter = ReturnType<typeof createAppRouter>;

export interface AppProvidersProps {
  platform: Platform;
  store: AppStore;
  /** The router element: <RouterProvider> in a browser, <StaticRouterProvider> when prerendering. */
  children: ReactNode;
}

const noSubscription = () => () => undefined;

/**
 * The toasts, left out of a prerendered page's hydration (the server snapshot says "not yet"), so hydration
 * finds exactly the HTML the build wrote, which has none; React adds them straight after.
 */
function ClientToaster() {
  const inBrowser = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  if (!inBrowser) return null;
  return (
    <Suspense fallback={null}>
      <Toaster position="top-center" richColors closeButton />
    </Suspense>
  );
}

/** Everything around the router that both shells (and the PWA's build-time prerender) mount. */
export function AppProviders({ platform, store, children }: AppProvidersProps) {
  // Plain modules (atoms, loaders, the API client) need the shell's API base and token too.
  configureApi(platform);
  return (
    <PlatformProvider platform={platform}>
      <OfflineStoreProvider store={store}>
        <JotaiProvider>
          {children}
          <ClientToaster />
        </JotaiProvider>
      </OfflineStoreProvider>
    </PlatformProvider>
  );
}

/** The browser's router element, for shells that mount <AppProviders> themselves. */
export function AppRouterProvider({ router }: { router: AppRouter }) {
  return <RouterProvider router={router} />;
}

export interface AppRootProps {
  platform: Platform;
  store: AppStore;
  router: AppRouter;
}

/** Everything both shells mount: platform, offline store, jotai, toasts and the router. */
export function AppRoot({ platform, store, router }: AppRootProps) {
  return (
    <AppProviders platform={platform} store={store}>
      <AppRouterProvider router={router} />
    </AppProviders>
  );
}
