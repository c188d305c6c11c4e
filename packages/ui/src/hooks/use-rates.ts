import { startTransition, useEffect, useState } from 'react';
import { latestRateChange } from '@tm/core/lists';
import type { Currency } from '@tm/core';
import { useOfflineStore } from '../store-context';

export interface RatesState {
  currencies: Currency[];
  fetchedAt: string | null;
  /** When the rates themselves last changed (the newest currency `updatedAt`): what "Rates updated" says. */
  changedAt: string | null;
  /** Any rate is a bundled sample (core rate-age.ts): the pages say "Sample rates — not for trading". */
  sample: boolean;
  loading: boolean;
}

/**
 * The currency list from the offline store: shows the cached copy at once, then asks for a fresh one (ETag,
 * so usually a 304) and follows every later change. Works offline with whatever was cached.
 */
export function useRates(): RatesState {
  const store = useOfflineStore();
  const [state, setState] = useState<RatesState>({
    currencies: [],
    fetchedAt: null,
    changedAt: null,
    sample: false,
    loading: true,
  });

  useEffect(() => {
    let live = true;
    let refreshed = false;
    const load = async () => {
      const r = await store.rates.read();
      if (!live) return;
      // Nothing on the device yet and the first fetch still out: still loading. Saying "loaded, none" for
      // that moment would collapse the placeholders' room and refill it, shifting the page twice.
      if (r.fetchedAt === null && r.currencies.length === 0 && !refreshed) return;
      // 70+ currencies re-render the page's lists and calculator: as a transition React renders them in
      // slices between which the browser can paint and answer taps, not in one long task.
      const changedAt = latestRateChange(r.currencies);
      startTransition(() =>
        setState({
          currencies: r.currencies,
          fetchedAt: r.fetchedAt,
          changedAt,
          sample: r.currencies.some((c) => c.sample),
          loading: false,
        }),
      );
    };
    const unsubscribe = store.rates.subscribe(() => void load());
    void load()
      .then(() => store.rates.refresh({ shareRecent: true }))
      .catch(() => undefined)
      .then(() => {
        refreshed = true;
        return load();
      })
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
