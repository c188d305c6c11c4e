// Before anything loads Dexie, which looks for IndexedDB once, at import.
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { OfflineStore } from '@tm/offline';
import { renderWithStore } from '../render-in-app';
import { MyOrdersPage } from '../../src/offline-ui/MyOrdersPage';
import { OfflineNotice, pageShowsRates } from '../../src/offline-ui/OfflineNotice';
import { useRatesSnapshot } from '../../src/offline-ui/hooks';
import { QueuedOrderNotice } from '../../src/offline-ui/QueuedOrderNotice';
import { EUR, confirmed, json, makeStore, network, orderRequest } from './store-fixture';

// My orders asks POST /api/track for fresh statuses; here the fake API answers (404), never the network.
import '../fake-api';

const stores: OfflineStore[] = [];
afterEach(() => {
  cleanup();
  for (const s of stores.splice(0)) s.close();
});

function mount(store: OfflineStore, ui: React.ReactNode) {
  stores.push(store);
  return renderWithStore(store, ui);
}

/** Shows once the cached rates have been read, the way OfflineNotice reads them. */
function RatesRead() {
  return useRatesSnapshot() ? <span data-testid="rates-read" /> : null;
}

const offlineFetch = () => Promise.reject(new TypeError('Failed to fetch'));

describe('OfflineNotice', () => {
  it('appears when the network drops, with the age of the cached rates', async () => {
    const net = network(true);
    const store = makeStore(async () => json([EUR], 200, { etag: '"1"' }), { onlineHost: net.host });
    await store.rates.refresh();
    mount(
      store,
      <>
        <OfflineNotice />
        <RatesRead />
      </>,
    );
    // Online with the rates read (the probe subscribes after the notice, so it hears them no sooner): no notice.
    await screen.findByTestId('rates-read');
    expect(screen.queryByTestId('offline-notice')).toBeNull();
    act(() => net.set(false));
    expect((await screen.findByTestId('offline-notice')).textContent).toBe(
      'Offline — showing rates from just now',
    );
    act(() => net.set(true));
    expect(screen.queryByTestId('offline-notice')).toBeNull();
  });

  // An accessibility audit: the banner arrived as a new live region already filled, which screen readers
  // often do not read, and going back online was not said.
  it('changes inside a live region that is always there, and says when the connection is back', async () => {
    const net = network(true);
    const store = makeStore(async () => json([EUR], 200, { etag: '"1"' }), { onlineHost: net.host });
    await store.rates.refresh();
    mount(store, <OfflineNotice />);
    const region = await screen.findByTestId('offline-status');
    expect(region.getAttribute('aria-live')).toBe('polite');
    expect(region.textContent).toBe('');
    act(() => net.set(false));
    await screen.findByTestId('offline-notice');
    expect(screen.getByTestId('offline-status')).toBe(region);
    act(() => net.set(true));
    await waitFor(() => expect(region.textContent).toBe('Back online.'));
    expect(screen.getByTestId('offline-status')).toBe(region);
  });

  it('shows the age of old rates in minutes', async () => {
    const net = network(false);
    const twelveAgo = new Date(Date.now() - 12 * 60_000 - 1_000);
    const store = makeStore(async () => json([EUR], 200, { etag: '"1"' }), {
      onlineHost: net.host,
      now: () => twelveAgo,
    });
    await store.rates.refresh();
    mount(store, <OfflineNotice />);
    expect((await screen.findByTestId('offline-notice')).textContent).toBe(
      'Offline — showing rates from 12 minutes ago',
    );
  });

  it('offline with no rates at all: a clear message, not an empty screen', async () => {
    const net = network(false);
    const store = makeStore(offlineFetch, { onlineHost: net.host });
    mount(store, <OfflineNotice />);
    expect((await screen.findByTestId('offline-notice')).textContent).toMatch(/no saved rates yet/);
  });

  it('online but the server is unreachable: says that instead', async () => {
    const net = network(true);
    const store = makeStore(offlineFetch, { onlineHost: net.host });
    await store.rates.refresh();
    mount(store, <OfflineNotice />);
    expect((await screen.findByTestId('offline-notice')).textContent).toMatch(/can't reach Travel Money/);
  });

  it("on a page without rates, says what needs a connection instead of the rates' age", async () => {
    const net = network(false);
    const store = makeStore(async () => json([EUR], 200, { etag: '"1"' }), { onlineHost: net.host });
    await store.rates.refresh();
    mount(store, <OfflineNotice showsRates={false} />);
    const notice = await screen.findByTestId('offline-notice');
    expect(notice.textContent).toMatch(/^You are offline\. .*signing in, tracking an order/);
    expect(notice.textContent).not.toMatch(/showing rates/);
  });

  it('knows which pages show rates', () => {
    for (const path of ['/', '/purchase/EUR/Order', '/exchangeRates', '/exchangeRates/USD'])
      expect(pageShowsRates(path), path).toBe(true);
    for (const path of ['/signIn', '/track', '/contact', '/myOrders', '/exchangeRatesX', '/faq'])
      expect(pageShowsRates(path), path).toBe(false);
  });
});

describe('My orders and the queued notice', () => {
  it('lists a waiting order and, once sent, its number, status and repricing', async () => {
    let up = false;
    let t = Date.now();
    const req = orderRequest();
    const store = makeStore(
      async (url, init) => {
        if (!up) throw new TypeError('Failed to fetch');
        if (url.endsWith('/Order') && init?.method === 'POST') {
          return json(confirmed(req, '12345678', '1.1868', '118.68'), 201);
        }
        return json([EUR]);
      },
      { now: () => new Date(t) },
    );
    const { key, queued } = await store.outbox.submit(req);
    expect(queued).toBe(true);
    mount(
      store,
      <>
        <QueuedOrderNotice orderKey={key} />
        <MyOrdersPage />
      </>,
    );
    expect(await screen.findByText('Waiting to be sent')).toBeTruthy();
    expect(screen.getByTestId('queued-notice').textContent).toContain(
      'Your order is saved and will be sent when you are back online. You will get an order number then.',
    );
    // Offline, the quote is not yet a guarantee: the customer is told before the order reaches the branch.
    expect(screen.getByTestId('queued-notice').textContent).toContain(
      'Its rate is fixed when it reaches us. If our rates move before then, you will see the new amounts here',
    );

    up = true;
    t += 10 * 60_000; // past the back-off
    await act(() => store.sync.drain());
    const card = (await screen.findByRole('heading', { name: 'Order Number 12345678' })).closest('li')!;
    expect(within(card).getByText('Sent')).toBeTruthy();
    expect(within(card).getByText('Pending')).toBeTruthy();
    expect(within(within(card).getByRole('table')).getByText('€118.68')).toBeTruthy();
    expect(card.textContent).toContain('rate 1.1522 → 1.1868');
    // The customer pages' date ("28 Nov 2026, 17:11"), not the dashboard's "November 28th 2026".
    expect(within(card).getByText(/^\d{1,2} [A-Z][a-z]{2,3} \d{4}, \d{2}:\d{2}$/).tagName).toBe('TIME');
    // Repriced, the order can be cancelled where it is tracked.
    const cancel = within(card).getByRole('link', { name: 'cancel it on its tracking page' });
    expect(cancel.getAttribute('href')).toBe('/track?order=12345678');
    expect(await screen.findByText('Your order number is 12345678.')).toBeTruthy();
  });

  it('says when there are no orders yet', async () => {
    mount(makeStore(offlineFetch), <MyOrdersPage />);
    expect(await screen.findByText(/No orders from this device yet/)).toBeTruthy();
  });

  it('shows an order the server refused, with its message', async () => {
    let t = Date.now();
    let mode: 'down' | 'refuse' = 'down';
    const store = makeStore(
      async () => {
        if (mode === 'down') throw new TypeError('Failed to fetch');
        return json({ error: { code: 'validation', message: 'Please add currency item' } }, 400);
      },
      { now: () => new Date(t) },
    );
    await store.outbox.submit(orderRequest());
    mode = 'refuse';
    t += 10 * 60_000;
    await store.sync.drain();
    mount(store, <MyOrdersPage />);
    expect(await screen.findByText('Not accepted')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('Please add currency item');
  });
});
