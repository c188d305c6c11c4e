import { createContext, useContext, type ReactNode } from 'react';
import type { CartLine, Currency, Order, OrderRequest } from '@tm/core';

/**
 * The part of `@tm/offline`'s OfflineStore the screens use. Declared here as a port so the UI depends on
 * behaviour, not on Dexie; `createOfflineStore()` satisfies it structurally and tests can pass a fake.
 */
export interface AppStore {
  rates: {
    read(): Promise<{ currencies: Currency[]; fetchedAt: string | null }>;
    refresh(): Promise<void>;
    subscribe(cb: () => void): () => void;
  };
  cart: {
    list(): Promise<CartLine[]>;
    add(line: CartLine): Promise<{ ok: true } | { ok: false; message: string }>;
    remove(id: string): Promise<void>;
    clear(): Promise<void>;
    subscribe(cb: () => void): () => void;
  };
  outbox: {
    submit(order: OrderRequest): Promise<{ key: string; order?: Order; queued: boolean }>;
    subscribe(cb: () => void): () => void;
  };
  online: {
    get(): boolean;
    subscribe(cb: (online: boolean) => void): () => void;
  };
}

const StoreContext = createContext<AppStore | null>(null);

export function OfflineStoreProvider({ store, children }: { store: AppStore; children: ReactNode }) {
  return <StoreContext.Provider value={store}>{children}</StoreContext.Provider>;
}

export function useOfflineStore(): AppStore {
  const store = useContext(StoreContext);
  if (!store) throw new Error('useOfflineStore needs an <OfflineStoreProvider> (the shell creates the store)');
  return store;
}
