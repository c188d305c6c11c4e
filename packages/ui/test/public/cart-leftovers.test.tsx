import { act, cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getDefaultStore } from 'jotai';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { EUR_LINE, orderLine } from '@tm/core/fixtures';
import type { SessionUser } from '@tm/core';
import { sessionAtom } from '../../src/auth/session';
import { Calculator } from '../../src/pages/home/Calculator';
import { loadHomePricing } from '../../src/pages/home/use-home-pricing';
import { PurchasePage } from '../../src/pages/purchase/PurchasePage';
import { ExchangeRatesPage } from '../../src/pages/rates/ExchangeRatesPage';
import { EUR, fakeStore } from './fake-store';
import { renderAt, renderRoutes } from './render';
import { goToDetails, PURCHASE_ROUTE, renderPurchasePage } from './purchase-walk';

afterEach(() => {
  cleanup();
  sessionStorage.clear();
  getDefaultStore().set(sessionAtom, { user: null, loading: true });
});

async function fullCart(fake: ReturnType<typeof fakeStore>) {
  for (let i = 0; i < 4; i++)
    await fake.store.cart.add(
      orderLine({ Id: `l${i}`, currencyMycurrent: ['USD', 'JPY', 'CHF', 'AUD'][i]! }),
    );
}

const purchasePage = (fake: ReturnType<typeof fakeStore>) => renderPurchasePage(fake.store);

// The calculator prices once Home's arithmetic has loaded beside the first render (use-home-pricing.ts;
// home-pricing-loading.test.tsx covers the moment before); these tests are about the priced calculator.
beforeAll(() => loadHomePricing());

describe('Clear cart where the customer is told to clear it (issue 16.11a)', () => {
  it('the calculator offers it with "Please clear your cart", and clears only when confirmed', async () => {
    const fake = fakeStore();
    await fullCart(fake);
    renderAt('/', '/', <Calculator currencies={[EUR]} loading={false} />, fake.store);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Buy Money' }));
    await screen.findByText('Please clear your cart');

    await user.click(screen.getByRole('button', { name: 'Clear cart' }));
    expect(screen.getByText('Remove every item from your cart?')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Yes, clear my cart' }));
    await user.click(screen.getByRole('button', { name: 'Keep my cart' }));
    expect(fake.cart()).toHaveLength(4);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Clear cart' }));

    await user.click(screen.getByRole('button', { name: 'Clear cart' }));
    await user.click(screen.getByRole('button', { name: 'Yes, clear my cart' }));
    expect(fake.cart()).toEqual([]);
    expect(screen.queryByText('Please clear your cart')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Buy Money' }));
  });

  it('the Add Currency form offers it with "Please clear your cart"', async () => {
    const fake = fakeStore();
    await fullCart(fake);
    purchasePage(fake);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Add Currency +' }));
    await user.type(screen.getByLabelText(/^Total Money/), '95');
    await user.click(screen.getByRole('button', { name: 'Add +' }));
    const form = screen.getByRole('region', { name: 'Add Currency (up to 4 currencies)' });
    await within(form).findByText('Please clear your cart');
    await user.click(within(form).getByRole('button', { name: 'Clear cart' }));
    await user.click(within(form).getByRole('button', { name: 'Yes, clear my cart' }));
    expect(fake.cart()).toEqual([]);
    expect(within(form).queryByText('Please clear your cart')).toBeNull();
    await screen.findByText(/Your cart is empty/);
  });

  it('the order summary has it, confirmed first', async () => {
    const fake = fakeStore();
    await fake.store.cart.add(EUR_LINE);
    purchasePage(fake);
    const summary = screen.getByRole('region', { name: 'Order Summary' });
    await within(summary).findByText(/£100.00 → €115.22/);
    const user = userEvent.setup();
    await user.click(within(summary).getByRole('button', { name: 'Clear cart' }));
    await user.click(within(summary).getByRole('button', { name: 'Keep my cart' }));
    expect(fake.cart()).toHaveLength(1);
    await user.click(within(summary).getByRole('button', { name: 'Clear cart' }));
    await user.click(within(summary).getByRole('button', { name: 'Yes, clear my cart' }));
    await within(summary).findByText(/Your cart is empty/);
    expect(fake.cart()).toEqual([]);
    expect(document.activeElement).toBe(summary);
  });
});

describe('the rates page opens the purchase page to add its currency (issue 16.11b)', () => {
  it('CLICK & COLLECT for USD: the Add Currency form is open, on USD', async () => {
    const fake = fakeStore();
    const routes = [
      { path: '/exchangeRates', element: <ExchangeRatesPage /> },
      { path: PURCHASE_ROUTE, element: <PurchasePage /> },
    ];
    const { router } = renderRoutes(routes, '/exchangeRates', fake.store);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('link', { name: 'CLICK & COLLECT USD' }));
    expect(router.state.location.pathname).toBe('/purchase/USD/Order');
    const form = screen.getByRole('region', { name: 'Add Currency (up to 4 currencies)' });
    expect(within(form).queryByRole('button', { name: 'Add Currency +' })).toBeNull();
    expect(within(form).getByLabelText<HTMLSelectElement>('Currency').value).toBe('USD');
    await user.type(within(form).getByLabelText(/^Total Money/), '100');
    await user.click(within(form).getByRole('button', { name: 'Add +' }));
    await screen.findByText(/£100.00 → US\$132.33/);
  });

  it('a page opened otherwise keeps the form collapsed', async () => {
    purchasePage(fakeStore());
    expect(await screen.findByRole('button', { name: 'Add Currency +' })).toBeTruthy();
  });
});

describe("step 2 starts with a signed-in customer's email (issue 16.11c)", () => {
  const signedIn: SessionUser = {
    uid: 'u-1',
    email: 'grace@example.com',
    displayName: null,
    photoURL: null,
    emailVerified: true,
    role: 'user',
    boxGranted: false,
  };

  async function toStep2(fake = fakeStore()) {
    await fake.store.cart.add(EUR_LINE);
    purchasePage(fake);
    const user = userEvent.setup();
    await screen.findByText(/£100.00 → €115.22/);
    await goToDetails(user);
    return { user, email: await screen.findByLabelText<HTMLInputElement>('Email') };
  }

  it('fills the Email field from the session, and leaves it alone once changed', async () => {
    act(() => getDefaultStore().set(sessionAtom, { user: signedIn, loading: false }));
    const { user, email } = await toStep2();
    expect(email.value).toBe('grace@example.com');
    await user.clear(email);
    await user.type(email, 'other@example.com');
    expect(email.value).toBe('other@example.com');
  });

  it('signed out, the field is empty', async () => {
    act(() => getDefaultStore().set(sessionAtom, { user: null, loading: false }));
    const { email } = await toStep2();
    expect(email.value).toBe('');
  });
});
