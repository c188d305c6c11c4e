import { act, cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { EUR_LINE, orderRequest, orderLine } from '@tm/core/fixtures';
import type { OutboxEntry } from '@tm/offline';
import { MyOrdersPage } from '../../src/offline-ui/MyOrdersPage';
import { PurchasePage } from '../../src/pages/purchase/PurchasePage';
import { fakeStore } from './fake-store';
import { renderRoutes } from './render';
import { placeAdasOrder, PURCHASE_ROUTE, renderPurchasePage } from './purchase-walk';

afterEach(() => {
  cleanup();
  sessionStorage.clear();
});

const MESSAGE = 'Address can be at most 300 characters';

/** An order placed offline, sent later, and refused by the server naming the address. */
const refused = (): OutboxEntry => ({
  key: 'k-refused',
  body: orderRequest({ Name: 'Ada King Lovelace', Address: 'A'.repeat(301) }),
  createdAt: '2026-11-02T10:00:00.000Z',
  attempts: 2,
  nextAttemptAt: '2026-11-02T10:00:00.000Z',
  lastError: MESSAGE,
  lastIssues: [{ path: ['Address'], message: MESSAGE }],
  state: 'failed',
  claimedAt: null,
  claimedBy: null,
  orderId: null,
});

function renderApp(fake: ReturnType<typeof fakeStore>) {
  const routes = [
    { path: '/myOrders', element: <MyOrdersPage /> },
    { path: PURCHASE_ROUTE, element: <PurchasePage /> },
  ];
  return renderRoutes(routes, '/myOrders', fake.store).router;
}

describe('an order refused after it left the device', () => {
  it('My orders takes the customer to the field the server named, with its message, details kept', async () => {
    const fake = fakeStore();
    fake.control.outbox = [refused()];
    const router = renderApp(fake);
    const user = userEvent.setup();
    expect(await screen.findByText(MESSAGE)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Correct this order' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/purchase/EUR/Order'));
    expect(router.state.location.search).toBe('?step=2');
    const address = await screen.findByLabelText<HTMLInputElement>('Address');
    await waitFor(() => expect(document.activeElement).toBe(address));
    expect(address.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(address.getAttribute('aria-describedby')!)?.textContent).toBe(MESSAGE);
    expect(screen.getByLabelText<HTMLInputElement>('First Name').value).toBe('Ada');
    expect(screen.getByLabelText<HTMLInputElement>('Last Name').value).toBe('King Lovelace');
    expect(fake.cart()).toEqual([EUR_LINE]);
    expect(fake.control.outbox).toEqual([]);

    // Corrected, it goes out as a new order with the same name.
    await user.clear(address);
    await user.type(address, '1 High Road');
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    await screen.findByText('Order saved on this device');
    expect(fake.submitted).toMatchObject([{ Name: 'Ada King Lovelace', Address: '1 High Road' }]);
  }, 20_000);

  it('a cart holding other lines is kept until the customer chooses to replace it', async () => {
    const fake = fakeStore();
    fake.control.outbox = [refused()];
    const other = orderLine({ Id: 'other', currencyTake: '50.00', currencyMy: '57.61' });
    await fake.store.cart.add(other);
    const router = renderApp(fake);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Correct this order' }));
    expect(await screen.findByText(/Your cart holds other items/)).toBeTruthy();
    expect(fake.cart()).toEqual([other]);
    expect(router.state.location.pathname).toBe('/myOrders');

    await user.click(screen.getByRole('button', { name: 'Replace my cart and correct this order' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/purchase/EUR/Order'));
    expect(fake.cart()).toEqual([EUR_LINE]);
  }, 20_000);
});

describe('the purchase page left open on an order saved offline', () => {
  it('when the server refuses it, Correct this order goes to the field on the same page', async () => {
    const fake = fakeStore();
    const { router } = renderPurchasePage(fake.store);
    const user = userEvent.setup();
    await placeAdasOrder(user);
    await screen.findByText('Order saved on this device');

    // Back online, the sync engine sends it and the server refuses it, naming the address.
    const [row] = fake.control.outbox;
    act(() =>
      fake.control.setOutbox([
        {
          ...row!,
          state: 'failed',
          lastError: MESSAGE,
          lastIssues: [{ path: ['Address'], message: MESSAGE }],
        },
      ]),
    );
    // No longer "saved and will be sent": it says it was not accepted, and why.
    const notice = await screen.findByTestId('queued-notice');
    await waitFor(() => expect(notice.textContent).toContain('Your order was not accepted'));
    expect(notice.textContent).not.toContain('will be sent when you are back online');
    expect(notice.textContent).toContain(MESSAGE);
    await user.click(await screen.findByRole('button', { name: 'Correct this order' }));

    const address = await screen.findByLabelText<HTMLInputElement>('Address');
    await waitFor(() => expect(document.activeElement).toBe(address));
    expect(address.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText(MESSAGE)).toBeTruthy();
    expect(address.value).toBe('1 High Road');
    expect(screen.getByLabelText<HTMLInputElement>('Last Name').value).toBe('Lovelace');
    expect(router.state.location.search).toBe('?step=2');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(screen.getByText(/£100.00 → €115.22/)).toBeTruthy();
  }, 20_000);
});
