/** The server's stop, as every live stream of an instance sees it. */
export interface StopWatch {
  readonly stopped: boolean;
  /** Calls `cb` once when the stop begins; returns the unsubscribe. */
  onStop(cb: () => void): () => void;
}

/**
 * One listener on the stop signal for all streams. Each stream adding its own put thousands of listeners on
 * one AbortSignal (Node's MaxListenersExceededWarning past 10, issue 27); a Set holds them instead, and the
 * one listener wakes them all.
 */
export function stopWatchOf(signal: AbortSignal | undefined): StopWatch {
  const waiting = new Set<() => void>();
  signal?.addEventListener(
    'abort',
    () => {
      for (const cb of [...waiting]) cb();
      waiting.clear();
    },
    { once: true },
  );
  return {
    get stopped() {
      return signal?.aborted ?? false;
    },
    onStop(cb) {
      waiting.add(cb);
      return () => {
        waiting.delete(cb);
      };
    },
  };
}
