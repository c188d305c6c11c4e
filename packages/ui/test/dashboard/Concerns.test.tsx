import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Concerns } from '../../src/dashboard/Concerns';
import { fakeApi } from '../fake-api';
import { renderInRouter } from '../render-in-app';
import { freshApiEachTest } from './fresh-api';

freshApiEachTest();

const concern = {
  note: 'Asked to split £14,000 into three',
  raisedBy: 'cashier@branch.local',
  raisedAt: '2026-11-28T10:00:00.000Z',
};

describe('Concerns', () => {
  it("links an order's concern to the order, and a customer's to every order placed with their email", async () => {
    fakeApi.on('GET /suspiciousNotes', [
      { ...concern, id: 'n1', Order_Id: '12345678', customerEmail: null },
      { ...concern, id: 'n2', Order_Id: null, customerEmail: 'ada+x@example.com' },
    ]);
    renderInRouter(<Concerns />);
    expect((await screen.findByRole('link', { name: 'Order 12345678' })).getAttribute('href')).toBe(
      '/dashboard/orderDetails/12345678',
    );
    expect(
      screen.getByRole('link', { name: 'Orders placed with ada+x@example.com' }).getAttribute('href'),
    ).toBe('/dashboard/allOrders?q=ada%2Bx%40example.com');
  });
});
