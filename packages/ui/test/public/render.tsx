import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { OfflineStoreProvider, type AppStore } from '../../src/store-context';

/** Renders these routes inside a memory router opened at `path`, with the given store. */
export function renderRoutes(routes: RouteObject[], path: string, store: AppStore) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const view = render(
    <OfflineStoreProvider store={store}>
      <RouterProvider router={router} />
    </OfflineStoreProvider>,
  );
  return { ...view, router };
}

/** Renders a screen at a path inside a memory router with the given store; other paths show their path. */
export function renderAt(path: string, pattern: string, element: ReactElement, store: AppStore) {
  return renderRoutes(
    [
      { path: pattern, element },
      { path: '*', element: <p data-testid="elsewhere">elsewhere</p> },
      { path: '/purchase/:code/:way', element: <p data-testid="purchase">purchase</p> },
    ],
    path,
    store,
  );
}
