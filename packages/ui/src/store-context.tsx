import { createContext, useContext, type ReactNode } from 'react';
import type { OfflineStore } from '@tm/offline';

/**
 * The part of `@tm/offline`'s OfflineStore the screens use (rates and rate-history caches, cart, outbox,
 * online state). Taken
 * as a Pick so tests can hand in a small fake, and the UI never touches Dexie itself.
 */
export type AppStore = Pick<OfflineStore, 'rates' | 'rateHistory' | 'cart' | 'outbox' | 'online'>;

const StoreContext = createContext<AppStore | null>(null);

export function OfflineStoreProvider({ store, children }: { store: AppStore; children: ReactNode }) {
  return <StoreContext.Provider value={store}>{children}</StoreContext.Provider>;
}

export function useOfflineStore(): AppStore {
  const store = useContext(StoreContext);
  if (!store)
    throw new Error('useOfflineStore needs an <OfflineStoreProvider> (the shell creates the store)');
  return store;
}
