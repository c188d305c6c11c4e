import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { londonDay } from '@tm/core/branches';
import type { TillRow } from '@tm/core';
import { fakeApi } from '../fake-api';
import { OrderListScreen } from '../../src/dashboard/OrderListScreen';
import { order } from './order-fixture';
import { EUR_900 } from './money-fixture';
import { freshApiEachTest } from './fresh-api';
import { renderInRouter } from '../render-in-app';

vi.mock('sonner');

freshApiEachTest();

const eurRow = (expected: string): TillRow => ({
  code: 'EUR',
  openingFloat: expected,
  deliveries: '0.00',
  moneyIn: '0.00',
  moneyOut: '0.00',
  expected,
  counted: null,
  difference: null,
});

describe('stock in the Accept dialog (issue 30)', () => {
  it('a cashier accepting a Collect order sees the till’s stock, and a warning when the order needs more', async () => {
    const user = userEvent.setup();
    const day = londonDay(Date.now());
    fakeApi.on('GET /auth/me', {
      user: {
        uid: 'u-2',
        email: 'anna@branch.local',
        displayName: null,
        photoURL: null,
        emailVerified: true,
        role: 'Cashier',
        boxGranted: false,
      },
    });
    // £900 of euros hands over €1,035 in notes; the till holds €500.
    fakeApi.on('GET /PendingOrder', [{ ...order('12345678', 'Ada Lovelace'), Orders: EUR_900 }]);
    fakeApi.on('GET /till', {
      day,
      branch: 'dagenham',
      rows: [eurRow('500.00')],
      completedOrders: 0,
      signedOffBy: null,
      signedOffAt: null,
      signOffNote: null,
    });
    renderInRouter(
      <OrderListScreen
        group="PendingOrder"
        heading="Pending Orders"
        actions={['accept', 'view', 'delete']}
      />,
    );
    await user.click(await screen.findByRole('button', { name: 'Accept order 12345678' }));
    const dialog = await screen.findByRole('alertdialog');
    const stock = await within(dialog).findByTestId('stock-note');
    expect(stock.textContent).toMatch(
      /Not enough EUR: the till holds €500\.00, this order needs €1,035\.00 in notes/,
    );
    expect(fakeApi.calls.some((c) => c.path === `/till?day=${day}`)).toBe(true);
  });
});
