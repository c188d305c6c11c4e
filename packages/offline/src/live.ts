import { liveQuery } from 'dexie';
import type { Unsubscribe } from './types';

/**
 * Calls `cb` with the query's result now and after every change to the tables it read, in this tab or another
 * (Dexie's liveQuery). Errors are reported once to the console rather than thrown into the caller's render.
 */
export function watch<T>(query: () => Promise<T>, cb: (value: T) => void): Unsubscribe {
  const sub = liveQuery(query).subscribe({
    next: cb,
    error: (err: unknown) => console.error('offline store query failed', err),
  });
  return () => sub.unsubscribe();
}
