import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { orderLine } from '@tm/core/fixtures';
import { Calculator } from '../../src/pages/home/Calculator';
import { loadHomePricing } from '../../src/pages/home/use-home-pricing';
import { EUR, fakeStore, USD } from './fake-store';
import { renderAt } from './render';
import { serverOrderRules } from './server-order-rules';

afterEach(cleanup);

// The calculator prices once Home's arithmetic has loaded beside the first render (use-home-pricing.ts;
// home-pricing-loading.test.tsx covers the moment before); these tests are about the priced calculator.
beforeAll(() => loadHomePricing());

describe('Calculator', () => {
  it('defaults to EUR and Click & Collect and computes both ways', async () => {
    const { store } = fakeStore();
    renderAt('/', '/', <Calculator currencies={[EUR, USD]} loading={false} />, store);
    const picker = screen.getByLabelText<HTMLSelectElement>('Currency');
    expect(picker).toHaveProperty('value', 'EUR');
    // The currency's own name, not the API's label (the country): spec "defaults to EUR Euro".
    expect(picker.selectedOptions[0]?.textContent).toBe('EUR Euro');
    expect(screen.getByRole('tab', { name: 'Click & Collect' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByTestId('todays-rate').textContent).toBe('1 GBP = 1.1522 EUR');
    expect(screen.getByText('Online rate only - rates in branch will differ')).toBeTruthy();

    const user = userEvent.setup();
    const have = screen.getByLabelText(/^I have/);
    await user.clear(have);
    await user.type(have, '95');
    expect(screen.getByLabelText(/^I want to buy/)).toHaveProperty('value', '115.22');
    await user.tab();
    expect(have).toHaveProperty('value', '100.00');
  });

  it('shows Please give correct amount at the field, tied to it, with focus', async () => {
    const { store, cart } = fakeStore();
    renderAt('/', '/', <Calculator currencies={[EUR]} loading={false} />, store);
    const user = userEvent.setup();
    const have = screen.getByLabelText(/^I have/);
    await user.clear(have);
    await user.click(screen.getByRole('button', { name: 'Buy Money' }));
    const error = await screen.findByText('Please give correct amount');
    expect(have.getAttribute('aria-invalid')).toBe('true');
    expect(have.getAttribute('aria-describedby')).toBe(error.id);
    expect(document.activeElement).toBe(have);
    expect(cart()).toEqual([]);
  });

  it('while the rates load: no amount error, the button waits and says why', async () => {
    const { store, cart } = fakeStore();
    // The rates arrive when the test says so, as the offline store's first fetch would.
    function RatesLater() {
      const [arrived, setArrived] = useState(false);
      return (
        <>
          <button type="button" onClick={() => setArrived(true)}>
            rates arrive
          </button>
          <Calculator currencies={arrived ? [EUR] : []} loading={!arrived} />
        </>
      );
    }
    renderAt('/', '/', <RatesLater />, store);
    // The prerendered Home paints in this state: 100 GBP typed, nothing to price it with yet.
    expect(screen.queryByText('Please give correct amount')).toBeNull();
    const buy = screen.getByRole('button', { name: 'Buy Money' });
    expect(buy).toHaveProperty('disabled', true);
    expect(buy.getAttribute('aria-describedby')).toBe('calc-rate');
    expect(screen.getByTestId('todays-rate').textContent).toBe("Getting today's rates…");

    await userEvent.setup().click(screen.getByRole('button', { name: 'rates arrive' }));
    expect(buy).toHaveProperty('disabled', false);
    expect(buy.getAttribute('aria-describedby')).toBeNull();
    expect(screen.getByTestId('todays-rate').textContent).toBe('1 GBP = 1.1522 EUR');
    expect(cart()).toEqual([]);
  });

  it('with no rates at all once loading ends, the button says the rates are not available', () => {
    const { store } = fakeStore();
    renderAt('/', '/', <Calculator currencies={[]} loading={false} />, store);
    expect(screen.getByRole('button', { name: 'Buy Money' })).toHaveProperty('disabled', true);
    expect(screen.getByTestId('todays-rate').textContent).toBe(
      "Today's rates are not available right now. Please try again shortly.",
    );
  });

  it('Sell Money adds a sell line and opens the Sell purchase page', async () => {
    const { store, cart } = fakeStore();
    const { router } = renderAt('/', '/', <Calculator currencies={[EUR]} loading={false} />, store);
    const user = userEvent.setup();
    await user.click(screen.getByRole('tab', { name: 'Click & Sell' }));
    const have = screen.getByLabelText(/^I have/);
    await user.clear(have);
    await user.type(have, '300');
    expect(screen.getByLabelText(/^I will get/)).toHaveProperty('value', '254.95');
    expect(screen.getByTestId('calc-summary').textContent).toBe(
      'You sell €300.00 in notes and receive £254.95',
    );
    // Below the smallest note is not exchanged: the headline says the money that changes hands, as the email will.
    await user.clear(have);
    await user.type(have, '102.50');
    expect(screen.getByTestId('calc-summary').textContent).toBe(
      'You sell €100.00 in notes and receive £84.98',
    );
    expect(screen.getByTestId('calc-notes').textContent).toContain('€2.50');
    // The GBP field says the same money as the headline, not the £87.11 the whole €102.50 is priced at.
    expect(screen.getByLabelText(/^I will get/)).toHaveProperty('value', '84.98');
    await user.clear(have);
    await user.type(have, '300');
    await user.click(screen.getByRole('button', { name: 'Sell Money' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/purchase/EUR/Sell'));
    // The purchase page's first step then takes focus to its heading (issue 31.6; PurchasePage.test.tsx).
    expect(router.state.location.state).toEqual({ arrived: true });
    expect(cart()).toMatchObject([
      {
        currencyTake: '300.00',
        currencyTakecurrent: 'EUR',
        currencyMy: '254.95',
        currencyMycurrent: 'GBP',
        status: 'sell',
      },
    ]);
  });

  it('Sell from pounds says at the field what whole notes pay, and keeps saying it once the field settles', async () => {
    const { store, cart } = fakeStore();
    renderAt('/', '/', <Calculator currencies={[EUR]} loading={false} />, store);
    const user = userEvent.setup();
    await user.click(screen.getByRole('tab', { name: 'Click & Sell' }));
    const get = screen.getByLabelText(/^I will get/);
    await user.clear(get);
    await user.type(get, '100');
    // The field's £100 and the headline's £97.73 are explained where the pounds were typed.
    const note = 'We buy whole notes only: €115.00 in notes pays you £97.73';
    expect(screen.getByText(note)).toBeTruthy();
    expect(screen.getByTestId('calc-summary').textContent).toBe(
      'You sell €115.00 in notes and receive £97.73',
    );
    // Leaving the field settles it on the notes' £97.73; the note stays, so a press of Sell Money (which is
    // what blurs it) finds the button where it was and lands.
    await user.tab();
    expect(get).toHaveProperty('value', '97.73');
    expect(screen.getByText(note)).toBeTruthy();
    // A foreign amount typed needs no note: the GBP field shows what its notes pay.
    const have = screen.getByLabelText(/^I have/);
    await user.clear(have);
    await user.type(have, '300');
    expect(screen.queryByText(/We buy whole notes only/)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Sell Money' }));
    await waitFor(() => expect(cart()).toMatchObject([{ currencyTake: '300.00', currencyMy: '254.95' }]));
  });

  it('a full cart: Please clear your cart, focused, and no navigation', async () => {
    const { store } = fakeStore();
    const { router } = renderAt('/', '/', <Calculator currencies={[EUR]} loading={false} />, store);
    const user = userEvent.setup();
    for (let i = 0; i < 4; i++) {
      await store.cart.add(orderLine({ Id: `l${i}`, currencyMycurrent: ['USD', 'JPY', 'CHF', 'AUD'][i]! }));
    }
    await user.click(screen.getByRole('button', { name: 'Buy Money' }));
    const error = await screen.findByText('Please clear your cart');
    expect(document.activeElement).toBe(error);
    // The spec's words, then what the limit is and both ways on.
    expect(
      screen.getByText(
        'An order holds up to 4 currencies: remove one from your order, or clear the cart to start again.',
      ),
    ).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
  });

  it('a refused amount empties the other field, which says why, tied to it', async () => {
    const { store } = fakeStore();
    renderAt('/', '/', <Calculator currencies={[EUR]} loading={false} />, store);
    const user = userEvent.setup();
    const have = screen.getByLabelText(/^I have/);
    const want = screen.getByLabelText(/^I want to buy/);
    await user.clear(have);
    await user.type(have, 'abc');
    expect(want).toHaveProperty('value', '');
    const why = document.getElementById(want.getAttribute('aria-describedby')!);
    expect(why?.textContent).toBe('Enter a valid amount in GBP to see the EUR amount');
    expect(screen.getByText('Please give correct amount')).toBeTruthy();

    // Typed on the other side, the GBP field is the one emptied and explained.
    await user.type(want, '12.345');
    expect(have).toHaveProperty('value', '');
    expect(document.getElementById(have.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Enter a valid amount in EUR to see the GBP amount',
    );
    await user.clear(want);
    await user.type(want, '50');
    // Priced now: the GBP field says only why its amount differs (Collect's £10 rounding, issue 31.4).
    expect(document.getElementById(have.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Click & Collect amounts are rounded up to the next £10',
    );
    expect(screen.queryByText(/to see the/)).toBeNull();
  });

  it('says the £10 rounding at the GBP field, and keeps saying it once the field settles (issue 31.4)', async () => {
    const { store } = fakeStore();
    renderAt('/', '/', <Calculator currencies={[EUR]} loading={false} />, store);
    const user = userEvent.setup();
    const have = screen.getByLabelText(/^I have/);
    const said = 'Click & Collect amounts are rounded up to the next £10';
    const hintOf = () => document.getElementById(have.getAttribute('aria-describedby') ?? '')?.textContent;
    await user.clear(have);
    await user.type(have, '600');
    expect(hintOf()).toBeUndefined();
    await user.type(have, '.50');
    expect(hintOf()).toBe(said);
    // Leaving the field shows £610.00; the note stays, so nothing below it moves under the pointer.
    await user.tab();
    expect(have).toHaveProperty('value', '610.00');
    expect(hintOf()).toBe(said);
    await user.clear(have);
    await user.type(have, '600');
    expect(hintOf()).toBeUndefined();
  });

  it('a foreign amount typed for Collect: leaving the field keeps the quote, and the cart gets what it said', async () => {
    const { store, cart } = fakeStore();
    renderAt('/', '/', <Calculator currencies={[EUR]} loading={false} />, store);
    const user = userEvent.setup();
    const want = screen.getByLabelText(/^I want to buy/);
    await user.clear(want);
    await user.type(want, '102.50');
    expect(screen.getByTestId('calc-summary').textContent).toBe('You pay £90.00 and collect €103.70');
    await user.tab();
    // The same quote after the field settles: £90 paid for €103.70, not €103.70 priced again (£100).
    expect(screen.getByTestId('calc-summary').textContent).toBe('You pay £90.00 and collect €103.70');
    expect(want).toHaveProperty('value', '103.70');
    expect(screen.getByLabelText(/^I have/)).toHaveProperty('value', '90.00');
    await user.click(screen.getByRole('button', { name: 'Buy Money' }));
    await waitFor(() => expect(cart()).toHaveLength(1));
    expect(cart()[0]).toMatchObject({ currencyTake: '90.00', currencyMy: '103.70', status: 'buy' });
  });

  it('over the order limit: the limit at the amount, no absurd quote, and Buy Money refuses', async () => {
    serverOrderRules({ minGbp: '0.00', maxGbp: '5000.00' });
    const { store, cart } = fakeStore();
    const { router } = renderAt('/', '/', <Calculator currencies={[EUR]} loading={false} />, store);
    const user = userEvent.setup();
    const have = screen.getByLabelText(/^I have/);
    await user.clear(have);
    await user.type(have, '1000000000');
    const limit = await screen.findByText('Orders can be up to £5,000.00');
    expect(have.getAttribute('aria-describedby')).toBe(limit.id);
    expect(have.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText(/^I want to buy/)).toHaveProperty('value', '');
    expect(screen.queryByTestId('calc-summary')).toBeNull();
    expect(screen.queryByText(/1,000,000,000/)).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Buy Money' }));
    expect(document.activeElement).toBe(have);
    expect(router.state.location.pathname).toBe('/');
    expect(cart()).toEqual([]);

    // The limit itself is fine, and so is a Sell of foreign money worth less than it.
    await user.clear(have);
    await user.type(have, '5000');
    expect(screen.getByTestId('calc-summary').textContent).toBe('You pay £5,000.00 and collect €5,761.00');
    await user.click(screen.getByRole('tab', { name: 'Click & Sell' }));
    await user.clear(have);
    await user.type(have, '5800');
    expect(screen.getByLabelText(/^I will get/)).toHaveProperty('value', '4929.04');
    await user.type(have, '0');
    expect(screen.getByText('Orders can be up to £5,000.00')).toBeTruthy();
  });
});
