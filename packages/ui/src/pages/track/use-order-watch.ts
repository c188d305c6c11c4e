import { useEffect, useRef, useState } from 'react';
import type { TrackedOrder } from '@tm/core/schemas';
import { trackEventsUrl } from '../../api/track';

/** While the live stream is not open (offline, an old browser, a refused token), the order is asked for this often. */
export const REFRESH_MS = 20_000;

/** EventSource.CLOSED: the browser gave up (a 404, a 503, not a stream) and will not reconnect by itself. */
const CLOSED = 2;

/**
 * Keeps a tracked order current while the page is open. It listens to GET /api/track/events for this order (the
 * server says only its number and new status) and re-reads the order at each change; while the stream is not
 * open it re-asks every REFRESH_MS instead, and after a re-ask that worked it tries the stream again with the
 * fresh token. `reread` asks POST /api/track again and resolves to the order, or rejects (the screen keeps
 * what it shows).
 */
export function useOrderWatch(order: TrackedOrder | null, reread: () => Promise<TrackedOrder>): void {
  const latest = useRef(order);
  const rereadRef = useRef(reread);
  // Declared before the stream's effect, so it runs first: the stream always compares with the shown order.
  useEffect(() => {
    latest.current = order;
    rereadRef.current = reread;
  });
  // Bumped to open a new stream once the last one was closed for good and a re-ask gave a fresh token.
  const [attempt, setAttempt] = useState(0);
  const orderId = order?.Order_Id;

  useEffect(() => {
    if (!orderId) return;
    let live = false;
    let closed = false;
    let firstOfConnection = true;
    let source: EventSource | null = null;
    const again = () =>
      rereadRef.current().then(
        () => {
          if (closed) setAttempt((n) => n + 1);
        },
        () => {
          // A failed re-ask keeps what is on screen; the next one tries again.
        },
      );
    const token = latest.current?.watchToken;
    if (typeof EventSource !== 'undefined' && token) {
      source = new EventSource(trackEventsUrl(orderId, token));
      source.onopen = () => {
        live = true;
        firstOfConnection = true;
      };
      source.onerror = () => {
        live = false;
        if (source?.readyState === CLOSED) closed = true;
      };
      source.addEventListener('status', (event: MessageEvent<string>) => {
        let status: string | undefined;
        try {
          status = (JSON.parse(event.data) as { Status?: string }).Status;
        } catch {
          status = undefined;
        }
        // Each connection opens with the status as it is: only a difference means a change was missed.
        const unchanged = firstOfConnection && status === latest.current?.Status;
        firstOfConnection = false;
        if (!unchanged) void again();
      });
    }
    const timer = setInterval(() => {
      if (live || document.visibilityState !== 'visible') return;
      void again();
    }, REFRESH_MS);
    return () => {
      clearInterval(timer);
      source?.close();
    };
  }, [orderId, attempt]);
}
