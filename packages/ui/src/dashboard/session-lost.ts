import { ApiError } from '../api/client';

/** Who to tell when a dashboard call finds the session gone (signed out in another tab, expired, revoked). */
const listeners = new Set<() => void>();

/** Call with any failure of a dashboard call: a 401 means the session is gone, whatever screen asked. */
export function reportIfSignedOut(error: unknown): void {
  if (error instanceof ApiError && error.status === 401) for (const listener of listeners) listener();
}

/** Subscribes to lost sessions; returns the unsubscribe function (an effect's cleanup). */
export function onSignedOut(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
