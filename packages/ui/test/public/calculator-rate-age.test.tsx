import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { Calculator } from '../../src/pages/home/Calculator';
import { loadHomePricing } from '../../src/pages/home/use-home-pricing';
import { EUR, fakeStore } from './fake-store';
import { renderAt } from './render';
import { serverOrderRules } from './server-order-rules';

/**
 * Issue 31.8 in the calculator: the chosen rate's age as core's rate-age rule has it. A sample says so, a rate
 * older than a day says when it was set, and one older than RATES_MAX_AGE_HOURS (told by GET /orderRules)
 * refuses Buy Money before the server would.
 */
afterEach(cleanup);
beforeAll(() => loadHomePricing());

const hoursAgo = (h: number) => new Date(Date.now() - h * 3_600_000).toISOString();

function renderWith(currency: typeof EUR) {
  const { store, cart } = fakeStore([currency]);
  const view = renderAt('/', '/', <Calculator currencies={[currency]} loading={false} />, store);
  return { ...view, cart };
}

describe('Calculator: how old the rate is', () => {
  beforeAll(() =>
    serverOrderRules({ minGbp: '0.00', maxGbp: '5000.00', ratesMaxAgeHours: 48, ratesProvider: 'service' }),
  );

  it('a fresh rate: nothing more than the rate', async () => {
    renderWith({ ...EUR, sample: false, updatedAt: hoursAgo(2) });
    expect(screen.getByTestId('todays-rate').textContent).toBe('1 GBP = 1.1522 EUR');
    expect(screen.queryByTestId('calc-rate-age')).toBeNull();
  });

  it('a sample rate: "Sample rates — not for trading"', () => {
    renderWith({ ...EUR, sample: true, updatedAt: hoursAgo(2) });
    expect(screen.getByTestId('calc-rate-age').textContent).toBe('Sample rates — not for trading');
  });

  it('older than a day: "Rates last updated …", and still sold', async () => {
    renderWith({ ...EUR, sample: false, updatedAt: hoursAgo(30) });
    expect(await screen.findByText(/^Rates last updated \d+ \w+ \d{4}, \d\d:\d\d$/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Buy Money' })).toHaveProperty('disabled', false);
  });

  it('older than RATES_MAX_AGE_HOURS: the refusal is said and Buy Money is off', async () => {
    const { cart } = renderWith({ ...EUR, sample: false, updatedAt: hoursAgo(49) });
    const refusal = await screen.findByText(/^We cannot take orders for EUR right now/);
    expect(refusal.textContent).toContain('more than 48 hours ago');
    const buy = screen.getByRole('button', { name: 'Buy Money' });
    expect(buy).toHaveProperty('disabled', true);
    expect(buy.getAttribute('aria-describedby')).toBe('calc-rate');
    await userEvent.setup().click(buy);
    expect(cart()).toEqual([]);
  });
});
