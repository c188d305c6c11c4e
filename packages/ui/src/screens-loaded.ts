import { matchRoutes } from 'react-router';
import { routes, type ScreenHandle } from './routes';

/**
 * Resolves once the screens `path` shows have their code. A prerendered page must not hydrate before that:
 * its first render would be the loading placeholder, not the screen the HTML already shows. The build's
 * prerender waits the same way, so its HTML is the screen.
 */
export async function whenScreensLoaded(path: string): Promise<void> {
  const matches = matchRoutes(routes, path) ?? [];
  await Promise.all(matches.map((m) => (m.route.handle as ScreenHandle | undefined)?.preload()));
}
