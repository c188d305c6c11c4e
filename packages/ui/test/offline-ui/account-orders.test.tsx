// Before anything loads Dexie, which looks for IndexedDB once, at import.
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AccountOrder } from '@tm/core';
import { EUR_LINE } from '@tm/core/fixtures';
import { ApiError } from '../../src/api/client';
import { MyOrdersPage } from '../../src/offline-ui/MyOrdersPage';
import { fakeApi } from '../fake-api';
import { renderWithStore } from '../render-in-app';
import { sessionAs } from '../session-as';
import { confirmed, freshStoresEachTest, json, makeStore, network, orderRequest } from './store-fixture';

const stores = freshStoresEachTest(() => sessionAs(null));

/** A device that placed order 12345678. */
async function deviceWithOrder() {
  const req = orderRequest();
  const store = makeStore(async () => json(confirmed(req, '12345678'), 201), { onlineHost: network().host });
  stores.push(store);
  await store.outbox.submit(req);
  return store;
}

const onAccount = (Order_Id: string, Status: AccountOrder['Status']): AccountOrder => ({
  Order_Id,
  Status,
  status: 'buy',
  title: 'Click & Collect',
  CheckingPoint: 'Dagenham',
  time: '2026-11-02T10:30:00.000Z',
  Orders: [EUR_LINE],
});

describe('My orders, signed in: the account’s orders from other devices', () => {
  it('lists those this device does not hold, each with its status, amount and a way to track it', async () => {
    sessionAs({ email: 'ada@example.com' });
    const store = await deviceWithOrder();
    fakeApi.on('GET /account/orders', {
      orders: [onAccount('87654321', 'Accepted'), onAccount('12345678', 'Pending')],
      more: false,
    });
    renderWithStore(store, <MyOrdersPage />);
    const section = await screen.findByRole('region', { name: 'More orders on your account' });
    expect(section.textContent).toContain('ada@example.com');
    const items = within(section).getAllByRole('listitem');
    expect(items).toHaveLength(1);
    expect(items[0]!.textContent).toContain('Order Number 87654321');
    expect(items[0]!.textContent).toContain('Accepted');
    expect(items[0]!.textContent).toContain('€115.22 / £100.00');
    expect(within(section).getByRole('link', { name: 'Track order 87654321' }).getAttribute('href')).toBe(
      '/track?order=87654321',
    );
  });

  it('says when only the newest are listed', async () => {
    sessionAs({ email: 'ada@example.com' });
    fakeApi.on('GET /account/orders', { orders: [onAccount('87654321', 'Completed')], more: true });
    renderWithStore(await deviceWithOrder(), <MyOrdersPage />);
    expect(
      (await screen.findByRole('region', { name: 'More orders on your account' })).textContent,
    ).toContain('Only the newest are listed');
  });

  it('offline, says they show once back online', async () => {
    sessionAs({ email: 'ada@example.com' });
    fakeApi.on('GET /account/orders', new ApiError(0, 'network', 'offline'));
    renderWithStore(await deviceWithOrder(), <MyOrdersPage />);
    expect(
      await screen.findByText(/could not be loaded\. They show here when you are back online/),
    ).toBeTruthy();
  });

  it('signed out, asks nothing of the account', async () => {
    renderWithStore(await deviceWithOrder(), <MyOrdersPage />);
    await screen.findByText('Order Number', { exact: false });
    expect(fakeApi.calls.filter((c) => c.path === '/account/orders')).toEqual([]);
    expect(screen.queryByRole('region', { name: 'More orders on your account' })).toBeNull();
  });
});
