import type { AppRouter } from './App';

/**
 * Resolves once the router has loaded the lazy screens the current URL needs. A prerendered page must not
 * hydrate before that: the router would render its loading fallback, not the screen the HTML already shows.
 */
export function whenRouterReady(router: Pick<AppRouter, 'state' | 'subscribe'>): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}
