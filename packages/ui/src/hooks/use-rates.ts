import { useEffect, useState } from 'react';
import type { Currency } from '@tm/core';
import { useOfflineStore } from '../store-context';

export interface RatesState {
  currencies: Currency[];
  fetchedAt: string | null;
  loading: boolean;
}

/**
 * The currency list from the offline store: shows the cached copy at once, then asks for a fresh one (ETag,
 * so usually a 304) and follows every later change. Works offline with whatever was cached.
 */
export function useRates(): RatesState {
  const store = useOfflineStore();
  const [state, setState] = useState<RatesState>({ currencies: [], fetchedAt: null, loading: true });

  useEffect(() => {
    let live = true;
    const load = async () => {
      const r = await store.rates.read();
      if (live) setState({ currencies: r.currencies, fetchedAt: r.fetchedAt, loading: false });
    };
    const unsubscribe = store.rates.subscribe(() => void load());
    void load()
      .then(() => store.rates.refresh())
      .catch(() => undefined)
      .then(load)
      .catch(() => {
        if (live) setState((s) => ({ ...s, loading: false }));
      });
    return () => {
      live = false;
      unsubscribe();
    };
  }, [store]);

  return state;
}
