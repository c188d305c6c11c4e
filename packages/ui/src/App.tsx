import { lazy, Suspense } from 'react';
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

export interface AppRootProps {
  platform: Platform;
  store: AppStore;
  router: AppRouter;
}

/** Everything both shells mount: platform, offline store, jotai, toasts and the router. */
export function AppRoot({ platform, store, router }: AppRootProps) {
  // Plain modules (atoms, loaders, the API client) need the shell's API base and token too.
  configureApi(platform);
  return (
    <PlatformProvider platform={platform}>
      <OfflineStoreProvider store={store}>
        <JotaiProvider>
          <RouterProvider router={router} />
          <Suspense fallback={null}>
            <Toaster position="top-center" richColors closeButton />
          </Suspense>
        </JotaiProvider>
      </OfflineStoreProvider>
    </PlatformProvider>
  );
}
