import { useEffect, useState, useSyncExternalStore } from 'react';
import type { MyOrder, OfflineStore, OnlineState, OutboxEntry, RatesSnapshot } from '@tm/offline';
import { useOfflineStore } from '../store-context';

const NO_RATES: RatesSnapshot = { currencies: [], fetchedAt: null };

/** Online, offline, or online but our server unreachable; follows the browser's events and failed requests. */
export function useOnlineState(): OnlineState {
  const store = useOfflineStore();
  return useSyncExternalStore(store.online.subscribe, store.online.get, store.online.get);
}

/** The cached rates (null until the first read from IndexedDB). */
export function useRatesSnapshot(): RatesSnapshot | null {
  const store = useOfflineStore();
  const [snapshot, setSnapshot] = useState<RatesSnapshot | null>(null);
  useEffect(() => store.rates.subscribe((s) => setSnapshot(s ?? NO_RATES)), [store]);
  return snapshot;
}

/**
 * The store the shell gives has "My orders"; the UI's store port may not list it (tests pass small fakes),
 * so it is read defensively.
 */
export function myOrdersOf(store: object): OfflineStore['myOrders'] | null {
  return (store as Partial<Pick<OfflineStore, 'myOrders'>>).myOrders ?? null;
}

/** The store's hold on the device's personal data (Forget this device, sign-out), read the same way. */
export function deviceOf(store: object): OfflineStore['device'] | null {
  return (store as Partial<Pick<OfflineStore, 'device'>>).device ?? null;
}

export interface DeviceOrders {
  loading: boolean;
  outbox: OutboxEntry[];
  delivered: MyOrder[];
}

/** This device's orders: the outbox (waiting, failed) and the confirmations received. */
export function useDeviceOrders(): DeviceOrders {
  const store = useOfflineStore();
  const [outbox, setOutbox] = useState<OutboxEntry[] | null>(null);
  const [delivered, setDelivered] = useState<MyOrder[] | null>(null);
  useEffect(() => store.outbox.subscribe(setOutbox), [store]);
  useEffect(() => {
    const myOrders = myOrdersOf(store);
    if (!myOrders) return;
    return myOrders.subscribe(setDelivered);
  }, [store]);
  const hasMyOrders = myOrdersOf(store) !== null;
  return {
    loading: outbox === null || (hasMyOrders && delivered === null),
    outbox: outbox ?? [],
    delivered: delivered ?? [],
  };
}
