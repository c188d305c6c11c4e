import { useCallback, useEffect, useState } from 'react';
import type { CartLine } from '@tm/core';
import type { CartRules } from '@tm/core/cart';
import { useOfflineStore } from '../store-context';

/** The cart kept on the device by the offline store, following every change (other tabs included). */
export function useCart() {
  const store = useOfflineStore();
  const [lines, setLines] = useState<CartLine[]>([]);
  const [loaded, setLoaded] = useState(false);

  const reload = useCallback(async () => {
    const next = await store.cart.list();
    setLines(next);
    setLoaded(true);
  }, [store]);

  useEffect(() => {
    let live = true;
    const load = () =>
      store.cart.list().then((next) => {
        if (!live) return;
        setLines(next);
        setLoaded(true);
      });
    const unsubscribe = store.cart.subscribe(() => void load());
    void load();
    return () => {
      live = false;
      unsubscribe();
    };
  }, [store]);

  // A change resolves once the lines on screen include it. The store's change notice comes a moment later, and
  // in between the page held a cart without its new line: 'Next' pressed then said 'Please add currency item'.
  const shown = useCallback(
    async <T>(change: Promise<T>): Promise<T> => {
      const result = await change;
      await reload();
      return result;
    },
    [reload],
  );
  const add = useCallback(
    (line: CartLine, rules?: CartRules) => shown(store.cart.add(line, rules)),
    [store, shown],
  );
  const remove = useCallback((id: string) => shown(store.cart.remove(id)), [store, shown]);
  const clear = useCallback(() => shown(store.cart.clear()), [store, shown]);
  return { lines, loaded, reload, add, remove, clear };
}
