// Before anything loads Dexie, which looks for IndexedDB once, at import.
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { SessionUser } from '@tm/core';
import type { OfflineStore } from '@tm/offline';
import { UserMenu } from '../../src/layout/UserMenu';
import { renderWithStore } from '../render-in-app';
import { json, makeStore } from '../offline-ui/store-fixture';

const USER: SessionUser = {
  uid: 'u1',
  email: 'ada@e2e.test',
  displayName: null,
  photoURL: null,
  emailVerified: true,
  role: 'user',
  boxGranted: false,
};

const stores: OfflineStore[] = [];
afterEach(() => {
  cleanup();
  for (const s of stores.splice(0)) s.close();
});

/** The account menu with a button after it, as the page's next focusable control. */
function renderMenuThenButton() {
  const store = makeStore(async () => json({}, 200));
  stores.push(store);
  renderWithStore(
    store,
    <>
      <UserMenu user={USER} isAdmin={false} />
      <button type="button">Next on the page</button>
    </>,
  );
  return screen.getByRole('button', { name: `Account menu for ${USER.email}` });
}

describe('the account menu and the keyboard', () => {
  it('closes when Tab leaves its last item, leaving focus on what comes next', async () => {
    const user = userEvent.setup();
    const menuButton = renderMenuThenButton();
    await user.click(menuButton);
    expect(screen.getByRole('button', { name: 'Logout' })).toBeTruthy();

    await user.tab(); // Dashboard is not there (not an admin): My orders
    await user.tab(); // Logout
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Logout' }));
    await user.tab();

    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Next on the page' }));
    expect(screen.queryByRole('button', { name: 'Logout' })).toBeNull();
    expect(menuButton.getAttribute('aria-expanded')).toBe('false');
  });

  it('stays open while focus moves between the button and its items', async () => {
    const user = userEvent.setup();
    const menuButton = renderMenuThenButton();
    await user.click(menuButton);
    await user.tab();
    await user.tab({ shift: true });

    expect(document.activeElement).toBe(menuButton);
    expect(screen.getByRole('link', { name: 'My orders' })).toBeTruthy();
  });
});
