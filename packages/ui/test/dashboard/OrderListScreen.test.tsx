import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Order } from '@tm/core';
import { ApiError } from '../../src/api/client';
import { OrderListScreen } from '../../src/dashboard/OrderListScreen';
import { createFakeApi } from './fake-api';
import type { FakeApi } from './fake-api';
import type * as ClientModule from '../../src/api/client';

const fake = vi.hoisted(() => ({
  api: null as unknown as FakeApi,
}));
const toasts = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('sonner', () => ({ toast: toasts }));
vi.mock('../../src/api/client', async (importOriginal) => {
  const real = await importOriginal<typeof ClientModule>();
  return {
    ...real,
    apiFetch: (...args: Parameters<typeof real.apiFetch>) => fake.api.apiFetch(...(args as [string, object])),
  };
});
fake.api = createFakeApi();

const rows = {
  SecondRowShow: 'none',
  ThirdRowShow: 'none',
  FourthRowShow: 'none',
  SecondRow: 'Amount',
  FourthRow: 'Fx Amount',
  RateFirst: '',
  RateSecond: '',
  RateThird: '',
  RateFourth: '',
  CurrencyNameFirst: '',
  CurrencyNameSecond: '',
  CurrencyNameThird: '',
  CurrencyNameFourth: '',
  FromFirst: '',
  FromSecond: '',
  FromThird: '',
  FromFourth: '',
  ToFirst: '',
  ToSecond: '',
  ToThird: '',
  ToFourth: '',
  firstMessege: '',
  secondTitle: '',
  secondMessege: '',
} as const;

function order(id: string, name: string): Order {
  return {
    ...rows,
    _id: `oid-${id}`,
    Order_Id: id,
    Name: name,
    Email: 'c@e.test',
    Phone_Number: '07700 900123',
    Address: '1 High St',
    CheckingPoint: 'Dagenham',
    Orders: [],
    status: 'buy',
    Status: 'Pending',
    title: 'Click & Collect',
    time: '2024-03-03T10:00:00.000Z',
  };
}

beforeEach(() => {
  fake.api.reset();
  toasts.success.mockClear();
  toasts.error.mockClear();
});
afterEach(cleanup);

function renderPending() {
  render(
    <MemoryRouter>
      <OrderListScreen group="PendingOrder" heading="Pending Orders" actions={['accept', 'view', 'delete']} />
    </MemoryRouter>,
  );
}

describe('Pending Orders', () => {
  it('lists Order Id, Name, Phone Number, Way and Time like March 3rd 2024', async () => {
    fake.api.on('GET /PendingOrder', [order('12345678', 'Ada Lovelace')]);
    renderPending();
    const row = (await screen.findByText('12345678')).closest('tr')!;
    const headers = screen.getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers).toEqual(['Order Id', 'Name', 'Phone Number', 'Way', 'Time', 'Action']);
    expect(row.textContent).toContain('Ada Lovelace');
    expect(row.textContent).toContain('Click & Collect');
    expect(row.textContent).toContain('March 3rd 2024');
    expect(within(row).getByRole('link', { name: 'View order 12345678' }).getAttribute('href')).toBe(
      '/dashboard/orderDetails/oid-12345678',
    );
  });

  it('asks first; Escape cancels without a call; Yes, Aceept! accepts, toasts and refreshes the list', async () => {
    const user = userEvent.setup();
    let pending = [order('12345678', 'Ada Lovelace')];
    fake.api.on('GET /PendingOrder', () => pending);
    fake.api.on('POST /pendingToAceept/oid-12345678', () => {
      pending = [];
      return { ok: true };
    });
    renderPending();
    const accept = await screen.findByRole('button', { name: 'Accept order 12345678' });

    await user.click(accept);
    let dialog = screen.getByRole('alertdialog');
    expect(within(dialog).getByRole('heading', { name: 'Are you sure?' })).toBeTruthy();
    expect(dialog.textContent).toContain("You won't be able to revert this!");
    expect(dialog.contains(document.activeElement)).toBe(true);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(fake.api.calls.some((c) => c.method === 'POST')).toBe(false);

    await user.click(accept);
    dialog = screen.getByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Yes, Aceept!' }));
    await waitFor(() =>
      expect(toasts.success).toHaveBeenCalledWith('Accepted! This order has been accepted.'),
    );
    expect(await screen.findByText('No orders here.')).toBeTruthy();
    expect(fake.api.calls.filter((c) => c.path.startsWith('/PendingOrder'))).toHaveLength(2);
  });

  it("a failed delete shows the server's message", async () => {
    const user = userEvent.setup();
    fake.api.on('GET /PendingOrder', [order('87654321', 'Alan Turing')]);
    fake.api.on(
      'DELETE /deleteOrder/oid-87654321',
      new ApiError(409, 'invalid_transition', 'This order cannot be deleted'),
    );
    renderPending();
    await user.click(await screen.findByRole('button', { name: 'Delete order 87654321' }));
    await user.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Yes, delete it!' }),
    );
    await waitFor(() => expect(toasts.error).toHaveBeenCalledWith('This order cannot be deleted'));
    expect(toasts.success).not.toHaveBeenCalled();
  });
});

describe('All Orders', () => {
  it('shows Status and filters by Order_Id', async () => {
    const user = userEvent.setup();
    fake.api.on('GET /allOrders', [order('11112222', 'One'), order('33334444', 'Two')]);
    render(
      <MemoryRouter>
        <OrderListScreen
          group="allOrders"
          heading="All Orders"
          actions={['view', 'delete']}
          showStatus
          searchable
        />
      </MemoryRouter>,
    );
    await screen.findByText('11112222');
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toContain('Status');
    await user.type(screen.getByLabelText('Search by Order Id'), '3333');
    await waitFor(() => {
      expect(screen.queryByText('11112222')).toBeNull();
      expect(screen.getByText('33334444')).toBeTruthy();
    });
    expect(fake.api.calls.at(-1)?.path).toContain('q=3333');
  });
});
