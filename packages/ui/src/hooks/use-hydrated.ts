import { useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;

/**
 * False while React hydrates a prerendered page (the server snapshot), true from then on and on every
 * client render: what depends on the browser alone (the URL's query, storage, toasts) waits for it, so
 * hydration finds exactly the HTML the build wrote.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
