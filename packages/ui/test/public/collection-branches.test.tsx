import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DAGENHAM_BRANCH, type Branch } from '@tm/core';
import { fakeApi } from '../fake-api';
import { PurchasePage } from '../../src/pages/purchase/PurchasePage';
import { fakeStore } from './fake-store';
import { renderAt } from './render';

const ROMFORD: Branch = {
  slug: 'Romford',
  name: 'Romford Market',
  addressLines: ['1 Market Place', 'Romford', 'RM1 3ER'],
  phone: '020 7946 0001',
  hours: [{ day: 6, opens: '10:00', closes: '14:00' }],
};

beforeEach(() => {
  fakeApi.reset();
  localStorage.clear();
});
afterEach(() => {
  cleanup();
  sessionStorage.clear();
});

describe('step 1 lists the branches from GET /branches', () => {
  it('shows every branch the API gives, by name, with its slug as the value', async () => {
    fakeApi.on('GET /branches', () => [DAGENHAM_BRANCH, ROMFORD]);
    renderAt(
      '/purchase/EUR/Order',
      '/purchase/:currencyParams/:currentWay',
      <PurchasePage />,
      fakeStore().store,
    );
    const select = screen.getByLabelText<HTMLSelectElement>(/^(Collection Point|Where to sell)$/);
    const romford = await within(select).findByRole('option', { name: 'Romford Market' });
    expect(romford.getAttribute('value')).toBe('Romford');
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Choose a branch', 'Dagenham', 'Romford Market']);
    // The customer can choose it, and the list is kept on the device for an offline visit.
    await userEvent.setup().selectOptions(select, 'Romford');
    expect(select.value).toBe('Romford');
    expect(localStorage.getItem('tm.branches')).toContain('Romford');
  });
});
