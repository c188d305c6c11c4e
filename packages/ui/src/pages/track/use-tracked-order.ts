import { useCallback, useEffect, useRef, useState } from 'react';
import type { TrackRequest, TrackedOrder } from '@tm/core/schemas';
import { messages } from '@tm/core/messages';
import { ApiError } from '../../api/client';
import { fetchTrackedOrder } from '../../api/track';

/** How often an open, visible tracking page asks again (README: "Order tracking"). */
export const TRACK_REFRESH_MS = 15_000;

export type TrackState =
  | { kind: 'idle' }
  | { kind: 'loading' }
  | { kind: 'found'; order: TrackedOrder; checkedAt: Date }
  | { kind: 'error'; message: string };

/**
 * Looks an order up, then keeps it fresh: while the page is visible it asks again every 15 s, and at once
 * when the tab comes back into view. Polling, not the SSE stream: the stream carries rates to everyone,
 * and a status changes a few times in an order's life, so a quarter-minute delay costs nothing.
 */
export function useTrackedOrder() {
  const [state, setState] = useState<TrackState>({ kind: 'idle' });
  const query = useRef<TrackRequest | null>(null);

  const load = useCallback(async (q: TrackRequest, quiet: boolean) => {
    query.current = q;
    if (!quiet) setState({ kind: 'loading' });
    try {
      const order = await fetchTrackedOrder(q);
      if (query.current === q) setState({ kind: 'found', order, checkedAt: new Date() });
    } catch (err) {
      // A failed background refresh keeps what is on screen; only a lookup the customer asked for shows it.
      if (quiet || query.current !== q) return;
      setState({
        kind: 'error',
        message: err instanceof ApiError ? err.message : messages.somethingWentWrong,
      });
    }
  }, []);

  const found = state.kind === 'found';
  useEffect(() => {
    if (!found) return;
    const refresh = () => {
      if (document.visibilityState === 'visible' && query.current) void load(query.current, true);
    };
    const timer = setInterval(refresh, TRACK_REFRESH_MS);
    document.addEventListener('visibilitychange', refresh);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', refresh);
    };
  }, [found, load]);

  return { state, lookUp: (q: TrackRequest) => load(q, false) };
}
