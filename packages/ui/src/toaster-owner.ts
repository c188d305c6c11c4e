import { useSyncExternalStore } from 'react';

/**
 * Which toaster draws the toasts. The app's own sits top-centre under the header; the dashboard mounts one of
 * its own bottom-right, away from the tables (issue 29: a toast covered the order number acted on), and while
 * it is mounted the app's stands aside, so every toast is drawn once and no call site names a toaster.
 */
let claims = 0;
const listeners = new Set<() => void>();

function subscribe(cb: () => void) {
  listeners.add(cb);
  return () => {
    listeners.delete(cb);
  };
}

/** Called by a screen's own toaster when it mounts; returns the release for its unmount. */
export function claimToasts(): () => void {
  claims++;
  listeners.forEach((cb) => cb());
  let released = false;
  return () => {
    if (released) return;
    released = true;
    claims--;
    listeners.forEach((cb) => cb());
  };
}

/** Whether another toaster draws the toasts now. */
export function useToastsClaimed(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => claims > 0,
    () => false,
  );
}
