import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { TillDay } from '@tm/core';
import { EUR, USD } from '@tm/core/fixtures';
import { CloseOfDay } from '../../src/dashboard/CloseOfDay';
import { fakeApi } from '../fake-api';
import { renderInRouter } from '../render-in-app';
import { freshApiEachTest } from './fresh-api';

freshApiEachTest();

const row = (code: string, expected: string) => ({
  code,
  openingFloat: '0.00',
  deliveries: '0.00',
  moneyIn: '0.00',
  moneyOut: expected.replace('-', ''),
  expected,
  counted: null,
  difference: null,
});

/** An open till of 2026-11-28 with these rows. */
const openTill = (rows: TillDay['rows'], completedOrders = 1): TillDay => ({
  day: '2026-11-28',
  branch: 'Dagenham',
  rows,
  completedOrders,
  signedOffBy: null,
  signedOffAt: null,
  signOffNote: null,
});

describe('Close of day', () => {
  it('flags a currency whose expected stock is below zero (orders paid out notes no float was entered for)', async () => {
    fakeApi.on('GET /till', openTill([row('EUR', '-575.00'), row('USD', '0.00')], 5));
    renderInRouter(<CloseOfDay />);
    const eur = await screen.findByTestId('expected-EUR');
    expect(eur.textContent).toContain('Below zero: more went out than came in.');
    expect(screen.getByTestId('expected-USD').textContent).not.toContain('Below zero');
  });

  it("says why a currency is not added to the till (not three letters, there already, not the branch's); Enter adds", async () => {
    const user = userEvent.setup();
    fakeApi.on('GET /currency', [EUR, USD, { ...EUR, value: 'CHF', label: 'Switzerland' }]);
    fakeApi.on('GET /till', openTill([row('EUR', '100.00')]));
    renderInRouter(<CloseOfDay />);
    const code = await screen.findByLabelText('Add a currency (code)');
    const add = screen.getByRole('button', { name: 'Add' });
    await user.type(code, 'EU');
    await user.click(add);
    expect((await screen.findByRole('alert')).textContent).toBe('Currency code must be three letters');
    await user.clear(code);
    await user.type(code, 'eur');
    await user.click(add);
    expect((await screen.findByRole('alert')).textContent).toBe('EUR is in the till already.');
    await user.clear(code);
    await user.type(code, 'zzz');
    await user.click(add);
    expect((await screen.findByRole('alert')).textContent).toBe('The branch has no currency ZZZ.');
    expect(screen.queryByLabelText('ZZZ opening float')).toBeNull();
    // Enter in the box adds the currency, as the button does; it does not save the till.
    await user.clear(code);
    await user.type(code, 'chf{Enter}');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByLabelText('CHF opening float')).toBeTruthy();
    expect(fakeApi.calls.filter((c) => c.method === 'PUT')).toEqual([]);
  });

  it('marks, names and focuses the box a Save finds wrong, and sends nothing', async () => {
    const user = userEvent.setup();
    fakeApi.on('GET /till', openTill([row('EUR', '100.00'), row('USD', '0.00')]));
    renderInRouter(<CloseOfDay />);
    const float = await screen.findByLabelText('USD opening float');
    await user.clear(float);
    await user.type(float, '-100');
    await user.click(screen.getByRole('button', { name: 'Save the till' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'USD opening float: An amount is 0 or more, to the penny',
    );
    expect(float.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(float);
    expect(screen.getByLabelText('EUR opening float').getAttribute('aria-invalid')).toBeNull();
    expect(fakeApi.calls.filter((c) => c.method === 'PUT')).toEqual([]);
    // Corrected, the box is no longer marked.
    await user.clear(float);
    await user.type(float, '100');
    expect(float.getAttribute('aria-invalid')).toBeNull();
  });
});
