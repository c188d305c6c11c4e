// First, so every later stylesheet (the layout's, each screen's) comes after the tokens and shared styles.
import './styles/tokens.css';
import './styles/base.css';
import { lazy, Suspense, type ReactNode } from 'react';
import { BrowserRouter, HashRouter, useRoutes } from 'react-router';
import { Provider as JotaiProvider } from 'jotai';
import { configureApi } from './api/client';
import { ReadyMark } from './components/ReadyMark';
import { useHydrated } from './hooks/use-hydrated';
import { useToastsClaimed } from './toaster-owner';
import { PlatformProvider, type Platform } from './platform';
import { routes } from './routes';
import { OfflineStoreProvider, type AppStore } from './store-context';

/** Loaded after the first paint; the toast helpers in notify.ts share its module. */
const Toaster = lazy(() => import('sonner').then((m) => ({ default: m.Toaster })));

/**
 * Which router a shell uses. The PWA uses real paths; the kiosk loads its renderer from disk (app://kiosk),
 * where only hash routing works.
 */
export type RouterKind = 'browser' | 'hash';

/**
 * The screens of the route table for the current address. No Suspense boundary around them: the shells load
 * a URL's screens before their first render (whenScreensLoaded), and every later change of address is a
 * transition, so a screen whose code is still loading keeps the page shown until it is there, as the data
 * router did.
 */
export function AppRoutes() {
  return useRoutes(routes);
}

export interface AppProvidersProps {
  platform: Platform;
  store: AppStore;
  /** The router element: <AppRouterProvider> in a browser, a static router when prerendering. */
  children: ReactNode;
}

/**
 * Toasts sit just below the sticky header (the dashboard's top bar is as tall), so on a phone they cover
 * neither the menu button nor the sign-in and user controls (issue 17 item 9).
 */
const TOAST_TOP = 'calc(var(--bar-height) + 8px)';

/**
 * The toasts, left out of a prerendered page's hydration (the server snapshot says "not yet"), so hydration
 * finds exactly the HTML the build wrote, which has none; React adds them straight after.
 */
function ClientToaster() {
  const claimed = useToastsClaimed();
  if (!useHydrated() || claimed) return null;
  return (
    <Suspense fallback={null}>
      <Toaster
        position="top-center"
        richColors
        closeButton
        offset={{ top: TOAST_TOP }}
        mobileOffset={{ top: TOAST_TOP }}
      />
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
          <ReadyMark />
        </JotaiProvider>
      </OfflineStoreProvider>
    </PlatformProvider>
  );
}

/** The browser's router element, for shells that mount <AppProviders> themselves. */
export function AppRouterProvider({ kind }: { kind: RouterKind }) {
  const Router = kind === 'hash' ? HashRouter : BrowserRouter;
  return (
    <Router>
      <AppRoutes />
    </Router>
  );
}

export interface AppRootProps {
  platform: Platform;
  store: AppStore;
  router: RouterKind;
}

/** Everything both shells mount: platform, offline store, jotai, toasts and the router. */
export function AppRoot({ platform, store, router }: AppRootProps) {
  return (
    <AppProviders platform={platform} store={store}>
      <AppRouterProvider kind={router} />
    </AppProviders>
  );
}
