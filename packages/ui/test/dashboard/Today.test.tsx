import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  formatAmountWithCode,
  orderMoney,
  tillLines,
  type CartLine,
  type Today as TodayData,
} from '@tm/core';
import { fakeApi } from '../fake-api';
import { Today } from '../../src/dashboard/Today';
import { EUR_900, JPY_3800, numbersIn } from './money-fixture';
import { renderInRouter } from '../render-in-app';

vi.mock('sonner');

const entry = (
  Order_Id: string,
  Status: 'Pending' | 'Accepted',
  Name: string,
  Orders: CartLine[],
  shutAtHoldEnd = false,
) => ({
  _id: `oid-${Order_Id}`,
  Order_Id,
  Name,
  Email: `${Name.split(' ')[0]!.toLowerCase()}@example.test`,
  Phone_Number: '07700 900123',
  title: 'Click & Collect' as const,
  status: 'buy' as const,
  Status,
  time: '2026-11-02T09:00:00.000Z',
  guaranteedUntil: '2026-11-03T09:00:00.000Z',
  shutAtHoldEnd,
  Orders,
});

const ana = entry('11110000', 'Pending', 'Ana Silva', EUR_900);
// Promised a collection time at which the branch, by the hours it has changed to since, is shut.
const ben = entry('22220000', 'Accepted', 'Ben Okafor', [JPY_3800], true);
const day: TodayData = {
  pending: [ana],
  awaitingCollection: [ben],
  till: tillLines([ana, ben]),
};

afterEach(cleanup);

function renderToday() {
  fakeApi.on('GET /today', day);
  renderInRouter(<Today />);
}

describe('Today', () => {
  it('puts the search and the orders ready to collect first, then those to accept, then the till', async () => {
    renderToday();
    const toCollect = (await screen.findByRole('heading', { name: /Ready to collect/ })).closest('section')!;
    const toAccept = screen.getByRole('heading', { name: /To accept/ }).closest('section')!;
    const till = screen.getByRole('heading', { name: /For the till/ });
    const search = screen.getByRole('searchbox', { name: "Find a customer's order" });
    const before = (a: Node, b: Node) => a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING;
    expect(before(search, toCollect)).toBeTruthy();
    expect(before(toCollect, toAccept)).toBeTruthy();
    expect(before(toAccept, till)).toBeTruthy();
    expect(within(toCollect).getByRole('button', { name: 'Complete order 22220000' })).toBeTruthy();
    expect(within(toAccept).getByRole('button', { name: 'Accept order 11110000' })).toBeTruthy();
    expect(within(toAccept).getByRole('columnheader', { name: 'Rate guaranteed until' })).toBeTruthy();
    // Only the order whose promised time falls when the branch is now shut asks for a call.
    expect(within(toCollect).getByText('Branch shut then: phone the customer')).toBeTruthy();
    expect(within(toAccept).queryByText('Branch shut then: phone the customer')).toBeNull();
  });

  it('shows each order amount, and the till in notes and GBP as the customers were told', async () => {
    renderToday();
    const toAccept = (await screen.findByRole('heading', { name: /To accept/ })).closest('section')!;
    expect(within(toAccept).getByRole('columnheader', { name: 'Amount' })).toBeTruthy();
    expect(toAccept.textContent).toContain('€691.32 + €345.66 / £900.00');

    const till = screen.getByTestId('till');
    const row = (code: string) => within(till).getByRole('rowheader', { name: code }).closest('tr')!;
    const cell = (code: string, column: string) =>
      row(code).querySelector(`[data-label="${column}"]`)!.textContent;
    // Never "JP¥717,897.42" in notes: ¥717,000 of notes, the rest paid back in GBP.
    expect(till.textContent).not.toContain('717,897.42');
    expect(cell('JPY', 'Collect: notes to hand over')).toBe('JP¥717,000 (1)');
    expect(cell('JPY', 'Collect: GBP taken')).toBe('£3,800.00');
    // The same numbers as Ana's email: €690 + €345 in notes, £1.15 + £0.57 back, £900 in all.
    const email = orderMoney(EUR_900, 'buy', formatAmountWithCode);
    expect(numbersIn(email.notes.join(' '))).toEqual(['690', '1.32', '1.15', '345', '0.66', '0.57']);
    expect(cell('EUR', 'Collect: notes to hand over')).toBe('€1,035.00 (1)');
    expect(cell('EUR', 'Collect: GBP paid back')).toBe('£1.72');
    expect(cell('EUR', 'Collect: GBP taken')).toBe(email.total);
  });

  it('finds an order by number, name, phone or email as staff type', async () => {
    const user = userEvent.setup();
    renderToday();
    const search = await screen.findByRole('searchbox', { name: "Find a customer's order" });
    const shown = () => screen.queryAllByRole('row').flatMap((r) => r.getAttribute('data-order-id') ?? []);
    await screen.findByRole('button', { name: 'Accept order 11110000' });
    for (const [typed, expected] of [
      ['2222', ['22220000']],
      ['ana', ['11110000']],
      ['BEN@example', ['22220000']],
      ['07700 900', ['22220000', '11110000']],
      // The number as the customer says it, with the country code (core ukPhoneDigits).
      ['+44 7700 900123', ['22220000', '11110000']],
      ['zed', []],
    ] as const) {
      await user.clear(search);
      await user.type(search, typed);
      expect(shown()).toEqual(expected);
    }
    expect(screen.getAllByText('No order here matches zed.')).toHaveLength(2);
    // Said to screen readers in a region that is always there (an accessibility audit: silent lists).
    expect(screen.getByTestId('search-news').textContent).toBe('No order matches zed.');
    await user.clear(search);
    await user.type(search, 'ana');
    expect(screen.getByTestId('search-news').textContent).toBe('1 order matches ana.');
  });

  it('asks to accept naming the order, the customer and the amount', async () => {
    const user = userEvent.setup();
    renderToday();
    await user.click(await screen.findByRole('button', { name: 'Accept order 11110000' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(
      within(dialog).getByRole('heading', {
        name: 'Accept order 11110000 for Ana Silva, €691.32 + €345.66 / £900.00?',
      }),
    ).toBeTruthy();
  });
});
