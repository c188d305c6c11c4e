import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { formatAmountWithCode, orderMoney, type OrderStatus } from '@tm/core';
import { orderAmountText } from '@tm/core/order-money';
import { OrderDetails } from '../../src/dashboard/OrderDetails';
import { fakeApi } from '../fake-api';
import { toast } from '../../__mocks__/sonner';
import { order } from './order-fixture';
import { freshApiEachTest } from './fresh-api';
import { EUR_900, numbersIn } from './money-fixture';

vi.mock('sonner');

const ID = '12345678';

function answer(status: OrderStatus) {
  fakeApi.on(`GET /details/${ID}`, { ...order(ID, 'Ada Lovelace'), Status: status });
  fakeApi.on(`GET /orderTimeline/${ID}`, {
    Order_Id: ID,
    events: [
      {
        at: '2026-11-25T09:00:00.000Z',
        kind: 'placed',
        text: 'Placed by Ada Lovelace (c@e.test)',
        actor: null,
      },
      ...(status === 'Pending'
        ? []
        : [
            {
              at: '2026-11-25T09:30:00.000Z',
              kind: 'accepted',
              text: 'Accepted by anna@branch.local',
              actor: 'anna@branch.local',
            },
          ]),
    ],
  });
}

function renderDetails() {
  render(
    <MemoryRouter initialEntries={[`/dashboard/orderDetails/${ID}`]}>
      {/* The dashboard's one <main>, where focus lands when the screen changes under it. */}
      <main tabIndex={-1}>
        <Routes>
          <Route path="/dashboard/orderDetails/:id" element={<OrderDetails />} />
          <Route path="/dashboard/allOrders" element={<p>All Orders list</p>} />
        </Routes>
      </main>
    </MemoryRouter>,
  );
}

const button = (name: string) => screen.queryByRole('button', { name });

const deletion = {
  deletedAt: '2026-11-25T10:00:00.000Z',
  deletedBy: 'anna@branch.local',
  reason: 'duplicate',
  note: 'Placed twice',
} as const;

/** Opens the details of the order in this status, once its timeline shows `seen`. */
async function openOrder(status: Parameters<typeof answer>[0], seen: string) {
  answer(status);
  renderDetails();
  await screen.findByText(seen);
}

/** Presses the order's action button and confirms it in the spec's dialog. */
async function confirmAction(user: ReturnType<typeof userEvent.setup>, action: string, confirmLabel: string) {
  await user.click(await screen.findByRole('button', { name: `${action} order ${ID}` }));
  await user.click(
    within(await screen.findByRole('alertdialog')).getByRole('button', { name: confirmLabel }),
  );
}

freshApiEachTest();

describe('Order details that act (issue 17)', () => {
  it('opens by the 8-digit number and offers the actions a Pending order allows, with Print and the timeline', async () => {
    await openOrder('Pending', 'Placed by Ada Lovelace (c@e.test)');
    expect(button(`Accept order ${ID}`)).toBeTruthy();
    expect(button(`Delete order ${ID}`)).toBeTruthy();
    expect(button(`Complete order ${ID}`)).toBeNull();
    expect(button('Print')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Timeline' })).toBeTruthy();
    // Its own tab title, by its number (an accessibility audit: every screen read "Dashboard").
    await waitFor(() => expect(document.title).toBe(`Order ${ID} | Dashboard | Travel Money`));
  });

  it('accepts with the spec dialog, then shows the order and its timeline as they now are', async () => {
    const user = userEvent.setup();
    answer('Pending');
    fakeApi.on(`POST /pendingToAceept/oid-${ID}`, () => {
      answer('Accepted');
      return { message: 'Order accepted' };
    });
    renderDetails();
    await confirmAction(user, 'Accept', 'Yes, Accept!');
    await screen.findByText('Accepted by anna@branch.local');
    expect(toast.success).toHaveBeenCalled();
    expect(button(`Complete order ${ID}`)).toBeTruthy();
    // The keyboard is not dropped on <body> when the Accept button goes: it is on the next action.
    await waitFor(() => expect(document.activeElement).toBe(button(`Complete order ${ID}`)));
    expect(button(`Accept order ${ID}`)).toBeNull();
  });

  it('a Completed order offers no action but Print', async () => {
    await openOrder('Completed', 'Accepted by anna@branch.local');
    expect(button(`Delete order ${ID}`)).toBeNull();
    expect(button(`Complete order ${ID}`)).toBeNull();
    expect(button('Print')).toBeTruthy();
  });

  it('after a delete, goes back to All Orders (the order is gone from every staff list)', async () => {
    const user = userEvent.setup();
    answer('Accepted');
    fakeApi.on(`DELETE /deleteOrder/oid-${ID}`, () => {
      fakeApi.on(`GET /details/${ID}`, { ...order(ID, 'Ada Lovelace'), Status: 'Accepted', deletion });
      return { message: 'deleted' };
    });
    renderDetails();
    // Delete is the branch cancelling: it asks why first (issue 29).
    await user.click(await screen.findByRole('button', { name: `Delete order ${ID}` }));
    const dialog = await screen.findByRole('alertdialog');
    await user.selectOptions(within(dialog).getByLabelText('Reason'), 'duplicate');
    await user.type(within(dialog).getByLabelText('Note for staff'), 'Placed twice');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel the order' }));
    await screen.findByText('All Orders list');
    expect(fakeApi.calls.find((c) => c.method === 'DELETE')?.body).toEqual({
      reason: 'duplicate',
      note: 'Placed twice',
    });
    // The details (and the button pressed) are gone: the keyboard goes to <main>, not to <body>.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('main')));
  }, 20_000);

  it('a deleted order opens read-only, saying who cancelled it, when and why (the link in the branch email)', async () => {
    answer('Pending');
    fakeApi.on(`GET /details/${ID}`, { ...order(ID, 'Ada Lovelace'), Status: 'Pending', deletion });
    renderDetails();
    const notice = await screen.findByRole('region', { name: 'Cancelled by the branch' });
    expect(notice.textContent).toContain('by anna@branch.local');
    expect(within(notice).getByText('A duplicate of another order')).toBeTruthy();
    expect(within(notice).getByText('Placed twice')).toBeTruthy();
    expect(screen.getByText('Deleted (was Pending)')).toBeTruthy();
    // Not the confirmation's "we are preparing your currency": the customer was told it is cancelled.
    expect(screen.queryByRole('heading', { name: 'Important Notification' })).toBeNull();
    for (const action of ['Accept order', 'Complete order', 'Delete order', 'Change the amounts of order'])
      expect(button(`${action} ${ID}`), action).toBeNull();
    expect(button('Print')).toBeTruthy();
    expect(button(`Raise a concern about order ${ID}`)).toBeTruthy();
    expect(screen.queryByText('All Orders list')).toBeNull();
  });

  it('Print prints the page', async () => {
    const user = userEvent.setup();
    // The test DOM has no print(); the browser's opens the print dialog.
    const print = vi.fn();
    vi.stubGlobal('print', print);
    answer('Pending');
    renderDetails();
    await user.click(await screen.findByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledOnce();
    vi.unstubAllGlobals();
  });

  it('an order needing no ID check by itself still shows the linked orders its customer placed after it', async () => {
    const later = (Order_Id: string) => ({
      Order_Id,
      time: '2026-11-22T10:00:00.000Z',
      Status: 'Pending' as const,
      gbp: '5000.00',
      by: ['phone' as const],
    });
    const cdd = {
      required: false,
      linkedGbp: '5000.00',
      linkedBy: [],
      linked: [],
      linkedAfter: [later('33330000'), later('44440000')],
      idRecord: null,
    };
    answer('Pending');
    fakeApi.on(`GET /details/${ID}`, { ...order(ID, 'Ada Lovelace'), cdd });
    renderDetails();
    const after = await screen.findByRole('table', { name: 'Linked orders placed after this one' });
    expect(within(after).getByText('44440000')).toBeTruthy();
    expect(screen.getByText('£15,000.00')).toBeTruthy();
    expect(screen.queryByText('ID check required')).toBeNull();
  });

  it('an order that needs an ID check shows why, and completes only with the ID record (issues 18, 29)', async () => {
    const user = userEvent.setup();
    const cdd = {
      required: true,
      linkedGbp: '15000.00',
      linkedBy: ['phone'],
      linked: [
        {
          Order_Id: '11110000',
          time: '2026-11-20T10:00:00.000Z',
          Status: 'Completed',
          gbp: '5000.00',
          by: ['phone'],
        },
        {
          Order_Id: '22220000',
          time: '2026-11-21T10:00:00.000Z',
          Status: 'Completed',
          gbp: '5000.00',
          by: ['phone'],
        },
      ],
      idRecord: null,
    };
    answer('Accepted');
    fakeApi.on(`GET /details/${ID}`, {
      ...order(ID, 'Ada Lovelace'),
      Status: 'Accepted',
      Orders: EUR_900,
      cdd,
    });
    fakeApi.on(`PUT /acceptedToCompleted/oid-${ID}`, { message: 'Completed!' });
    renderDetails();
    expect(await screen.findByText('ID check required')).toBeTruthy();
    const linked = screen.getByRole('table', { name: 'Linked orders' });
    expect(within(linked).getByText('11110000')).toBeTruthy();
    expect(screen.getByText('£15,000.00')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: `Complete order ${ID}` }));
    const dialog = await screen.findByRole('alertdialog');
    // The dialog the cashier reads aloud at the counter names the customer and the money, as every
    // confirmation does: this is the order where a mix-up costs most (issue 29).
    expect(
      within(dialog).getByRole('heading', {
        name: `Complete order ${ID} for Ada Lovelace, ${orderAmountText(EUR_900, 'buy')}?`,
      }),
    ).toBeTruthy();
    expect(within(dialog).getByText('ID check required.')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Yes, Complete it!' }));
    expect(within(dialog).getByRole('alert').textContent).toBe('Choose the type of ID seen');
    expect(fakeApi.calls.some((c) => c.method === 'PUT')).toBe(false);

    await user.selectOptions(within(dialog).getByLabelText('Type of ID seen'), 'Passport');
    await user.type(within(dialog).getByLabelText('Document number'), 'x9 7a12');
    // A date input takes its value whole (the browser's picker), as fireEvent sets it.
    fireEvent.change(within(dialog).getByLabelText('Expiry date'), { target: { value: '2031-04-30' } });
    fireEvent.change(within(dialog).getByLabelText('Date of birth'), { target: { value: '2020-01-01' } });
    await user.click(within(dialog).getByRole('button', { name: 'Yes, Complete it!' }));
    expect(within(dialog).getByRole('alert').textContent).toBe('The customer must be 18 or over');
    // Impossible dates are said here too, before anything is sent (1800 and 9999 were once taken).
    fireEvent.change(within(dialog).getByLabelText('Date of birth'), { target: { value: '1800-01-01' } });
    await user.click(within(dialog).getByRole('button', { name: 'Yes, Complete it!' }));
    expect(within(dialog).getByRole('alert').textContent).toBe(
      'Enter a date of birth from 1 January 1900 on',
    );
    fireEvent.change(within(dialog).getByLabelText('Date of birth'), { target: { value: '1973-02-23' } });
    fireEvent.change(within(dialog).getByLabelText('Expiry date'), { target: { value: '9999-01-01' } });
    await user.click(within(dialog).getByRole('button', { name: 'Yes, Complete it!' }));
    expect(within(dialog).getByRole('alert').textContent).toBe(
      'The expiry date is more than 20 years away: check it on the document',
    );
    expect(fakeApi.calls.some((c) => c.method === 'PUT')).toBe(false);
    fireEvent.change(within(dialog).getByLabelText('Expiry date'), { target: { value: '2031-04-30' } });
    await user.click(within(dialog).getByRole('button', { name: 'Yes, Complete it!' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalled());
    // The total the dialog showed goes along: a colleague's amend since then is refused by the server.
    expect(fakeApi.calls.find((c) => c.method === 'PUT')?.path).toBe(
      `/acceptedToCompleted/oid-${ID}?seenGbp=900.00`,
    );
    expect(fakeApi.calls.find((c) => c.method === 'PUT')?.body).toEqual({
      idType: 'Passport',
      idNumber: 'X97A12',
      idExpiry: '2031-04-30',
      dateOfBirth: '1973-02-23',
    });
  }, 20_000);
});

describe('Order details say what the customer was told (issue 29)', () => {
  it('shows the notes, GBP paid back and the total with the numbers of the customer email', async () => {
    fakeApi.on(`GET /details/${ID}`, { ...order(ID, 'Ana Silva'), Orders: EUR_900 });
    fakeApi.on(`GET /orderTimeline/${ID}`, { Order_Id: ID, events: [] });
    renderDetails();
    const money = await screen.findByTestId('order-money');
    const email = orderMoney(EUR_900, 'buy', formatAmountWithCode);
    expect(email.notes[0]).toBe('EUR: 690 EUR in notes, 1.32 EUR (1.15 GBP) paid back in GBP');
    const shown = within(money)
      .getAllByRole('listitem')
      .map((li) => li.textContent!);
    expect(shown).toEqual([
      'EUR: €690 in notes, €1.32 (£1.15) paid back in GBP',
      'EUR: €345 in notes, €0.66 (£0.57) paid back in GBP',
    ]);
    expect(shown.map(numbersIn)).toEqual(email.notes.map(numbersIn));
    expect(within(money).getByText('Paid back in GBP').nextSibling?.textContent).toBe('£1.72');
    expect(within(money).getByText('Total').nextSibling?.textContent).toBe(email.total);
    expect(email.total).toBe('£900.00');
  });
});

describe('the branch in Booking Details is named as the customer was told', () => {
  it("Click & Collect: the spec's Pickup Location; Click & Sell: Where to sell", async () => {
    fakeApi.on(`GET /orderTimeline/${ID}`, { Order_Id: ID, events: [] });
    fakeApi.on(`GET /details/${ID}`, order(ID, 'Ana Silva'));
    renderDetails();
    expect(await screen.findByText('Pickup Location')).toBeTruthy();

    cleanup();
    fakeApi.on(`GET /details/${ID}`, { ...order(ID, 'Ana Silva'), status: 'sell', title: 'Click & Sell' });
    renderDetails();
    expect(await screen.findByText('Where to sell')).toBeTruthy();
    expect(screen.queryByText('Pickup Location')).toBeNull();
  });
});
