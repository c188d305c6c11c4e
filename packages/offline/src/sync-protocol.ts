/**
 * What the service worker and the page agree on. The service worker never sends orders itself: on a Background
 * Sync event it asks the open pages to drain, so the one POST (with the row's one idempotency key) lives in
 * the page's outbox code. Kept free of imports so the service worker bundle stays small.
 */
export const SYNC_TAG = 'tm-outbox';
export const SYNC_MESSAGE = 'tm:drain-outbox';
export interface SyncMessage {
  type: typeof SYNC_MESSAGE;
}
export function isSyncMessage(data: unknown): data is SyncMessage {
  return typeof data === 'object' && data !== null && (data as { type?: unknown }).type === SYNC_MESSAGE;
}

/** The sync inspector asks the service worker its version with this (the answer comes on the given port). */
export const SW_VERSION_MESSAGE = 'tm:sw-version';
