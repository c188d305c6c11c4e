import { useEffect } from 'react';
import { createBrowserRouter, createHashRouter, RouterProvider } from 'react-router';
import { Provider as JotaiProvider } from 'jotai';
import { Toaster } from 'sonner';
import { configureApi } from './api/client';
import { PlatformProvider, type Platform } from './platform';
import { routes } from './routes';
import { OfflineStoreProvider, type AppStore } from './store-context';
import './styles/base.css';

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
  configureApi(platform);
  useEffect(() => {
    configureApi(platform);
  }, [platform]);
  return (
    <PlatformProvider platform={platform}>
      <OfflineStoreProvider store={store}>
        <JotaiProvider>
          <RouterProvider router={router} />
          <Toaster position="top-center" richColors closeButton />
        </JotaiProvider>
      </OfflineStoreProvider>
    </PlatformProvider>
  );
}
