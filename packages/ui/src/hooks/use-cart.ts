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
  const add = useCallback(
    async (line: CartLine, rules?: CartRules) => {
      const added = await store.cart.add(line, rules);
      await reload();
      return added;
    },
    [store, reload],
  );
  const remove = useCallback(
    async (id: string) => {
      await store.cart.remove(id);
      await reload();
    },
    [store, reload],
  );
  const clear = useCallback(async () => {
    await store.cart.clear();
    await reload();
  }, [store, reload]);
  return { lines, loaded, reload, add, remove, clear };
}
