export {
  AppProviders,
  AppRoot,
  AppRouterProvider,
  AppRoutes,
  type AppProvidersProps,
  type AppRootProps,
  type RouterKind,
} from './App';
export { routes } from './routes';
export { PlatformProvider, usePlatform, browserPlatform, type Platform } from './platform';
export { OfflineStoreProvider, useOfflineStore, type AppStore } from './store-context';
export { apiFetch, ApiError, configureApi } from './api/client';
export { sessionAtom, useSession, type Session } from './auth/session';
export { whenScreensLoaded } from './screens-loaded';
export { whenIdle } from './when-idle';
