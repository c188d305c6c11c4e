import { useCallback, useEffect, useRef, useState } from 'react';
import { errorText } from './error-text';
import { reportIfSignedOut } from './session-lost';

export interface Remote<T> {
  /** The data loaded for the current key; undefined until it arrives, so no screen shows another key's data. */
  data: T | undefined;
  /** The server's message when the last load failed. */
  error: string | null;
  loading: boolean;
  /**
   * Loads again; resolves once data at least this new (or an error) is in, so an action can await its list
   * refresh. A load started meanwhile (a live event's) supersedes this one: then it waits for that one too.
   */
  reload: () => Promise<void>;
}

interface Loaded<T> {
  key: string | null;
  data: T | undefined;
  error: string | null;
}

/**
 * Loads data for a screen and reloads it on demand. A new `key` (page, id...) loads afresh; an answer that
 * arrives after a newer request started is dropped, so a slow response never overwrites a fresh one.
 */
export function useRemote<T>(load: () => Promise<T>, key: string): Remote<T> {
  const [loaded, setLoaded] = useState<Loaded<T>>({ key: null, data: undefined, error: null });
  const [reloading, setReloading] = useState(0);
  const seq = useRef(0);
  /** The newest load, which any older one's caller waits for: its answer is the one that is shown. */
  const newest = useRef<Promise<void>>(Promise.resolve());
  const loadRef = useRef(load);
  const keyRef = useRef(key);
  useEffect(() => {
    loadRef.current = load;
    keyRef.current = key;
  });

  const loadFor = useCallback(async (k: string) => {
    const mine = ++seq.current;
    try {
      const data = await loadRef.current();
      if (mine === seq.current) setLoaded({ key: k, data, error: null });
    } catch (err) {
      reportIfSignedOut(err);
      if (mine === seq.current) {
        setLoaded((prev) => ({
          key: k,
          data: prev.key === k ? prev.data : undefined,
          error: errorText(err),
        }));
      }
    }
  }, []);

  const fetchFor = useCallback(
    (k: string) => {
      const started = loadFor(k);
      newest.current = started;
      return started;
    },
    [loadFor],
  );

  useEffect(() => {
    // `key` stands for everything `load` depends on.
    void fetchFor(key);
  }, [key, fetchFor]);

  const reload = useCallback(async () => {
    setReloading((n) => n + 1);
    try {
      // Dropped when a newer load started meanwhile (a live event's): awaiting only its own would resolve
      // before the screen shows the change, and an action's focus would land on a row about to go.
      let awaited = fetchFor(keyRef.current);
      await awaited;
      while (newest.current !== awaited) {
        awaited = newest.current;
        await awaited;
      }
    } finally {
      setReloading((n) => n - 1);
    }
  }, [fetchFor]);

  const current = loaded.key === key;
  return {
    data: current ? loaded.data : undefined,
    error: current ? loaded.error : null,
    loading: !current || reloading > 0,
    reload,
  };
}
