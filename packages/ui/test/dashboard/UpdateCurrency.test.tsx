import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { Call } from '../fake-api';
import { fakeApi } from '../fake-api';
import { UpdateCurrency } from '../../src/dashboard/UpdateCurrency';
import { freshApiEachTest } from './fresh-api';

vi.mock('sonner');

const EUR = {
  value: 'EUR',
  label: 'European Union',
  Rate: '1.1650',
  Sell: '-1.1',
  Buy: '1',
  updatedAt: '2026-11-22T09:15:00.000Z',
  sample: false,
};

const historyFor = (call: Call) => {
  const days = Number(new URL(call.path, 'http://x').searchParams.get('days'));
  return {
    value: 'EUR',
    days,
    sample: false,
    points: [
      { at: '2026-11-01T00:00:00.000Z', collect: '1.1400', sell: '1.1700', sample: false },
      { at: '2026-11-22T00:00:00.000Z', collect: '1.1522', sell: '1.1767', sample: false },
    ],
  };
};

freshApiEachTest();

/** Update Currency for EUR, at its route, with EUR and its rate history answered. */
function openUpdateEur() {
  fakeApi.on('GET /singleCurrency/EUR', EUR);
  fakeApi.on('GET /rateHistory/EUR', historyFor);
  render(
    <MemoryRouter initialEntries={['/dashboard/update/EUR']}>
      <Routes>
        <Route path="/dashboard/update/:currency" element={<UpdateCurrency />} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('Update Currency', () => {
  it('shows staff the same rate chart customers see, over 30 days first, then the period they pick', async () => {
    openUpdateEur();
    expect(await screen.findByRole('table', { name: /EUR customer rates .* last 30 days/ })).toBeTruthy();
    expect(screen.getByTestId('rate-chart-range').textContent).toContain('1.1522');
    await userEvent.setup().click(screen.getByRole('button', { name: '90 days' }));
    expect(await screen.findByRole('table', { name: /last 90 days/ })).toBeTruthy();
    expect(fakeApi.calls.map((c) => c.path).filter((p) => p.startsWith('/rateHistory'))).toEqual([
      '/rateHistory/EUR?days=30',
      '/rateHistory/EUR?days=90',
    ]);
  });

  it('names a margin the server would refuse under its field, gives it the keyboard, and sends nothing', async () => {
    const user = userEvent.setup();
    openUpdateEur();
    const buy = await screen.findByLabelText('Buy Rate');
    await user.clear(buy);
    await user.type(buy, '1e3');
    await user.click(screen.getByRole('button', { name: 'Update' }));
    const problem = await screen.findByText(
      'Buy must be a percentage above -100 and below 1000, with at most 4 decimals',
    );
    expect(document.activeElement).toBe(buy);
    expect(buy.getAttribute('aria-invalid')).toBe('true');
    expect(buy.getAttribute('aria-describedby')).toContain(problem.id);
    expect(fakeApi.calls.filter((c) => c.method === 'PUT')).toEqual([]);
    // -100 would also be a margin that loses money: it is named as refused, not offered for confirmation.
    await user.clear(buy);
    await user.type(buy, '-100');
    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(await screen.findByText(/^Buy must be a percentage/)).toBeTruthy();
    expect(document.activeElement).toBe(buy);
    expect(fakeApi.calls.filter((c) => c.method === 'PUT')).toEqual([]);
    // Corrected, the mark goes.
    await user.clear(buy);
    await user.type(buy, '1.5');
    expect(buy.getAttribute('aria-invalid')).toBeNull();
    expect(screen.queryByText(/Buy must be a percentage/)).toBeNull();
  });
});
