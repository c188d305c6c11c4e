import { lazy, Suspense } from 'react';
import { useUpdateState, type UpdatePromptProps } from './update-state';

// The prompt's texts, timers and styles load only once a new version is waiting: most visits never see it,
// and in the entry chunk it was ~0.5 KB of the home route's initial JS (issue 32, row 4a).
const UpdatePrompt = lazy(() => import('./UpdatePrompt').then((m) => ({ default: m.UpdatePrompt })));

/** Nothing until the service worker reports a new version; then the update prompt. */
export function UpdatePromptWhenReady({ updates, cart }: UpdatePromptProps) {
  const state = useUpdateState(updates);
  if (state === 'none' || !updates) return null;
  return (
    <Suspense fallback={null}>
      <UpdatePrompt updates={updates} cart={cart} />
    </Suspense>
  );
}
