import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { OfflineStoreProvider, type AppStore } from '../src/store-context';

/** Renders a screen inside a memory router, which its links and address reading need. */
export function renderInRouter(ui: ReactNode) {
  return render(<MemoryRouter>{ui}</MemoryRouter>);
}

/** Renders a screen as the shell does: with the device's offline store, inside a memory router. */
export function renderWithStore(store: AppStore, ui: ReactNode) {
  return render(
    <OfflineStoreProvider store={store}>
      <MemoryRouter>{ui}</MemoryRouter>
    </OfflineStoreProvider>,
  );
}
