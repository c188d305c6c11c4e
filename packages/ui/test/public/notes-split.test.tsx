import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { makeCartLine } from '@tm/core/money';
import { orderRequest, placedOrder } from '@tm/core/fixtures';
import { Calculator } from '../../src/pages/home/Calculator';
import { loadHomePricing } from '../../src/pages/home/use-home-pricing';
import { ConfirmationStep } from '../../src/pages/purchase/ConfirmationStep';
import { OrderSummary } from '../../src/pages/purchase/OrderSummary';
import { EUR, fakeStore } from './fake-store';
import { renderAt } from './render';

afterEach(cleanup);

const JPY = { ...EUR, value: 'JPY', label: 'Japan', Rate: '167.3420', Sell: '-2.5', Buy: '3' };

// The calculator prices once Home's arithmetic has loaded beside the first render (use-home-pricing.ts;
// home-pricing-loading.test.tsx covers the moment before); these tests are about the priced calculator.
beforeAll(() => loadHomePricing());

describe('what is handed over in notes (Terms: banknotes only)', () => {
  it('the calculator says it for Collect and Sell, the priced amounts unchanged', async () => {
    const { store } = fakeStore();
    renderAt('/', '/', <Calculator currencies={[EUR, JPY]} loading={false} />, store);
    const user = userEvent.setup();
    const have = screen.getByLabelText(/^I have/);
    await user.clear(have);
    await user.type(have, '95');
    expect(screen.getByLabelText(/^I want to buy/)).toHaveProperty('value', '115.22');
    expect(screen.getByTestId('calc-notes').textContent).toBe(
      '€115 in notes, €0.22 (£0.19) paid back in GBP',
    );

    await user.selectOptions(screen.getByLabelText('Currency'), 'JPY');
    await user.clear(have);
    await user.type(have, '500');
    expect(screen.getByTestId('calc-notes').textContent).toBe(
      'JP¥81,000 in notes, JP¥579 (£3.55) paid back in GBP',
    );

    await user.click(screen.getByRole('tab', { name: 'Click & Sell' }));
    await user.selectOptions(screen.getByLabelText('Currency'), 'EUR');
    await user.clear(screen.getByLabelText(/^I will get/));
    await user.type(screen.getByLabelText(/^I will get/), '100');
    expect(screen.getByTestId('calc-notes').textContent).toBe(
      '€115 in notes; the branch takes notes only, so €2.67 (£2.27) is not exchanged',
    );
  });

  it('the order summary says it under each line', () => {
    const { store } = fakeStore();
    const lines = [
      makeCartLine({ currency: EUR, way: 'buy', gbp: '100', id: 'e' }),
      makeCartLine({ currency: JPY, way: 'buy', gbp: '500', id: 'j' }),
    ];
    renderAt('/', '/', <OrderSummary lines={lines} loaded onRemove={() => Promise.resolve()} />, store);
    const summary = within(screen.getByRole('region', { name: 'Order Summary' }));
    expect(summary.getByText('€115 in notes, €0.22 (£0.19) paid back in GBP')).toBeTruthy();
    expect(summary.getByText('JP¥81,000 in notes, JP¥579 (£3.55) paid back in GBP')).toBeTruthy();
  });

  it('the confirmation says it for every line of the order as the server priced it', () => {
    const { store } = fakeStore();
    const line = makeCartLine({ currency: EUR, way: 'buy', gbp: '100', id: 'e' });
    const order = placedOrder(orderRequest(), '12345678', [line]);
    renderAt('/', '/', <ConfirmationStep order={order} repricing={[]} />, store);
    expect(screen.getByText('Banknotes only:')).toBeTruthy();
    expect(screen.getByText('€115 in notes, €0.22 (£0.19) paid back in GBP')).toBeTruthy();
  });
});
