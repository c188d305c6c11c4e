/*
 * The purchase page from the moment the order goes out: a refusal from the server, the page's way against
 * the cart's, the confirmation as an order page, and focus on arrival. Steps 1 and 2 and their history:
 * PurchasePage.test.tsx.
 */
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { makeCartLine } from '@tm/core/money';
import { placedOrder } from '@tm/core/fixtures';
import { EUR, fakeStore } from './fake-store';
import type { SubmitResult } from '@tm/offline';
import {
  acceptRulesAndPlace,
  addLineAndGoToDetails,
  goToDetails,
  placeAdasOrder,
  renderPurchasePage,
  typeDetails,
} from './purchase-walk';

afterEach(() => {
  cleanup();
  sessionStorage.clear();
});

describe('PurchasePage: a refusal from the server', () => {
  async function toFilledDetails(fake = fakeStore()) {
    const view = renderPurchasePage(fake.store);
    const user = userEvent.setup();
    await typeDetails(user, await addLineAndGoToDetails(user));
    await user.click(screen.getByRole('checkbox'));
    return { ...view, fake, user };
  }

  const refusal = (path: string, message: string) => (): SubmitResult => ({
    status: 'failed',
    key: 'k',
    queued: false,
    error: message,
    issues: [{ path: [path], message }],
  });

  it('nothing typed is cut: past the length the order keeps, the field says so (issue 31.10)', async () => {
    const { user } = await toFilledDetails();
    const lastName = screen.getByLabelText<HTMLInputElement>('Last Name');
    expect(lastName.maxLength).toBe(-1);
    await user.clear(lastName);
    await user.type(lastName, 'L'.repeat(60));
    expect(lastName.getAttribute('aria-invalid')).toBeNull();
    await user.type(lastName, 'M');
    expect(lastName.value).toBe(`${'L'.repeat(60)}M`);
    expect(lastName.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(lastName.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Last name can be at most 60 characters',
    );
  }, 20_000);

  it("a 400 naming the address stays on step 2, the server's message under Address, focused", async () => {
    const fake = fakeStore();
    const message = 'Address can be at most 300 characters';
    fake.control.answer = refusal('Address', message);
    const { router, user } = await toFilledDetails(fake);
    await user.click(screen.getByRole('button', { name: 'Place Order' }));

    const address = await screen.findByLabelText<HTMLInputElement>('Address');
    await waitFor(() => expect(document.activeElement).toBe(address));
    expect(address.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(address.getAttribute('aria-describedby')!)?.textContent).toBe(message);
    expect(router.state.location.search).toBe('?step=2');
    expect(screen.getByLabelText<HTMLInputElement>('First Name').value).toBe('Ada');
    expect(screen.queryByText('Something went wrong')).toBeNull();

    // Changing the field clears its message; the next try goes out.
    fake.control.answer = null;
    await user.type(address, ', Dagenham');
    expect(address.getAttribute('aria-invalid')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    await screen.findByText('Order saved on this device');
  }, 20_000);

  it('with two fields named, correcting one leaves focus where the customer types', async () => {
    const fake = fakeStore();
    fake.control.answer = (): SubmitResult => ({
      status: 'failed',
      key: 'k',
      queued: false,
      error: 'Enter a valid email',
      issues: [
        { path: ['Email'], message: 'Enter a valid email' },
        { path: ['Address'], message: 'Address can be at most 300 characters' },
      ],
    });
    const { user } = await toFilledDetails(fake);
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    const email = screen.getByLabelText<HTMLInputElement>('Email');
    await waitFor(() => expect(document.activeElement).toBe(email));
    await user.type(email, 'x');
    expect(document.activeElement).toBe(email);
    expect(email.getAttribute('aria-invalid')).toBeNull();
    expect(screen.getByText('Address can be at most 300 characters')).toBeTruthy();
  }, 20_000);

  it('a 400 about the Name lands on the longer of the two name fields', async () => {
    const fake = fakeStore();
    fake.control.answer = refusal('Name', 'Name can be at most 121 characters');
    const { user } = await toFilledDetails(fake);
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    const last = screen.getByLabelText<HTMLInputElement>('Last Name');
    await waitFor(() => expect(document.activeElement).toBe(last));
    expect(last.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Name can be at most 121 characters')).toBeTruthy();
  }, 20_000);

  it('a 400 naming the collection point goes back to step 1 with the message under the select', async () => {
    const fake = fakeStore();
    fake.control.answer = refusal('CheckingPoint', 'Select the checking point');
    const { router, user } = await toFilledDetails(fake);
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    const select = await screen.findByLabelText(/^(Collection Point|Where to sell)$/);
    await waitFor(() => expect(document.activeElement).toBe(select));
    expect(select.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Select the checking point')).toBeTruthy();
    expect(router.state.location.search).toBe('');

    // The details are still there for the next Next.
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect((await screen.findByLabelText<HTMLInputElement>('Address')).value).toBe('1 High Road');
  }, 20_000);
});

/** docs/pricing.md's yen: Rate 167.3420, Sell -2.5, Buy 3. */
const JPY = { ...EUR, value: 'JPY', label: 'Japan', Rate: '167.3420', Sell: '-2.5', Buy: '3' };

describe("PurchasePage: the page's way and the cart's agree", () => {
  /** Collect lines in the cart, then CLICK & SELL for JPY (the rates page's link). */
  async function sellPageWithCollectCart() {
    const fake = fakeStore([EUR, JPY]);
    await fake.store.cart.add(makeCartLine({ currency: EUR, way: 'buy', gbp: '100', id: 'l1' }));
    const view = renderPurchasePage(fake.store, '/purchase/JPY/Sell');
    return { ...view, fake, user: userEvent.setup() };
  }

  it('a Sell page with Collect lines says so, and shows neither the lines nor step 1 as a Sell order', async () => {
    await sellPageWithCollectCart();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Sell travel money');
    const notice = await screen.findByTestId('way-mismatch');
    expect(notice.textContent).toContain(
      'Your cart holds Click & Collect items, and this page is for Click & Sell.',
    );
    expect(screen.queryByText(/£100.00 → €115.22/)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add Currency +' })).toBeNull();
  });

  it('going back keeps the cart and opens its own way', async () => {
    const { fake, router, user } = await sellPageWithCollectCart();
    await user.click(await screen.findByRole('link', { name: 'Go back to my Click & Collect cart' }));
    expect(router.state.location.pathname).toBe('/purchase/EUR/Order');
    expect(fake.cart()).toHaveLength(1);
  });

  it('starting a new Sell cart empties it only then, and the Sell order goes out as Click & Sell', async () => {
    const { fake, user } = await sellPageWithCollectCart();
    expect(fake.cart()).toHaveLength(1);
    await user.click(await screen.findByRole('button', { name: 'Start a new Click & Sell cart' }));
    await screen.findByText(/Your cart is empty/);
    expect(fake.cart()).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Add Currency +' }));
    await user.type(screen.getByLabelText(/^Fx Amount/), '10000');
    await user.click(screen.getByRole('button', { name: 'Add +' }));
    await screen.findByText(/¥10,000 →/);
    await typeDetails(user, await goToDetails(user));
    await acceptRulesAndPlace(user);
    await screen.findByText('Order saved on this device');
    expect(fake.submitted).toMatchObject([
      { status: 'sell', title: 'Click & Sell', Orders: [{ currencyTakecurrent: 'JPY', status: 'sell' }] },
    ]);
  }, 20_000);
});

describe('PurchasePage: the confirmation is an order page', () => {
  async function placeOrder(fake: ReturnType<typeof fakeStore>) {
    const view = renderPurchasePage(fake.store);
    const user = userEvent.setup();
    await placeAdasOrder(user);
    return view;
  }

  const reload = (url: string, fake: ReturnType<typeof fakeStore>) => {
    cleanup();
    return renderPurchasePage(fake.store, url);
  };

  it("each step has its own tab title, so a screen reader says the step reached (Sell's page alike)", async () => {
    const fake = fakeStore();
    fake.control.answer = (request) => {
      const order = placedOrder(request, '12345678');
      return { status: 'delivered', key: 'k1', queued: false, order, repricing: [] };
    };
    renderPurchasePage(fake.store);
    await waitFor(() => expect(document.title).toBe('Create order | Order travel money | Travel Money'));
    const user = userEvent.setup();
    const firstName = await addLineAndGoToDetails(user);
    await waitFor(() => expect(document.title).toBe('Your details | Order travel money | Travel Money'));
    await typeDetails(user, firstName);
    await acceptRulesAndPlace(user);
    await screen.findByTestId('order-number');
    expect(document.title).toBe('Order confirmation | Order travel money | Travel Money');

    reload('/purchase/EUR/Sell', fakeStore());
    await waitFor(() => expect(document.title).toBe('Create order | Sell travel money | Travel Money'));
  }, 20_000);

  it('a reload of step 3 shows the same order again, read from the device by its number', async () => {
    const fake = fakeStore();
    fake.control.answer = (request) => {
      const order = placedOrder(request, '12345678');
      // As the real outbox does: the confirmation is kept in My orders on the device.
      fake.control.myOrders = [{ key: 'k1', order, deliveredAt: order.time, repricing: [] }];
      return { status: 'delivered', key: 'k1', queued: false, order, repricing: [] };
    };
    const { router } = await placeOrder(fake);
    expect((await screen.findByTestId('order-number')).textContent).toBe('12345678');
    const { pathname, search } = router.state.location;
    expect(search).toBe('?step=3&order=12345678');

    reload(`${pathname}${search}`, fake);
    expect((await screen.findByTestId('order-number')).textContent).toBe('12345678');
    expect(screen.getByTestId('booking-details').textContent).toContain('Ada Lovelace');
    expect(screen.queryByText(/Your cart is empty/)).toBeNull();
    expect(screen.getByText('ORDER CONFIRMATION').closest('li')?.getAttribute('aria-current')).toBe('step');
  }, 20_000);

  it('an order waiting in the outbox: a reload of step 3 still says it is saved', async () => {
    const fake = fakeStore();
    const { router } = await placeOrder(fake);
    await screen.findByText('Order saved on this device');
    const { pathname, search } = router.state.location;
    expect(search).toBe('?step=3&key=k1');

    reload(`${pathname}${search}`, fake);
    expect(await screen.findByText('Order saved on this device')).toBeTruthy();
    expect(screen.queryByText(/Your cart is empty/)).toBeNull();
  }, 20_000);

  it('an order number this device does not hold: says so and offers tracking', async () => {
    const fake = fakeStore();
    reload('/purchase/EUR/Order?step=3&order=87654321', fake);
    expect(await screen.findByText(/Order 87654321 was not placed on this device/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Track this order' }).getAttribute('href')).toBe(
      '/track?order=87654321',
    );
  });
});

describe('PurchasePage: focus on arrival (issue 31.6)', () => {
  it("opened by Buy Money (history state 'arrived'), step 1's heading takes focus", async () => {
    // Home stands for the page Buy Money is on; the purchase page then opens with the calculator's state.
    const { router } = renderPurchasePage(fakeStore().store, '/');
    await act(() => router.navigate('/purchase/EUR/Order', { state: { arrived: true } }));
    const heading = await screen.findByRole('heading', { name: 'Create Order' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
  });

  it('opened any other way (a link, a reload), focus is left to the browser', async () => {
    renderPurchasePage(fakeStore().store);
    const heading = await screen.findByRole('heading', { name: 'Create Order' });
    expect(document.activeElement).not.toBe(heading);
  });
});
