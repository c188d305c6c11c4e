import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { customerRate } from '@tm/core/money';
import { CompareRates } from '../../src/pages/home/CompareRates';
import { loadHomePricing } from '../../src/pages/home/use-home-pricing';
import { ExchangeRatesPage } from '../../src/pages/rates/ExchangeRatesPage';
import { RateColumns } from '../../src/screen/RateColumns';
import { boardRows } from '../../src/screen/board-rows';
import { EUR, fakeStore } from './fake-store';
import { renderAt } from './render';

afterEach(cleanup);
// Home prices once its arithmetic has loaded beside the first render (use-home-pricing.ts).
beforeAll(() => loadHomePricing());

/** A table's column headings and its EUR row's cells, read as a customer would. */
function read(table: HTMLElement) {
  const headings = within(table)
    .getAllByRole('columnheader')
    .map((th) => th.textContent?.trim());
  const eur = within(table)
    .getAllByRole('row')
    .find((row) => row.textContent?.includes('EUR'))!;
  const cells = within(eur)
    .getAllByRole('cell')
    .map((td) => td.textContent?.trim());
  return { headings, cells };
}

// We Sell is what Click & Collect pays (the customer buys), We Buy what Click & Sell gets (docs/pricing.md).
const weSell = customerRate(EUR, 'buy');
const weBuy = customerRate(EUR, 'sell');

describe('the price columns read the same way on every list of rates', () => {
  it('Home: Currency, We Sell, We Buy', () => {
    renderAt('/', '/', <CompareRates currencies={[EUR]} />, fakeStore([EUR]).store);
    const { headings, cells } = read(screen.getByRole('table'));
    expect(headings).toEqual(['Currency', 'We Sell', 'We Buy']);
    expect(cells).toEqual([weSell, weBuy]);
  });

  it('Exchange Rates: We Sell, then We Buy', async () => {
    renderAt('/exchangeRates', '/exchangeRates', <ExchangeRatesPage />, fakeStore([EUR]).store);
    const table = await screen.findByTestId('rates-desktop');
    await within(table).findAllByTestId('rate-row');
    const { headings, cells } = read(table);
    expect(headings.slice(2, 4)).toEqual(['We Sell', 'We Buy']);
    expect(cells.slice(1, 3)).toEqual([weSell, weBuy]);
  });

  it('the wall board: Currency, We Sell, We Buy, as on the site', () => {
    render(<RateColumns rows={boardRows([EUR], [])} columns={1} rowsPerColumn={10} rowVmin={5} />);
    const { headings, cells } = read(screen.getByRole('table'));
    expect(headings).toEqual(['Currency', 'We Sell', 'We Buy']);
    expect(cells).toEqual([weSell, weBuy]);
  });
});
