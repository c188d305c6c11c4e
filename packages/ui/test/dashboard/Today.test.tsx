import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { emptyTillLine, type Today as TodayData } from '@tm/core';
import { fakeApi } from '../../src/api/__mocks__/client';
import { Today } from '../../src/dashboard/Today';

vi.mock('../../src/api/client');
vi.mock('sonner');

const entry = (Order_Id: string, Status: 'Pending' | 'Accepted') => ({
  _id: `oid-${Order_Id}`,
  Order_Id,
  Name: `Customer ${Order_Id}`,
  Phone_Number: '07700 900123',
  title: 'Click & Collect' as const,
  status: 'buy' as const,
  Status,
  time: '2026-11-02T09:00:00.000Z',
  guaranteedUntil: '2026-11-03T09:00:00.000Z',
});

const day: TodayData = {
  pending: [entry('11110000', 'Pending')],
  awaitingCollection: [entry('22220000', 'Accepted')],
  till: [{ ...emptyTillLine('EUR'), collectForeign: '230.44', collectOrders: 2, sellGbp: '254.95' }],
};

beforeEach(() => fakeApi.reset());
afterEach(cleanup);

describe('Today', () => {
  it('shows orders to accept and to collect with their guarantee, and the till per currency', async () => {
    fakeApi.on('GET /today', day);
    render(
      <MemoryRouter>
        <Today />
      </MemoryRouter>,
    );
    const toAccept = (await screen.findByRole('heading', { name: /To accept/ })).closest('section')!;
    expect(within(toAccept).getByRole('button', { name: 'Accept order 11110000' })).toBeTruthy();
    expect(within(toAccept).getByRole('columnheader', { name: 'Rate guaranteed until' })).toBeTruthy();
    expect(toAccept.textContent).toMatch(/3 Nov 2026, \d\d:\d\d/);
    const toCollect = screen.getByRole('heading', { name: /Waiting for collection/ }).closest('section')!;
    expect(within(toCollect).getByRole('button', { name: 'Complete order 22220000' })).toBeTruthy();
    expect(within(toCollect).queryByRole('button', { name: /Accept/ })).toBeNull();
    const till = screen.getByRole('table', { name: 'What the till needs per currency' });
    expect(till.textContent).toContain('€230.44');
    expect(till.textContent).toContain('£254.95');
  });
});
