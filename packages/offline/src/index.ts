export { createOfflineStore, type OfflineStoreOptions } from './store';
export type {
  AddResult,
  CachedRateHistory,
  ForgetOutcome,
  KnownOrderStatus,
  MyOrder,
  OfflineStore,
  OnlineState,
  OutboxEntry,
  OutboxState,
  RatesSnapshot,
  RefreshOutcome,
  ReopenResult,
  RepricedLine,
  SubmitResult,
  Unsubscribe,
} from './types';
export { LEGACY_CART_KEY, type LegacyStorage } from './legacy-cart';
export type { OnlineHost } from './online';
export type { LockManagerLike } from './lock';
export type { BackgroundSyncHost, Timers } from './sync-engine';
export type { FetchLike } from './http';
export { backoffDelay, BACKOFF_BASE_MS, BACKOFF_CAP_MS } from './backoff';
export { compareWithQuote, sameDecimal } from './repricing';
export { SYNC_MESSAGE, SYNC_TAG, isSyncMessage, type SyncMessage } from './sync-protocol';
