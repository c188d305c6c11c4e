import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentProps } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../src/api/client';
import { OrderListScreen } from '../../src/dashboard/OrderListScreen';
import { fakeApi, WithHeaders } from '../fake-api';
import { toast } from '../../__mocks__/sonner';
import { order } from './order-fixture';
import { freshApiEachTest } from './fresh-api';
import { renderInRouter } from '../render-in-app';

vi.mock('sonner');

freshApiEachTest();

/** Accepted Order(s) as its route mounts it. */
const ACCEPTED_LIST: ComponentProps<typeof OrderListScreen> = {
  group: 'AcceptedOrder',
  heading: 'Accepted Order(s)',
  actions: ['view', 'complete', 'delete'],
};

function renderPending() {
  renderInRouter(
    <OrderListScreen group="PendingOrder" heading="Pending Orders" actions={['accept', 'view', 'delete']} />,
  );
}

describe('Pending Orders', () => {
  it('lists Order Id, Name, Phone Number, Way, Amount and Time (the date for an older order)', async () => {
    fakeApi.on('GET /PendingOrder', [order('12345678', 'Ada Lovelace')]);
    renderPending();
    const row = (await screen.findByText('12345678')).closest('tr')!;
    const headers = screen.getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers).toEqual(['Order Id', 'Name', 'Phone Number', 'Way', 'Amount', 'Time', 'Action']);
    expect(row.textContent).toContain('Ada Lovelace');
    expect(row.textContent).toContain('Click & Collect');
    expect(row.querySelector('[data-label="Time"]')!.textContent).toBe('March 3rd 2024');
    expect(within(row).getByRole('link', { name: 'View order 12345678' }).getAttribute('href')).toBe(
      '/dashboard/orderDetails/oid-12345678',
    );
  });

  it('shows the time of day for an order placed today', async () => {
    const now = new Date();
    fakeApi.on('GET /PendingOrder', [{ ...order('12121212', 'Today Customer'), time: now.toISOString() }]);
    renderPending();
    const row = (await screen.findByText('12121212')).closest('tr')!;
    const hhmm = `${String(now.getHours()).padStart(2, '0')}:${String(now.getMinutes()).padStart(2, '0')}`;
    expect(row.querySelector('[data-label="Time"]')!.textContent).toBe(hhmm);
  });

  it('asks first; Escape cancels without a call; Yes, Accept! accepts, toasts and refreshes the list', async () => {
    const user = userEvent.setup();
    let pending = [order('12345678', 'Ada Lovelace')];
    fakeApi.on('GET /PendingOrder', () => pending);
    fakeApi.on('POST /pendingToAceept/oid-12345678', () => {
      pending = [];
      return { ok: true };
    });
    renderPending();
    const accept = await screen.findByRole('button', { name: 'Accept order 12345678' });

    await user.click(accept);
    let dialog = screen.getByRole('alertdialog');
    expect(
      within(dialog).getByRole('heading', { name: 'Accept order 12345678 for Ada Lovelace?' }),
    ).toBeTruthy();
    expect(dialog.textContent).toContain("You won't be able to revert this!");
    expect(dialog.contains(document.activeElement)).toBe(true);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(fakeApi.calls.some((c) => c.method === 'POST')).toBe(false);

    await user.click(accept);
    dialog = screen.getByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Yes, Accept!' }));
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith('Accepted! This order has been accepted.'),
    );
    expect(await screen.findByText('No orders here.')).toBeTruthy();
    // Re-read after the accept (the screen also re-reads every 2 s where no live stream runs, as in jsdom).
    const accepted = fakeApi.calls.findIndex((c) => c.method === 'POST');
    expect(fakeApi.calls.slice(accepted).some((c) => c.path.startsWith('/PendingOrder'))).toBe(true);
  });

  it("after an accept, focus goes to the next order's action, not the body", async () => {
    const user = userEvent.setup();
    let pending = [order('12345678', 'Ada Lovelace'), order('87654321', 'Alan Turing')];
    fakeApi.on('GET /PendingOrder', () => pending);
    fakeApi.on('POST /pendingToAceept/oid-12345678', () => {
      pending = pending.slice(1);
      return { ok: true };
    });
    renderPending();
    await user.click(await screen.findByRole('button', { name: 'Accept order 12345678' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Yes, Accept!' }));
    await waitFor(() =>
      expect(document.activeElement?.getAttribute('aria-label')).toBe('Accept order 87654321'),
    );
  });

  it("after a Complete in Accepted Order(s), focus goes to the next order's Complete, not its View link", async () => {
    const user = userEvent.setup();
    let accepted = [order('12345678', 'Ada Lovelace'), order('87654321', 'Alan Turing')].map((o) => ({
      ...o,
      Status: 'Accepted' as const,
    }));
    fakeApi.on('GET /AcceptedOrder', () => accepted);
    fakeApi.on('PUT /acceptedToCompleted/oid-12345678', () => {
      accepted = accepted.slice(1);
      return { ok: true };
    });
    renderInRouter(<OrderListScreen {...ACCEPTED_LIST} />);
    await user.click(await screen.findByRole('button', { name: 'Complete order 12345678' }));
    await user.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Yes, Complete it!' }),
    );
    await waitFor(() =>
      expect(document.activeElement?.getAttribute('aria-label')).toBe('Complete order 87654321'),
    );
  });

  it("a failed delete shows the server's message and that nothing changed", async () => {
    const user = userEvent.setup();
    fakeApi.on('GET /PendingOrder', [order('87654321', 'Alan Turing')]);
    fakeApi.on(
      'DELETE /deleteOrder/oid-87654321',
      new ApiError(409, 'invalid_transition', 'This order cannot be deleted'),
    );
    renderPending();
    await user.click(await screen.findByRole('button', { name: 'Delete order 87654321' }));
    const dialog = screen.getByRole('alertdialog');
    await user.selectOptions(within(dialog).getByLabelText('Reason'), 'customer-asked');
    await user.type(within(dialog).getByLabelText('Note for staff'), 'Phoned the branch');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel the order' }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('This order cannot be deleted. Nothing was changed.'),
    );
    expect(toast.success).not.toHaveBeenCalled();
  }, 20_000);

  it('a note too short keeps the dialog open, sends nothing and takes the keyboard to the note it is about', async () => {
    const user = userEvent.setup();
    fakeApi.on('GET /PendingOrder', [order('87654321', 'Alan Turing')]);
    renderPending();
    await user.click(await screen.findByRole('button', { name: 'Delete order 87654321' }));
    const dialog = screen.getByRole('alertdialog');
    await user.selectOptions(within(dialog).getByLabelText('Reason'), 'customer-asked');
    const note = within(dialog).getByLabelText('Note for staff');
    await user.type(note, 'x');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel the order' }));
    const problem = await within(dialog).findByRole('alert');
    await waitFor(() => expect(document.activeElement).toBe(note));
    expect(note.getAttribute('aria-describedby')).toBe(problem.id);
    expect(fakeApi.calls.some((c) => c.method === 'DELETE')).toBe(false);
  });
});

describe('All Orders', () => {
  it('offers only what each status allows: no Delete on a Completed order', async () => {
    fakeApi.on('GET /allOrders', [
      { ...order('11112222', 'Open'), Status: 'Accepted' },
      { ...order('33334444', 'Done'), Status: 'Completed' },
    ]);
    renderInRouter(
      <OrderListScreen group="allOrders" heading="All Orders" actions={['view', 'delete']} showStatus />,
    );
    expect(await screen.findByRole('button', { name: 'Delete order 11112222' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View order 33334444' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Delete order 33334444' })).toBeNull();
  });

  it('shows how many orders match and a button for any page', async () => {
    const user = userEvent.setup();
    const many = Array.from({ length: 50 }, (_, i) => order(String(10000000 + i), `Customer ${i}`));
    fakeApi.on('GET /allOrders', () => new WithHeaders(many, { 'X-Total-Count': '523' }));
    renderInRouter(
      <OrderListScreen group="allOrders" heading="All Orders" actions={['view']} showStatus searchable />,
    );
    await screen.findByText('10000000');
    expect(screen.getByText('523 orders')).toBeTruthy();
    const pages = screen.getByRole('navigation', { name: 'Pages' });
    expect(within(pages).getByRole('button', { name: 'Page 1 of 11' }).getAttribute('aria-current')).toBe(
      'page',
    );
    await user.click(within(pages).getByRole('button', { name: 'Page 11 of 11' }));
    await waitFor(() => expect(fakeApi.calls.at(-1)?.path).toContain('page=11'));
  });

  it('shows Status and filters by Order_Id', async () => {
    const user = userEvent.setup();
    const all = [order('11112222', 'One'), order('33334444', 'Two')];
    // As the server does: ?q= keeps the orders whose Order_Id starts with it.
    fakeApi.on('GET /allOrders', ({ path }: { path: string }) => {
      const q = new URLSearchParams(path.split('?')[1]).get('q') ?? '';
      return all.filter((o) => o.Order_Id.startsWith(q));
    });
    renderInRouter(
      <OrderListScreen
        group="allOrders"
        heading="All Orders"
        actions={['view', 'delete']}
        showStatus
        searchable
      />,
    );
    await screen.findByText('11112222');
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toContain('Status');
    await user.type(screen.getByLabelText('Search by Order Id'), '3333');
    // The search waits for typing to pause before it asks: on a loaded machine that can take over a second.
    await waitFor(
      () => {
        expect(screen.queryByText('11112222')).toBeNull();
        expect(screen.getByText('33334444')).toBeTruthy();
      },
      { timeout: 5000 },
    );
    expect(fakeApi.calls.at(-1)?.path).toContain('q=3333');
    // Said to screen readers once the answer is in (an accessibility audit: the list changed in silence).
    await waitFor(() => expect(screen.getByTestId('search-news').textContent).toBe('1 order matches 3333.'));
  });
});
