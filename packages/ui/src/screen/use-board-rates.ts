import { useEffect, useRef, useState } from 'react';
import type { Currency } from '@tm/core';
import { usePlatform } from '../platform';
import { useOfflineStore } from '../store-context';
import { startLiveRates, type LiveStatus } from './live-rates';

export interface BoardRates {
  currencies: Currency[];
  /** When the server last confirmed these rates (ISO), from the offline store's cache. */
  fetchedAt: string | null;
  /** Last moment the board knew it was in touch with the server: a confirmed fetch or an open event stream. */
  lastContact: number | null;
  status: LiveStatus;
  /** True once the store answered, even with an empty cache. */
  loaded: boolean;
}

/**
 * The board's rates: read from the offline store's cache (so a board started without the server shows the
 * last rates at once), refreshed when the live events say the version changed, or by polling when they cannot.
 */
export function useBoardRates(): BoardRates {
  const store = useOfflineStore();
  const { apiBase } = usePlatform();
  const [state, setState] = useState<BoardRates>({
    currencies: [],
    fetchedAt: null,
    lastContact: null,
    status: 'connecting',
    loaded: false,
  });
  const liveSince = useRef<number | null>(null);

  useEffect(() => {
    let alive = true;
    const read = () => {
      store.rates
        .read()
        .then((snap) => {
          if (!alive) return;
          setState((s) => ({
            ...s,
            loaded: true,
            // An empty read (a cleared cache) never replaces rates already on the board.
            currencies: snap.currencies.length > 0 ? snap.currencies : s.currencies,
            fetchedAt: snap.fetchedAt ?? s.fetchedAt,
            lastContact:
              Math.max(s.lastContact ?? 0, snap.fetchedAt ? Date.parse(snap.fetchedAt) : 0) || null,
          }));
        })
        .catch(() => {
          if (alive) setState((s) => ({ ...s, loaded: true }));
        });
    };
    read();
    const unsubscribe = store.rates.subscribe(read);

    // One refresh at a time; a change announced during one asks for exactly one more.
    let refreshing = false;
    let again = false;
    const refresh = () => {
      if (refreshing) {
        again = true;
        return;
      }
      refreshing = true;
      store.rates
        .refresh()
        .catch(() => {})
        .finally(() => {
          refreshing = false;
          read();
          if (again && alive) {
            again = false;
            refresh();
          }
        });
    };

    const live = startLiveRates({
      url: `${apiBase.replace(/\/+$/, '')}/events`,
      refresh,
      onStatus: (status) => {
        if (!alive) return;
        const now = Date.now();
        // Leaving 'live' at time t means contact lasted until t.
        const contact = status === 'live' || liveSince.current !== null ? now : null;
        liveSince.current = status === 'live' ? now : null;
        setState((s) => ({
          ...s,
          status,
          lastContact: contact === null ? s.lastContact : Math.max(s.lastContact ?? 0, contact),
        }));
      },
    });
    return () => {
      alive = false;
      unsubscribe();
      live.stop();
    };
  }, [store, apiBase]);

  return state;
}
