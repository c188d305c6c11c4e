import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(cleanup);

// Home's arithmetic (decimal.js and the money rules) loads beside the first render, not before it
// (use-home-pricing.ts). Until it is there the calculator must look as it does while the rates load, with
// Buy Money disabled, never a wrong figure or "Please give correct amount"; then it prices as usual.
describe('Home before its arithmetic has loaded', () => {
  it('shows the calculator as while the rates load, then prices once it arrives', async () => {
    vi.resetModules();
    let arrive: () => void = () => undefined;
    const arrived = new Promise<void>((resolve) => (arrive = resolve));
    vi.doMock('../../src/pages/home/home-pricing', async () => {
      await arrived;
      return vi.importActual('../../src/pages/home/home-pricing');
    });
    const { Calculator } = await import('../../src/pages/home/Calculator');
    const { CompareRates } = await import('../../src/pages/home/CompareRates');
    // After resetModules, with the same copies of the store's context as the components above.
    const { EUR, fakeStore, USD } = await import('./fake-store');
    const { renderAt } = await import('./render');

    const { store } = fakeStore();
    renderAt(
      '/',
      '/',
      <>
        <Calculator currencies={[EUR, USD]} loading={false} />
        <CompareRates currencies={[EUR, USD]} />
      </>,
      store,
    );
    expect(screen.getByTestId('todays-rate').textContent).toBe("Getting today's rates…");
    expect(screen.getByRole('button', { name: 'Buy Money' })).toHaveProperty('disabled', true);
    expect(screen.getByLabelText(/^I have/)).toHaveProperty('value', '100');
    expect(screen.getByLabelText(/^I want to buy/)).toHaveProperty('value', '');
    expect(screen.getByRole('row', { name: /EUR/ }).textContent).toContain('—');

    arrive();
    await waitFor(() => expect(screen.getByTestId('todays-rate').textContent).toBe('1 GBP = 1.1522 EUR'));
    expect(screen.getByLabelText(/^I want to buy/)).toHaveProperty('value', '115.22');
    expect(screen.getByRole('button', { name: 'Buy Money' })).toHaveProperty('disabled', false);
    expect(screen.getByRole('row', { name: /EUR/ }).textContent).not.toContain('—');
    vi.doUnmock('../../src/pages/home/home-pricing');
  });
});
