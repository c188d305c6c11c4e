// Before anything loads Dexie, which looks for IndexedDB once, at import.
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { OfflineStore } from '@tm/offline';
import { renderWithStore } from '../render-in-app';
import { MyOrdersPage } from '../../src/offline-ui/MyOrdersPage';
import { deviceTexts } from '../../src/offline-ui/device-texts';
import { confirmed, json, makeStore, network, orderRequest } from './store-fixture';

// My orders asks POST /api/track for fresh statuses; here the fake API answers (404), never the network.
import '../fake-api';

const stores: OfflineStore[] = [];
afterEach(() => {
  cleanup();
  for (const s of stores.splice(0)) s.close();
  sessionStorage.clear();
});

/** A device with one order sent (12345678) and one waiting to be sent (the server unreachable). */
async function usedDevice() {
  const net = network();
  let reachable = true;
  const store = makeStore(
    async (url, init) => {
      if (!reachable) throw new TypeError('Failed to fetch');
      if (url.endsWith('/Order') && init?.method === 'POST')
        return json(confirmed(orderRequest(), '12345678'), 201);
      return json({ error: { code: 'not_found', message: 'Not found' } }, 404);
    },
    { onlineHost: net.host },
  );
  stores.push(store);
  await store.outbox.submit(orderRequest());
  reachable = false;
  const waiting = await store.outbox.submit(orderRequest());
  sessionStorage.setItem('tm.purchaseDraft', JSON.stringify({ point: 'Dagenham', details: {} }));
  renderWithStore(store, <MyOrdersPage />);
  await screen.findByText('12345678');
  return { store, waitingKey: waiting.key };
}

describe('My orders: Forget this device', () => {
  it('asks first, says what goes and what stays, and Keep everything removes nothing', async () => {
    const user = userEvent.setup();
    const { store } = await usedDevice();
    const button = screen.getByRole('button', { name: deviceTexts.forgetButton });
    button.focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('alertdialog', { name: deviceTexts.forgetTitle });
    expect(
      within(dialog)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([...deviceTexts.forgetRemovedItems]);
    expect(within(dialog).getByText(deviceTexts.forgetKeeps(1))).toBeTruthy();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(document.activeElement).toBe(button);
    expect(await store.myOrders.list()).toHaveLength(1);
  });

  it('on confirming, empties the list but the order still waiting to be sent, and this tab’s form draft', async () => {
    const user = userEvent.setup();
    const { store, waitingKey } = await usedDevice();
    await user.click(screen.getByRole('button', { name: deviceTexts.forgetButton }));
    await user.click(await screen.findByRole('button', { name: deviceTexts.forgetConfirm }));
    await vi.waitFor(() => expect(screen.queryByText('12345678')).toBeNull());
    expect(await store.myOrders.list()).toEqual([]);
    expect((await store.outbox.list()).map((r) => r.key)).toEqual([waitingKey]);
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
    expect(sessionStorage.getItem('tm.purchaseDraft')).toBeNull();
  });
});
