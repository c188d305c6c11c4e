import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { RateHistory } from '@tm/core';
import { eurWeek } from '@tm/core/fixtures';
import { RateChart } from '../../src/components/RateChart';
import { CurrencyPage } from '../../src/pages/rates/CurrencyPage';
import { EUR, fakeStore, USD } from './fake-store';
import { renderAt } from './render';

afterEach(cleanup);

const WEEK = eurWeek([
  ['2026-11-20T00:00:00.000Z', '1.1480', '1.1720'],
  ['2026-11-20T06:00:00.000Z', '1.1522', '1.1767'],
  ['2026-11-20T12:00:00.000Z', '1.1401', '1.1650'],
]);

const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .map((row) => [...row.querySelectorAll('th, td')].map((c) => c.textContent));

describe('RateChart', () => {
  it('has a data table of every point for screen readers: date, Collect and Sell rate', () => {
    render(<RateChart history={WEEK} />);
    const table = screen.getByRole('table', { name: /EUR customer rates for 1 GBP over the last 7 days/ });
    const rows = rowsOf(table);
    expect(rows[0]).toEqual(['Date', 'Click & Collect rate', 'Click & Sell rate']);
    expect(rows.slice(1).map((r) => r.slice(1))).toEqual([
      ['1.1480', '1.1720'],
      ['1.1522', '1.1767'],
      ['1.1401', '1.1650'],
    ]);
    // A week's points are hours apart: each row says the time too.
    expect(rows[1]![0]).toMatch(/^20 Nov 2026, \d\d:00$/);
  });

  it('over a month, a day with two rates gives both their time, so no two rows read the same date', () => {
    const month: RateHistory = {
      ...eurWeek([
        ['2026-11-01T12:00:00.000Z', '1.1480', '1.1720'],
        ['2026-11-29T00:00:00.000Z', '1.1513', '1.1757'],
        ['2026-11-29T09:00:00.000Z', '1.1522', '1.1767'],
      ]),
      days: 30,
    };
    render(<RateChart history={month} />);
    const dates = rowsOf(screen.getByRole('table', { name: /over the last 30 days/ }))
      .slice(1)
      .map((r) => r[0]);
    expect(dates[0]).toBe('1 Nov 2026');
    expect(dates[1]).toMatch(/^29 Nov 2026, \d\d:\d\d$/);
    expect(dates[2]).toMatch(/^29 Nov 2026, \d\d:\d\d$/);
    expect(dates[1]).not.toBe(dates[2]);
  });

  it("shows the period's high and low of both rates", () => {
    render(<RateChart history={WEEK} />);
    const range = screen.getByTestId('rate-chart-range');
    const pairs = within(range)
      .getAllByRole('definition')
      .map((dd) => [dd.previousElementSibling?.textContent, dd.textContent]);
    expect(pairs).toEqual([
      ['Click & Collect high', '1.1522'],
      ['Click & Collect low', '1.1401'],
      ['Click & Sell high', '1.1767'],
      ['Click & Sell low', '1.1650'],
    ]);
  });

  it('is one tab stop whose points the arrow keys, Home and End walk through, each naming both rates', async () => {
    render(
      <>
        <button type="button">before</button>
        <RateChart history={WEEK} />
      </>,
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'before' }));
    await user.tab();
    // The newest point first.
    expect(document.activeElement?.getAttribute('aria-label')).toMatch(
      /: Click & Collect 1\.1401, Click & Sell 1\.1650$/,
    );
    await user.keyboard('{ArrowLeft}');
    expect(document.activeElement?.getAttribute('aria-label')).toMatch(/Click & Collect 1\.1522/);
    await user.keyboard('{Home}');
    expect(document.activeElement?.getAttribute('aria-label')).toMatch(/Click & Collect 1\.1480/);
    await user.keyboard('{ArrowLeft}');
    expect(document.activeElement?.getAttribute('aria-label')).toMatch(/Click & Collect 1\.1480/);
    await user.keyboard('{End}');
    expect(document.activeElement?.getAttribute('aria-label')).toMatch(/Click & Collect 1\.1401/);
    const focusable = screen
      .getAllByTestId('rate-chart-point')
      .filter((p) => p.getAttribute('tabindex') === '0');
    expect(focusable).toHaveLength(1);
  });

  it('says sample data in the caption, the badge and the table', () => {
    const sample: RateHistory = {
      ...WEEK,
      sample: true,
      points: WEEK.points.map((p) => ({ ...p, sample: true })),
    };
    render(<RateChart history={sample} />);
    expect(screen.getByText('Sample data')).toBeTruthy();
    const table = screen.getByRole('table', { name: /\(sample data\)$/ });
    expect(within(table).getAllByRole('rowheader')[0]!.textContent).toMatch(/\(sample\)$/);
  });
});

describe('CurrencyPage', () => {
  it("shows today's rates, the saved chart with its age, and the calculator set to the currency", async () => {
    const { store } = fakeStore([EUR, USD], [{ ...WEEK, value: 'USD', days: 30 }]);
    renderAt('/exchangeRates/usd', '/exchangeRates/:code', <CurrencyPage />, store);
    expect(await screen.findByRole('table', { name: /USD customer rates/ })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toMatch(/^USD /);
    expect(screen.getByTestId('history-age').textContent).toMatch(/^Chart updated 22 Nov 2026/);
    expect(screen.getByRole('button', { name: '30 days' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByLabelText<HTMLSelectElement>('Currency').value).toBe('USD');
  });
});
