import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { AddCurrency } from '../../src/dashboard/AddCurrency';
import { UpdateCurrency } from '../../src/dashboard/UpdateCurrency';
import { fakeApi } from '../fake-api';
import { toast } from '../../__mocks__/sonner';
import { freshApiEachTest } from './fresh-api';
import { renderInRouter } from '../render-in-app';

vi.mock('sonner');

const EUR = {
  value: 'EUR',
  label: 'Euro zone',
  Rate: '1.1650',
  Sell: '-1.1',
  Buy: '1',
  updatedAt: '2026-11-25T09:00:00.000Z',
  sample: false,
};

/** Opens Update Currency on the euro, as staff do from the list, once its form holds the euro. */
async function openUpdate() {
  const user = userEvent.setup();
  fakeApi.on('GET /singleCurrency/EUR', EUR);
  render(
    <MemoryRouter initialEntries={['/dashboard/update/EUR']}>
      <Routes>
        <Route path="/dashboard/update/:currency" element={<UpdateCurrency />} />
        <Route path="/dashboard/Currency" element={<p>Currency list</p>} />
      </Routes>
    </MemoryRouter>,
  );
  await screen.findByDisplayValue('Euro zone');
  return user;
}

const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const puts = () => fakeApi.calls.filter((c) => c.method === 'PUT').map((c) => c.path);

freshApiEachTest();

describe('margins on Add and Update Currency (issue 17.2)', () => {
  it('shows the customer prices the typed margins give, 4 dp, with a % hint on both fields', async () => {
    const user = await openUpdate();
    // docs/pricing.md: EUR 1.1650 with Sell -1.1 and Buy 1 -> selling 1.1522, buying 1.1767.
    expect(screen.getByText('1.1522')).toBeTruthy();
    expect(screen.getByText('1.1767')).toBeTruthy();
    expect(input('Sell Rate').getAttribute('aria-describedby')).toBe('dash-cf-Sell-hint');
    expect(screen.getByText(/Percent on the market rate for Click & Collect/)).toBeTruthy();
    await user.clear(input('Sell Rate'));
    await user.type(input('Sell Rate'), '-2.5');
    // 1.1650 × 0.975 = 1.135875 -> 1.1359
    expect(screen.getByText('1.1359')).toBeTruthy();
  });

  it('saves margins only, without a Check, and goes back to the list', async () => {
    fakeApi.on('PUT /updateCurrency/EUR', { message: 'Updated EUR currency' });
    const user = await openUpdate();
    await user.clear(input('Buy Rate'));
    await user.type(input('Buy Rate'), '1.5');
    await user.click(screen.getByRole('button', { name: 'Update' }));
    await screen.findByText('Currency list');
    expect(puts()).toEqual(['/updateCurrency/EUR']);
    // Margins that lose nothing need no confirmation, and say none.
    expect(fakeApi.calls.find((c) => c.method === 'PUT')?.body).not.toHaveProperty('confirmLoss');
    expect(fakeApi.calls.some((c) => c.path.startsWith('/rateLookup'))).toBe(false);
    expect(toast.success).toHaveBeenCalledWith('Updated EUR currency');
  });

  it('after a Check, Update also stores the market rate the check found', async () => {
    fakeApi.on('GET /rateLookup/EUR', { value: 'EUR', Rate: '1.1700' });
    fakeApi.on('PUT /updateCurrency/EUR', { message: 'Updated EUR currency' });
    fakeApi.on('PUT /UpdateCurrencyPrice/EUR', { message: 'Updated EUR currency' });
    const user = await openUpdate();
    await user.click(screen.getByRole('button', { name: 'Check' }));
    await screen.findByRole('button', { name: 'Checked' });
    // Previewed from the checked rate now: 1.17 × 0.989 = 1.15713 -> 1.1571.
    expect(screen.getByText('1.1571')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Update' }));
    await screen.findByText('Currency list');
    expect(puts()).toEqual(['/updateCurrency/EUR', '/UpdateCurrencyPrice/EUR']);
  });

  it('warns about margins that lose money and saves them only after a second confirmation', async () => {
    fakeApi.on('PUT /updateCurrency/EUR', { message: 'Updated EUR currency' });
    const user = await openUpdate();
    await user.clear(input('Sell Rate'));
    await user.type(input('Sell Rate'), '2');
    expect(
      screen.getByText(/customers buying currency \(Click & Collect\) get more than the market rate/),
    ).toBeTruthy();
    expect(screen.getByText(/could buy and sell straight back at a profit/)).toBeTruthy();

    // Enter in a field does not save them.
    await user.type(input('Buy Rate'), '{Enter}');
    expect(puts()).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Update' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText(/Save them anyway\?/)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(puts()).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Update' }));
    await user.click(await screen.findByRole('button', { name: 'Yes, save these margins' }));
    await screen.findByText('Currency list');
    expect(fakeApi.calls.find((c) => c.method === 'PUT')?.body).toMatchObject({
      Sell: '2',
      Buy: '1',
      confirmLoss: true,
    });
  });

  it('Add still needs a Check, and previews prices only once a rate is known', async () => {
    const user = userEvent.setup();
    fakeApi.on('GET /rateLookup/CHF', { value: 'CHF', Rate: '1.1250' });
    renderInRouter(<AddCurrency />);
    await user.type(input('Currency Name'), 'CHF');
    await user.type(input('Sell Rate'), '-1');
    await user.type(input('Buy Rate'), '1');
    expect(screen.getByText('Check the code to see the customer prices these margins give.')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Add' }) as HTMLButtonElement).disabled).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Check' }));
    // 1.125 × 0.99 = 1.11375 -> 1.1138; 1.125 × 1.01 = 1.13625 -> 1.1363
    await waitFor(() => expect(screen.getByText('1.1138')).toBeTruthy());
    expect(screen.getByText('1.1363')).toBeTruthy();
  });
});
