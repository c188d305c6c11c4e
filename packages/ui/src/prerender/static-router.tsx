import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import type { ReactElement } from 'react';
import { routes } from '../routes';

/**
 * The router element for rendering `path` at build time (the PWA's prerender): the same route table, with the
 * lazy screens the path needs already loaded, so the HTML is what <RouterProvider> renders in the browser.
 * `hydrate={false}`: the page gets no inline hydration script (the CSP allows none; there is no loader data).
 */
export async function staticRouterFor(path: string): Promise<ReactElement> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(path, 'http://prerender.invalid')));
  if (context instanceof Response) throw new Error(`prerender of ${path}: the router answered a redirect`);
  if (context.errors) throw new Error(`prerender of ${path}: ${JSON.stringify(context.errors)}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  return <StaticRouterProvider router={router} context={context} hydrate={false} />;
}
