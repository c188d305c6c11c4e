import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { DAGENHAM_BRANCH, type TrackedOrder } from '@tm/core';
import { sellOrderLine } from '@tm/core/fixtures';
import { ApiError } from '../../src/api/client';
import { fakeApi } from '../fake-api';
import { FakeEventSource, stubEventSourceEachTest } from '../fake-event-source';
import { TrackPage } from '../../src/pages/track/TrackPage';

const ORDER = '12345678';
const EMAIL = 'ada@example.com';

function tracked(Status: TrackedOrder['Status']): TrackedOrder {
  return {
    Order_Id: ORDER,
    Status,
    status: 'buy',
    title: 'Click & Collect',
    CheckingPoint: 'Dagenham',
    branch: DAGENHAM_BRANCH,
    time: '2026-11-02T10:30:00.000Z',
    guaranteedUntil: '2026-11-03T10:30:00.000Z',
    Orders: [],
    events: [{ what: 'Placed', at: '2026-11-02T10:30:00.000Z' }],
    watchToken: '1790000000000.sig',
  };
}

/** The track stream's message: the order's new status. */
const sendStatus = (source: FakeEventSource, Status: string) =>
  source.send('status', { Order_Id: ORDER, Status });

stubEventSourceEachTest();
beforeEach(() => fakeApi.reset());

/**
 * Tracks the order on fake timers (the 20 s re-ask) with this EventSource (none: an old browser); the order's
 * status is the returned object's, which the test changes as the branch would.
 */
async function trackOnFakeTimers(eventSource: typeof FakeEventSource | undefined) {
  vi.stubGlobal('EventSource', eventSource);
  const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
  vi.useFakeTimers({ shouldAdvanceTime: true });
  const order: { status: TrackedOrder['Status'] } = { status: 'Pending' };
  fakeApi.on('POST /track', () => tracked(order.status));
  await trackIt(user);
  return order;
}

const twentySecondsLater = () =>
  act(async () => {
    await vi.advanceTimersByTimeAsync(20_000);
  });

/** Opens tracking for ORDER, types its email and presses Track order. */
async function askToTrack(user: ReturnType<typeof userEvent.setup>) {
  render(
    <MemoryRouter initialEntries={[`/track?order=${ORDER}`]}>
      <TrackPage />
    </MemoryRouter>,
  );
  await user.type(screen.getByLabelText('Email'), EMAIL);
  await user.click(screen.getByRole('button', { name: 'Track order' }));
}

async function trackIt(user: ReturnType<typeof userEvent.setup>) {
  await askToTrack(user);
  await screen.findByRole('heading', { name: /Order 12345678/ });
}

const trackCalls = () => fakeApi.calls.filter((c) => c.path === '/track').length;

describe('Tracking: the answer', () => {
  // An accessibility audit: the status arrived as a filled live region, often not read, with focus left in Email.
  it('puts the keyboard on the order found, so its status is read out', async () => {
    const user = userEvent.setup();
    fakeApi.on('POST /track', () => tracked('Pending'));
    await trackIt(user);
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByTestId('track-status').closest('[role="status"]')),
    );
  });
});

describe('Tracking: cancel while Pending', () => {
  it('asks first from the keyboard; Keep my order (or Escape) sends nothing; Yes cancels and shows Cancelled', async () => {
    const user = userEvent.setup();
    let status: TrackedOrder['Status'] = 'Pending';
    fakeApi.on('POST /track', () => tracked(status));
    fakeApi.on('POST /track/cancel', () => {
      status = 'Cancelled';
      return {
        message: 'Your order has been cancelled. Nothing was charged.',
        Order_Id: ORDER,
        Status: status,
      };
    });
    await trackIt(user);

    const button = screen.getByRole('button', { name: 'Cancel this order' });
    button.focus();
    await user.keyboard('{Enter}');
    let dialog = screen.getByRole('alertdialog');
    expect(within(dialog).getByRole('heading', { name: `Cancel order ${ORDER}?` })).toBeTruthy();
    expect(dialog.textContent).toContain('nothing is charged');
    expect(dialog.contains(document.activeElement)).toBe(true);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(document.activeElement).toBe(button);

    await user.keyboard('{Enter}');
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Keep my order' }));
    expect(fakeApi.calls.some((c) => c.path === '/track/cancel')).toBe(false);

    await user.keyboard('{Enter}');
    dialog = screen.getByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Yes, cancel it' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(fakeApi.calls.find((c) => c.path === '/track/cancel')?.body).toEqual({
      Order_Id: ORDER,
      Email: EMAIL,
    });
    expect(await screen.findByText('Cancelled')).toBeTruthy();
    // Only a Pending order offers it.
    expect(screen.queryByRole('button', { name: 'Cancel this order' })).toBeNull();
    // The button and its dialog are gone: the new status holds the keyboard, not the page's body.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('status')));
    expect(document.activeElement?.textContent).toContain('Cancelled');
  });

  it("the email's link fills in the number and puts the keyboard in Email, where the customer types next", () => {
    render(
      <MemoryRouter initialEntries={[`/track?order=${ORDER}`]}>
        <TrackPage />
      </MemoryRouter>,
    );
    expect(screen.getByLabelText<HTMLInputElement>('Order number').value).toBe(ORDER);
    expect(document.activeElement).toBe(screen.getByLabelText('Email'));
  });

  it('says why in the dialog when the branch accepted the order meanwhile', async () => {
    const user = userEvent.setup();
    fakeApi.on('POST /track', () => tracked('Pending'));
    fakeApi.on(
      'POST /track/cancel',
      () =>
        new ApiError(
          409,
          'transition_refused',
          'This order is Accepted, so it can no longer be cancelled online. Please call the branch.',
        ),
    );
    await trackIt(user);
    await user.click(screen.getByRole('button', { name: 'Cancel this order' }));
    const dialog = screen.getByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Yes, cancel it' }));
    expect((await within(dialog).findByRole('alert')).textContent).toContain('no longer be cancelled online');
  });

  it('offers no cancel for an Accepted order', async () => {
    const user = userEvent.setup();
    fakeApi.on('POST /track', () => tracked('Accepted'));
    await trackIt(user);
    expect(screen.queryByRole('button', { name: 'Cancel this order' })).toBeNull();
  });
});

describe('Tracking: where to collect', () => {
  it("gives the order's branch from the answer: its address, phone and hours", async () => {
    const user = userEvent.setup();
    const romford = {
      slug: 'Romford',
      name: 'Romford',
      addressLines: ['1 Market Place', 'Romford', 'RM1 3ER'],
      phone: '020 7946 0001',
      hours: [{ day: 6, opens: '10:00', closes: '14:00' }],
    };
    fakeApi.on('POST /track', () => ({ ...tracked('Accepted'), CheckingPoint: 'Romford', branch: romford }));
    await trackIt(user);
    expect(screen.getByRole('heading', { name: 'Where to collect: Romford' })).toBeTruthy();
    expect(screen.getByText(/1 Market Place, Romford, RM1 3ER/)).toBeTruthy();
    expect(screen.getByText(/Saturday, 10:00 to 14:00/)).toBeTruthy();
    expect(screen.getByRole('link', { name: '020 7946 0001' }).getAttribute('href')).toBe(
      'tel:+442079460001',
    );
  });
});

describe('Tracking: the money, as the confirmation and the email state it', () => {
  /** €302.67 sold at 1.1767 (£257.22 priced): €300 in notes, €2.67 (£2.27) not exchanged. */
  const sell302 = (status: TrackedOrder['Status']) =>
    fakeApi.on('POST /track', () => ({
      ...tracked(status),
      status: 'sell',
      title: 'Click & Sell',
      Orders: [sellOrderLine({ currencyTake: '302.67', currencyMy: '257.22' })],
    }));

  it("gives a Sell order's notes, what is not exchanged, and the total paid for the notes", async () => {
    const user = userEvent.setup();
    sell302('Pending');
    await trackIt(user);
    expect(
      screen.getByText('€300 in notes; the branch takes notes only, so €2.67 (£2.27) is not exchanged', {
        exact: false,
      }),
    ).toBeTruthy();
    expect(screen.getByText(/^Total:/).textContent).toBe('Total: £254.95');
  });

  it('a cancelled Sell order says what happened, not how its notes would have changed hands', async () => {
    const user = userEvent.setup();
    sell302('Cancelled');
    await trackIt(user);
    expect(screen.queryByText(/in notes/)).toBeNull();
  });
});

describe('Tracking: live status', () => {
  it("follows the order's stream with its token and re-reads the order on a change, not on the opening status", async () => {
    vi.stubGlobal('EventSource', FakeEventSource);
    const user = userEvent.setup();
    let status: TrackedOrder['Status'] = 'Pending';
    fakeApi.on('POST /track', () => tracked(status));
    await trackIt(user);
    const source = FakeEventSource.all[0]!;
    expect(source.url).toBe(`/api/track/events?order=${ORDER}&token=1790000000000.sig`);
    act(() => {
      source.open();
      sendStatus(source, 'Pending');
    });
    expect(trackCalls()).toBe(1);

    status = 'Accepted';
    act(() => sendStatus(source, 'Accepted'));
    await waitFor(() => expect(screen.getByRole('status').textContent).toContain('Accepted'));
    expect(trackCalls()).toBe(2);
  });

  it('falls back to asking every 20 s when the stream is refused, and tries the stream again after', async () => {
    const order = await trackOnFakeTimers(FakeEventSource);
    act(() => FakeEventSource.all[0]!.fail());
    order.status = 'Accepted';
    await twentySecondsLater();
    await waitFor(() => expect(screen.getByRole('status').textContent).toContain('Accepted'));
    // The re-ask brought a fresh token: a new stream replaces the closed one.
    await waitFor(() => expect(FakeEventSource.all).toHaveLength(2));
    expect(FakeEventSource.all[0]!.closed).toBe(true);
  });

  it('without EventSource (an old browser) it asks every 20 s', async () => {
    const order = await trackOnFakeTimers(undefined);
    order.status = 'Completed';
    await twentySecondsLater();
    await waitFor(() => expect(screen.getByRole('status').textContent).toContain('Completed'));
  });
});

describe('Tracking without a connection', () => {
  it('says the request needs a connection, not "Something went wrong"', async () => {
    const user = userEvent.setup();
    // The network fails: the request never reaches a server (offline, or the server down).
    fakeApi.on('POST /track', new ApiError(0, 'network', 'unused'));
    await askToTrack(user);
    expect(
      await screen.findByText(
        "We couldn't reach Travel Money: you may be offline. This needs a connection, so please try again when you're back online.",
      ),
    ).toBeTruthy();
    expect(screen.queryByText('Something went wrong')).toBeNull();
  });
});

describe('Tracking: a refused form', () => {
  it('focuses its first refused field, as every customer form does, and asks nothing of the server', async () => {
    const user = userEvent.setup();
    render(
      <MemoryRouter initialEntries={['/track']}>
        <TrackPage />
      </MemoryRouter>,
    );
    await user.click(screen.getByRole('button', { name: 'Track order' }));
    const orderNumber = screen.getByLabelText('Order number');
    expect(orderNumber.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(orderNumber);

    await user.type(orderNumber, ORDER);
    await user.click(screen.getByRole('button', { name: 'Track order' }));
    expect(document.activeElement).toBe(screen.getByLabelText('Email'));
    expect(trackCalls()).toBe(0);
  });
});
