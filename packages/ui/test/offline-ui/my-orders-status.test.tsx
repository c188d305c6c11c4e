// Before anything loads Dexie, which looks for IndexedDB once, at import.
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { OfflineStore } from '@tm/offline';
import { DAGENHAM_BRANCH, type TrackedOrder } from '@tm/core';
import { fakeApi } from '../fake-api';
import { renderWithStore } from '../render-in-app';
import { MyOrdersPage } from '../../src/offline-ui/MyOrdersPage';
import { confirmed, freshStoresEachTest, json, makeStore, network, orderRequest } from './store-fixture';

const stores = freshStoresEachTest();

/** A store holding one order the server confirmed as 12345678 (Pending). */
async function storeWithSentOrder() {
  const net = network();
  const req = orderRequest();
  const store = makeStore(async () => json(confirmed(req, '12345678'), 201), { onlineHost: net.host });
  stores.push(store);
  const result = await store.outbox.submit(req);
  expect(result.queued).toBe(false);
  return { store, net, email: req.Email, key: result.key };
}

const mount = (store: OfflineStore) => renderWithStore(store, <MyOrdersPage />);

/** What POST /api/track answers for order 12345678, in `Status` after these `events`. */
const tracked = (
  Status: TrackedOrder['Status'],
  events: TrackedOrder['events'],
): Partial<TrackedOrder> & Record<string, unknown> => ({
  Order_Id: '12345678',
  Status,
  status: 'buy',
  title: 'Click & Collect',
  Orders: [],
  time: '2026-11-02T10:30:00.000Z',
  guaranteedUntil: '2026-11-03T10:30:00.000Z',
  CheckingPoint: 'Dagenham',
  branch: DAGENHAM_BRANCH,
  events,
  watchToken: '1.token',
});

describe('My orders: status from the server', () => {
  it('online, asks POST /api/track for each sent order and shows the fresh status', async () => {
    const { store, email } = await storeWithSentOrder();
    fakeApi.on('POST /track', () =>
      tracked('Accepted', [{ what: 'Placed', at: '2026-11-02T10:30:00.000Z' }]),
    );
    mount(store);
    expect(await screen.findByText('Accepted')).toBeTruthy();
    expect(fakeApi.calls.find((c) => c.path === '/track')?.body).toEqual({
      Order_Id: '12345678',
      Email: email,
    });
    expect(screen.queryByText(/last known/)).toBeNull();
    expect(screen.getByRole('link', { name: 'Track this order' }).getAttribute('href')).toBe(
      '/track?order=12345678',
    );
  });

  it('offline, shows the last known status with its age and asks nothing', async () => {
    const { store, net, key } = await storeWithSentOrder();
    const twoHoursAgo = new Date(Date.now() - 2 * 3600_000 - 60_000).toISOString();
    await store.myOrders.noteStatus(key, { status: 'Accepted', checkedAt: twoHoursAgo, endedAt: null });
    net.set(false);
    mount(store);
    expect(await screen.findByText('Accepted')).toBeTruthy();
    expect(screen.getByText(/last known, checked 2 hours ago/)).toBeTruthy();
    expect(fakeApi.calls.filter((c) => c.path === '/track')).toHaveLength(0);
  });

  it('keeps what tracking said with the order, with when it ended (the start of its time to be forgotten)', async () => {
    const { store } = await storeWithSentOrder();
    fakeApi.on('POST /track', () =>
      tracked('Completed', [
        { what: 'Placed', at: '2026-11-02T10:30:00.000Z' },
        { what: 'Accepted', at: '2026-11-02T11:00:00.000Z' },
        { what: 'Completed', at: '2026-11-03T16:45:00.000Z' },
      ]),
    );
    mount(store);
    expect(await screen.findByText('Completed')).toBeTruthy();
    await vi.waitFor(async () =>
      expect((await store.myOrders.list())[0]?.known).toMatchObject({
        status: 'Completed',
        endedAt: '2026-11-03T16:45:00.000Z',
      }),
    );
  });
});
