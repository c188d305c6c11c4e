import { StaticRouter } from 'react-router';
import type { ReactElement } from 'react';
import { AppRoutes } from '../App';
import { whenScreensLoaded } from '../screens-loaded';

/**
 * The router element for rendering `path` at build time (the PWA's prerender): the same route table, with the
 * screens the path needs already loaded, so the HTML is what the browser's router renders there.
 */
export async function staticRouterFor(path: string): Promise<ReactElement> {
  await whenScreensLoaded(path);
  return (
    <StaticRouter location={path}>
      <AppRoutes />
    </StaticRouter>
  );
}
