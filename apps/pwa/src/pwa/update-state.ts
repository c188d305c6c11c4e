import { useSyncExternalStore } from 'react';
import type { OfflineStore } from '@tm/offline';
import type { SwUpdates } from './register-sw';

/** What the update prompt is given: the service worker's updates (none in the prerender) and the cart. */
export interface UpdatePromptProps {
  updates: SwUpdates | null;
  cart: Pick<OfflineStore['cart'], 'subscribe'>;
}

const noUpdates = { get: () => 'none' as const, subscribe: () => () => undefined };

/** Whether a new version of the app is waiting ('none' until the service worker says so). */
export function useUpdateState(updates: SwUpdates | null) {
  const source = updates ?? noUpdates;
  return useSyncExternalStore(source.subscribe, source.get, source.get);
}
