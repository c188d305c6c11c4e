export {
  AppProviders,
  AppRoot,
  AppRouterProvider,
  createAppRouter,
  type AppProvidersProps,
  type AppRouter,
  type AppRootProps,
} from './App';
export { routes } from './routes';
export { PlatformProvider, usePlatform, browserPlatform, type Platform } from './platform';
export { OfflineStoreProvider, useOfflineStore, type AppStore } from './store-context';
export { apiFetch, ApiError, configureApi } from './api/client';
export { sessionAtom, useSession, type Session } from './auth/session';
export { whenRouterReady } from './router-ready';
export { whenIdle } from './when-idle';
