import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { TillDay } from '@tm/core';
import { EUR, USD } from '@tm/core/fixtures';
import { getDefaultStore } from 'jotai';
import { sessionAtom } from '../../src/auth/session';
import { CloseOfDay } from '../../src/dashboard/CloseOfDay';
import { fakeApi } from '../fake-api';
import { renderInRouter } from '../render-in-app';
import { freshApiEachTest } from './fresh-api';

freshApiEachTest();
// A test signed in as a manager (the sign-off) leaves no one signed in for the next.
afterEach(() => getDefaultStore().set(sessionAtom, { user: null, loading: false }));

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

function signedInAsManager() {
  getDefaultStore().set(sessionAtom, {
    user: {
      uid: 'u-3',
      email: 'manager@branch.local',
      displayName: null,
      photoURL: null,
      emailVerified: true,
      role: 'Manager',
      boxGranted: false,
    },
    loading: false,
  });
}

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

  it('a refused code is marked on its box, which takes the keyboard back; typing clears the mark', async () => {
    const user = userEvent.setup();
    fakeApi.on('GET /till', openTill([row('EUR', '100.00')]));
    renderInRouter(<CloseOfDay />);
    const code = await screen.findByLabelText('Add a currency (code)');
    await user.type(code, 'E');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    const alert = await screen.findByRole('alert');
    expect(document.activeElement).toBe(code);
    expect(code.getAttribute('aria-invalid')).toBe('true');
    expect(code.getAttribute('aria-describedby')).toBe(alert.id);
    await user.type(code, 'U');
    expect(code.getAttribute('aria-invalid')).toBeNull();
  });

  it('after Save the till the keyboard is on Save again, in the form the saved till reloads into', async () => {
    const user = userEvent.setup();
    let till = openTill([row('EUR', '100.00')]);
    fakeApi.on('GET /till', () => till);
    fakeApi.on('PUT /till', () => {
      till = openTill([{ ...row('EUR', '100.00'), counted: '100.00', difference: '0.00' }]);
      return till;
    });
    renderInRouter(<CloseOfDay />);
    await user.type(await screen.findByLabelText('EUR counted'), '100');
    await user.click(screen.getByRole('button', { name: 'Save the till' }));
    await waitFor(() => expect(screen.getByTestId('difference-EUR').textContent).toBe('€0.00'));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Save the till' }));
  });

  it('a signed-off day reads as money, not as boxes', async () => {
    const signedOff: TillDay = {
      ...openTill([
        { ...row('EUR', '500.00'), openingFloat: '500.00', counted: '500.00', difference: '0.00' },
      ]),
      signedOffBy: 'manager@branch.local',
      signedOffAt: '2026-11-28T17:45:00.000Z',
    };
    fakeApi.on('GET /till', signedOff);
    renderInRouter(<CloseOfDay />);
    const row1 = (await screen.findByTestId('till-count')).querySelector('tbody tr')!;
    expect(row1.querySelectorAll('input')).toHaveLength(0);
    expect(row1.querySelector('[data-label="Opening float"]')!.textContent).toBe('€500.00');
    expect(row1.querySelector('[data-label="Counted"]')!.textContent).toBe('€500.00');
    expect(screen.queryByRole('button', { name: 'Save the till' })).toBeNull();
  });

  it('will not sign off counts not saved yet: it says to save first, and sends nothing', async () => {
    const user = userEvent.setup();
    signedInAsManager();
    const counted = { ...row('EUR', '100.00'), counted: '100.00', difference: '0.00' };
    fakeApi.on('GET /till', openTill([counted]));
    renderInRouter(<CloseOfDay />);
    const count = await screen.findByLabelText('EUR counted');
    await user.clear(count);
    await user.type(count, '95');
    await user.click(screen.getByRole('button', { name: 'Sign off the day' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('The counts on screen are not saved yet.');
    await user.click(within(dialog).getByRole('button', { name: 'Yes, sign off' }));
    await waitFor(() => expect(dialog.textContent).toContain('Save the till first, then sign off'));
    expect(fakeApi.calls.filter((c) => c.method !== 'GET')).toEqual([]);
  });

  it('after a sign-off the keyboard goes to the line saying the day is signed off', async () => {
    const user = userEvent.setup();
    signedInAsManager();
    const counted = { ...row('EUR', '100.00'), counted: '100.00', difference: '0.00' };
    let till = openTill([counted]);
    fakeApi.on('GET /till', () => till);
    fakeApi.on('POST /till/signOff', () => {
      till = { ...till, signedOffBy: 'manager@branch.local', signedOffAt: '2026-11-28T17:45:00.000Z' };
      return till;
    });
    renderInRouter(<CloseOfDay />);
    await user.click(await screen.findByRole('button', { name: 'Sign off the day' }));
    await user.click(await screen.findByRole('button', { name: 'Yes, sign off' }));
    const status = await screen.findByTestId('till-signed-off');
    await waitFor(() => expect(document.activeElement).toBe(status.parentElement));
    // The dialog's submit stays in the dialog: the till form around its button is not sent too.
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
