export { createOfflineStore, type OfflineStoreOptions } from './store';
export type {
  AddResult,
  CacheInfo,
  CachedRateHistory,
  DropResult,
  ForgetOutcome,
  InspectableStore,
  KnownOrderStatus,
  MyOrder,
  OfflineStore,
  OnlineState,
  OutboxAnswer,
  OutboxEntry,
  OutboxState,
  RatesSnapshot,
  RefreshOptions,
  RefreshOutcome,
  ReopenResult,
  RepricedLine,
  SubmitResult,
  SyncInspector,
  SyncSnapshot,
  Unsubscribe,
} from './types';
export { LEGACY_CART_KEY, type LegacyStorage } from './legacy-cart';
export type { OnlineHost } from './online';
export type { LockManagerLike } from './lock';
export type { BackgroundSyncHost, Timers } from './sync-engine';
export type { FetchLike } from './http';
export { SIMULATED_OFFLINE_ERROR } from './network';
export type { ServiceWorkerInfo } from './service-worker-info';
export { backoffDelay, BACKOFF_BASE_MS, BACKOFF_CAP_MS } from './backoff';
export { compareWithQuote, sameDecimal } from './repricing';
export { SYNC_MESSAGE, SYNC_TAG, isSyncMessage, type SyncMessage } from './sync-protocol';
