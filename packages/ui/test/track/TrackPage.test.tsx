import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { messages, type TrackedOrder } from '@tm/core';
import { ApiError } from '../../src/api/client';
import { fakeApi } from '../../src/api/__mocks__/client';
import { TrackPage } from '../../src/pages/track/TrackPage';

vi.mock('../../src/api/client');

const ORDER: TrackedOrder = {
  Order_Id: '12345678',
  Status: 'Accepted',
  status: 'buy',
  title: 'Click & Collect',
  Orders: [
    {
      currencyTake: '100.00',
      currencyTakecurrent: 'GBP',
      currencyMy: '115.22',
      currencyMycurrent: 'EUR',
      Rate: '1.1522',
      status: 'buy',
    },
  ],
  time: '2026-11-02T10:30:00.000Z',
  rateGuaranteedUntil: '2026-11-03T10:30:00.000Z',
  CheckingPoint: 'Dagenham',
  events: [
    { status: 'Pending', at: '2026-11-02T10:30:00.000Z' },
    { status: 'Accepted', at: '2026-11-02T11:30:00.000Z' },
  ],
};

function renderAt(path: string) {
  const router = createMemoryRouter([{ path: '/track', element: <TrackPage /> }], {
    initialEntries: [path],
  });
  render(<RouterProvider router={router} />);
}

beforeEach(() => fakeApi.reset());
afterEach(cleanup);

describe('/track', () => {
  it('pre-fills the number from ?order=, sends number and email, and shows the order', async () => {
    const user = userEvent.setup();
    fakeApi.on('POST /track', ORDER);
    renderAt('/track?order=12345678');
    expect((screen.getByLabelText('Order number') as HTMLInputElement).value).toBe('12345678');
    await user.type(screen.getByLabelText('Email'), ' Ada@Example.test');
    await user.click(screen.getByRole('button', { name: 'Track order' }));
    expect(await screen.findByTestId('track-status')).toHaveProperty('textContent', 'Accepted');
    expect(fakeApi.calls.at(-1)?.body).toEqual({ Order_Id: '12345678', Email: 'Ada@Example.test' });
    const lines = screen.getByTestId('order-lines');
    expect(within(lines).getByText('EUR')).toBeTruthy();
    const timeline = screen.getByTestId('track-timeline');
    expect(within(timeline).getByText('Order placed')).toBeTruthy();
    expect(within(timeline).getByText('Accepted: ready to collect')).toBeTruthy();
    expect(screen.getByText('Rate guaranteed until')).toBeTruthy();
  });

  it('asks again every 15 s while the page is visible, so a status change shows without a reload', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      fakeApi.on('POST /track', { ...ORDER, Status: 'Pending', events: ORDER.events.slice(0, 1) });
      renderAt('/track?order=12345678');
      fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'ada@example.test' } });
      fireEvent.click(screen.getByRole('button', { name: 'Track order' }));
      expect(await screen.findByText('Pending')).toBeTruthy();
      fakeApi.on('POST /track', ORDER);
      await vi.advanceTimersByTimeAsync(15_000);
      expect(await screen.findByText('Accepted')).toBeTruthy();
      expect(fakeApi.calls.filter((c) => c.path === '/track')).toHaveLength(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('says what is wrong with each field before sending anything', async () => {
    const user = userEvent.setup();
    renderAt('/track');
    await user.click(screen.getByRole('button', { name: 'Track order' }));
    expect(await screen.findByText(messages.trackOrderNumberInvalid)).toBeTruthy();
    expect(screen.getByText(messages.trackEmailRequired)).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('Order number'));
    expect(fakeApi.calls).toHaveLength(0);
  });

  it("shows the server's one not-found message", async () => {
    const user = userEvent.setup();
    fakeApi.on('POST /track', new ApiError(404, 'not_found', messages.trackNotFound));
    renderAt('/track?order=87654321');
    await user.type(screen.getByLabelText('Email'), 'a@b.test');
    await user.click(screen.getByRole('button', { name: 'Track order' }));
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', messages.trackNotFound);
  });
});
