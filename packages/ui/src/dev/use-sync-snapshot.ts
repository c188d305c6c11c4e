import { useEffect, useState, useSyncExternalStore } from 'react';
import type { InspectableStore, OnlineState, SyncInspector, SyncSnapshot } from '@tm/offline';
import { useOfflineStore } from '../store-context';

/**
 * The store's inspector port. The shells' stores are lazy (their real store loads beside the first screen):
 * `ready()` gives the real one, which has the port. The UI's store port lists neither (tests pass small
 * fakes, or a real store), so both are read defensively, as "My orders" is.
 */
export function useInspectorPort(): SyncInspector | null | undefined {
  const store = useOfflineStore();
  const [port, setPort] = useState<SyncInspector | null | undefined>(undefined);
  useEffect(() => {
    let live = true;
    const lazy = store as Partial<{ ready(): Promise<object> }>;
    void Promise.resolve(lazy.ready ? lazy.ready() : store).then((real) => {
      if (live) setPort((real as Partial<Pick<InspectableStore, 'inspector'>>).inspector ?? null);
    });
    return () => {
      live = false;
    };
  }, [store]);
  return port;
}

/** The live snapshot of everything the sync touches (null until the first read). */
export function useSyncSnapshot(port: SyncInspector | null | undefined): SyncSnapshot | null {
  const [snapshot, setSnapshot] = useState<SyncSnapshot | null>(null);
  useEffect(() => port?.watch(setSnapshot), [port]);
  return snapshot;
}

/**
 * What the app believes about the network, as offline-ui's useOnlineState reads it. Not imported from there:
 * any import of that module (it sits in the entry chunk, through the layout's offline notice) from these lazy
 * chunks made the bundler move React's JSX runtime out of the entry chunk, changing every customer page's
 * first load (scripts/check-budgets.mjs).
 */
export function useStoreOnline(): OnlineState {
  const store = useOfflineStore();
  return useSyncExternalStore(store.online.subscribe, store.online.get, store.online.get);
}
