// Before anything loads Dexie, which looks for IndexedDB once, at import.
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SessionUser } from '@tm/core';
import type { OfflineStore } from '@tm/offline';
import { fakeApi } from '../fake-api';
import { UserMenu } from '../../src/layout/UserMenu';
import { renderWithStore } from '../render-in-app';
import { confirmed, json, makeStore, orderRequest } from './store-fixture';

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
beforeEach(() => {
  fakeApi.reset();
  fakeApi.on('POST /auth/signout', () => ({ message: 'ok' }));
});
afterEach(() => {
  cleanup();
  for (const s of stores.splice(0)) s.close();
});

/** A device with one order sent and, when `waiting`, one that could not reach the server. */
async function device(waiting: boolean) {
  let reachable = true;
  const store = makeStore(async () => {
    if (!reachable) throw new TypeError('Failed to fetch');
    return json(confirmed(orderRequest(), '12345678'), 201);
  });
  stores.push(store);
  await store.outbox.submit(orderRequest());
  reachable = false;
  if (waiting) await store.outbox.submit(orderRequest());
  renderWithStore(store, <UserMenu user={USER} isAdmin={false} />);
  return store;
}

const signOutCalls = () => fakeApi.calls.filter((c) => c.path === '/auth/signout');

describe('Logout on a device holding orders', () => {
  it('with nothing waiting, signs out at once and takes the orders off the device', async () => {
    const user = userEvent.setup();
    const store = await device(false);
    await user.click(screen.getByRole('button', { name: `Account menu for ${USER.email}` }));
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    await vi.waitFor(() => expect(signOutCalls()).toHaveLength(1));
    await vi.waitFor(async () => expect(await store.myOrders.list()).toEqual([]));
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('with an order waiting, asks first; staying signed in changes nothing, signing out keeps that order', async () => {
    const user = userEvent.setup();
    const store = await device(true);
    const menu = screen.getByRole('button', { name: `Account menu for ${USER.email}` });
    await user.click(menu);
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    // The dialog's code loads on first use (the account menu is on every page's first load): give it time.
    await user.click(await screen.findByRole('button', { name: 'Stay signed in' }, { timeout: 10_000 }));
    expect(signOutCalls()).toHaveLength(0);
    expect(await store.myOrders.list()).toHaveLength(1);
    await vi.waitFor(() => expect(document.activeElement).toBe(menu));

    await user.click(menu);
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    await user.click(await screen.findByRole('button', { name: 'Sign out, send it later' }));
    await vi.waitFor(() => expect(signOutCalls()).toHaveLength(1));
    await vi.waitFor(async () => expect(await store.myOrders.list()).toEqual([]));
    expect((await store.outbox.list()).map((r) => r.state)).toEqual(['queued']);
  });
});
