import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../src/api/client';
import { AddCurrency } from '../../src/dashboard/AddCurrency';
import { fakeApi } from '../fake-api';
import { toast } from '../../__mocks__/sonner';
import { freshApiEachTest } from './fresh-api';
import { renderInRouter } from '../render-in-app';

vi.mock('sonner');

function renderForm() {
  renderInRouter(<AddCurrency />);
  return {
    code: screen.getByLabelText('Currency Name') as HTMLInputElement,
    country: screen.getByLabelText('Country Name') as HTMLInputElement,
    sell: screen.getByLabelText('Sell Rate') as HTMLInputElement,
    buy: screen.getByLabelText('Buy Rate') as HTMLInputElement,
    add: screen.getByRole('button', { name: 'Add' }) as HTMLButtonElement,
  };
}

freshApiEachTest();

describe('Add Currency', () => {
  it('is titled Currency Dashboard and has number inputs for the margins', () => {
    const f = renderForm();
    expect(screen.getByRole('heading', { name: 'Currency Dashboard' })).toBeTruthy();
    expect(f.sell.type).toBe('number');
    expect(f.buy.type).toBe('number');
  });

  it('Check -> Checking -> Checked, then Add is enabled, adds, toasts and clears the inputs', async () => {
    const user = userEvent.setup();
    let answer!: (v: unknown) => void;
    fakeApi.on('GET /rateLookup/CHF', () => new Promise((r) => (answer = r)));
    fakeApi.on('POST /AddCurrency', { value: 'CHF' });
    const f = renderForm();
    expect(f.add.disabled).toBe(true);

    await user.type(f.code, 'chf');
    await user.type(f.country, 'Switzerland');
    await user.type(f.sell, '-1.5');
    await user.type(f.buy, '2');
    await user.click(screen.getByRole('button', { name: 'Check' }));
    const checking = screen.getByRole('button', { name: 'Checking' }) as HTMLButtonElement;
    expect(checking.disabled).toBe(true);
    expect(f.add.disabled).toBe(true);

    answer({ value: 'CHF', Rate: '1.1250' });
    const checked = (await screen.findByRole('button', { name: 'Checked' })) as HTMLButtonElement;
    expect(checked.disabled).toBe(true);
    expect(f.add.disabled).toBe(false);

    await user.click(f.add);
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Added CHF currency'));
    const post = fakeApi.calls.find((c) => c.method === 'POST');
    expect(post?.body).toEqual({
      value: 'CHF',
      label: 'Switzerland',
      Sell: '-1.5',
      Buy: '2',
      Rate: '1.1250',
    });
    expect([f.code.value, f.country.value, f.sell.value, f.buy.value]).toEqual(['', '', '', '']);
    expect(f.add.disabled).toBe(true);
    expect(screen.getByRole('button', { name: 'Check' })).toBeTruthy();
  });

  it("shows 'Wrong currency tried' when no rate is found, and Add stays disabled", async () => {
    const user = userEvent.setup();
    fakeApi.on('GET /rateLookup/XYZ', new ApiError(422, 'rate_lookup_failed', 'Wrong currency tried'));
    const f = renderForm();
    await user.type(f.code, 'XYZ');
    await user.click(screen.getByRole('button', { name: 'Check' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Wrong currency tried');
    expect(f.add.disabled).toBe(true);
  });

  it('editing the code after a check asks for a new check', async () => {
    const user = userEvent.setup();
    fakeApi.on('GET /rateLookup/SEK', { value: 'SEK', Rate: '13.2' });
    const f = renderForm();
    await user.type(f.code, 'SEK');
    await user.click(screen.getByRole('button', { name: 'Check' }));
    await screen.findByRole('button', { name: 'Checked' });
    await user.type(f.code, '{Backspace}');
    expect(screen.getByRole('button', { name: 'Check' })).toBeTruthy();
    expect(f.add.disabled).toBe(true);
  });

  it("a failed add shows the server's message and keeps the inputs", async () => {
    const user = userEvent.setup();
    fakeApi.on('GET /rateLookup/EUR', { value: 'EUR', Rate: '1.165' });
    fakeApi.on('POST /AddCurrency', new ApiError(409, 'currency_exists', 'EUR is already in the list'));
    const f = renderForm();
    await user.type(f.code, 'EUR');
    await user.type(f.country, 'Euro zone');
    await user.type(f.sell, '-1');
    await user.type(f.buy, '1');
    await user.click(screen.getByRole('button', { name: 'Check' }));
    await screen.findByRole('button', { name: 'Checked' });
    await user.click(f.add);
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('EUR is already in the list'));
    expect(toast.success).not.toHaveBeenCalled();
    expect(f.code.value).toBe('EUR');
  });

  it('says why a rate the service gave cannot be used, instead of a wrong code', async () => {
    const user = userEvent.setup();
    const why =
      'The exchange-rate service answered XAU = 0.0000001, which rounds to 0 at 6 decimals; the last rate is kept.';
    fakeApi.on('GET /rateLookup/XAU', new ApiError(422, 'rate_unusable', why));
    const f = renderForm();
    await user.type(f.code, 'XAU');
    await user.click(screen.getByRole('button', { name: 'Check' }));
    expect((await screen.findByText(why)).getAttribute('role')).toBe('alert');
    expect(screen.queryByText('Wrong currency tried')).toBeNull();
    expect(f.add.disabled).toBe(true);
  });
});
