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

  const add = useCallback((line: CartLine, rules?: CartRules) => store.cart.add(line, rules), [store]);
  const remove = useCallback((id: string) => store.cart.remove(id), [store]);
  const clear = useCallback(() => store.cart.clear(), [store]);
  return { lines, loaded, reload, add, remove, clear };
}
