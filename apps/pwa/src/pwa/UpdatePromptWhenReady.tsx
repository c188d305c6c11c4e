import { lazy, Suspense, useSyncExternalStore } from 'react';
import type { OfflineStore } from '@tm/offline';
import type { SwUpdates } from './register-sw';

// The prompt's texts, timers and styles load only once a new version is waiting: most visits never see it,
// and in the entry chunk it was ~0.5 KB of the home route's initial JS (issue 32, row 4a).
const UpdatePrompt = lazy(() => import('./UpdatePrompt').then((m) => ({ default: m.UpdatePrompt })));

const noUpdates = { get: () => 'none' as const, subscribe: () => () => undefined };

/** Nothing until the service worker reports a new version; then the update prompt. */
export function UpdatePromptWhenReady({
  updates,
  cart,
}: {
  updates: SwUpdates | null;
  cart: Pick<OfflineStore['cart'], 'subscribe'>;
}) {
  const source = updates ?? noUpdates;
  const state = useSyncExternalStore(source.subscribe, source.get, source.get);
  if (state === 'none' || !updates) return null;
  return (
    <Suspense fallback={null}>
      <UpdatePrompt updates={updates} cart={cart} />
    </Suspense>
  );
}
