import { useEffect, useState } from 'react';
import type { RateHistory } from '@tm/core';
import { useOfflineStore } from '../store-context';

export interface RateHistoryState {
  history: RateHistory | null;
  /** When the shown history was last confirmed by the server (null: nothing on the device yet). */
  fetchedAt: string | null;
  loading: boolean;
  /** The last refresh failed (offline, or the server refused): what shows, if anything, is the saved copy. */
  stale: boolean;
  /** The server said no such currency (404). */
  notFound: boolean;
}

const LOADING: RateHistoryState = {
  history: null,
  fetchedAt: null,
  loading: true,
  stale: false,
  notFound: false,
};

/**
 * One currency's chart for one period from the offline store: the saved copy at once (a page viewed before
 * opens offline), then a revalidation with its ETag.
 */
export function useRateHistory(code: string, days: number): RateHistoryState {
  const store = useOfflineStore();
  const key = `${code}:${days}`;
  // Kept with the key it belongs to, so another currency or period shows as loading, never the last one's.
  const [state, setState] = useState<{ key: string; value: RateHistoryState } | null>(null);

  useEffect(() => {
    let live = true;
    const show = async (extra: Partial<RateHistoryState> = {}) => {
      const saved = await store.rateHistory.read(code, days);
      if (!live) return;
      if (saved === null && extra.stale === undefined) return;
      setState({
        key,
        value: {
          history: saved?.history ?? null,
          fetchedAt: saved?.fetchedAt ?? null,
          loading: false,
          stale: false,
          notFound: false,
          ...extra,
        },
      });
    };
    void (async () => {
      await show();
      const outcome = await store.rateHistory.refresh(code, days);
      if (outcome.status !== 'failed') return show({ stale: false });
      return show({ stale: true, notFound: outcome.httpStatus === 404 });
    })().catch(() => {
      if (live) setState({ key, value: { ...LOADING, loading: false, stale: true } });
    });
    return () => {
      live = false;
    };
  }, [store, code, days, key]);

  return state?.key === key ? state.value : LOADING;
}
