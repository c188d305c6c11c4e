import { lazy, Suspense, useEffect, useState } from 'react';
import { PageLoading } from '../pages/PageLoading';
import { devToolsOn } from './dev-tools-flag';

// Each its own chunk: the route's gate stays a few hundred bytes, and a server without dev tools never loads
// the inspector at all.
const SyncInspector = lazy(() => import('./SyncInspector').then((m) => ({ default: m.SyncInspector })));
const NotFoundPage = lazy(() => import('../pages/NotFoundPage').then((m) => ({ default: m.NotFoundPage })));

/**
 * /dev/sync: the sync inspector where the server has DEV_TOOLS on, else the app's ordinary "Page not found".
 * The whole route is lazy (routes.tsx), so no customer page carries any of it.
 */
export function Component() {
  const [on, setOn] = useState<boolean | null>(null);

  useEffect(() => {
    let live = true;
    void devToolsOn().then((answer) => live && setOn(answer));
    return () => {
      live = false;
    };
  }, []);
  if (on === null) return <PageLoading />;
  return <Suspense fallback={<PageLoading />}>{on ? <SyncInspector /> : <NotFoundPage />}</Suspense>;
}
