import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { OfflineStoreProvider, type AppStore } from '../../src/store-context';

/** Renders a screen at a path inside a memory router with the given store; other paths show their path. */
export function renderAt(path: string, pattern: string, element: ReactElement, store: AppStore) {
  const router = createMemoryRouter(
    [
      { path: pattern, element },
      { path: '*', element: <p data-testid="elsewhere">elsewhere</p> },
      { path: '/purchase/:code/:way', element: <p data-testid="purchase">purchase</p> },
    ],
    { initialEntries: [path] },
  );
  const view = render(
    <OfflineStoreProvider store={store}>
      <RouterProvider router={router} />
    </OfflineStoreProvider>,
  );
  return { ...view, router };
}
