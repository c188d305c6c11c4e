import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { NewOrderCue, newOrdersAnnouncement } from '../../src/dashboard/NewOrderCue';
import { FakeEventSource, stubEventSourceEachTest } from '../fake-event-source';

const placed = (Order_Id: string) => ({ Order_Id, Status: 'Pending' });

function renderCue(path = '/dashboard/orders') {
  render(
    <MemoryRouter initialEntries={[path]}>
      <NewOrderCue />
    </MemoryRouter>,
  );
  const source = FakeEventSource.all[0]!;
  act(() => source.open());
  return source;
}

const region = () => screen.getByTestId('new-order-announcement');
const announced = () => region().textContent;
const badge = () => screen.queryByTestId('new-order-badge')?.textContent ?? null;

stubEventSourceEachTest();

describe('newOrdersAnnouncement', () => {
  it('names one order, or every order of a batch', () => {
    expect(newOrdersAnnouncement([])).toBe('');
    expect(newOrdersAnnouncement(['11110000'])).toBe('New order 11110000');
    expect(newOrdersAnnouncement(['11110000', '22220000'])).toBe('New orders 11110000 and 22220000');
    expect(newOrdersAnnouncement(['1', '2', '3'])).toBe('New orders 1, 2 and 3');
  });
});

describe('NewOrderCue', () => {
  it('announces each new order politely and counts them on the badge', () => {
    const source = renderCue();
    expect(region().getAttribute('aria-live')).toBe('polite');
    expect(announced()).toBe('');
    act(() => source.send('order', placed('11110000')));
    expect(announced()).toBe('New order 11110000');
    act(() => source.send('order', placed('22220000')));
    expect(announced()).toBe('New order 22220000');
    expect(badge()).toBe('2 new orders');
  });

  it('names both orders when their events arrive in one task, so neither goes unspoken', () => {
    const source = renderCue();
    act(() => {
      source.send('order', placed('11110000'));
      source.send('order', placed('22220000'));
    });
    expect(announced()).toBe('New orders 11110000 and 22220000');
    // The next order starts a new announcement.
    act(() => source.send('order', placed('33330000')));
    expect(announced()).toBe('New order 33330000');
    expect(badge()).toBe('3 new orders');
  });

  it('ignores re-reads, other statuses and an order it already announced', () => {
    const source = renderCue();
    act(() => source.send('order', placed('11110000')));
    act(() => {
      source.send('order', { Order_Id: null, Status: null });
      source.send('order', { Order_Id: '11110000', Status: 'Accepted' });
      source.send('order', placed('11110000'));
    });
    expect(announced()).toBe('New order 11110000');
    expect(badge()).toBe('1 new order');
  });

  it('clears the badge and the announcement once staff have watched Today for 4 s', () => {
    vi.useFakeTimers();
    const source = renderCue('/dashboard/today');
    act(() => source.send('order', placed('11110000')));
    expect(badge()).toBe('1 new order');
    act(() => vi.advanceTimersByTime(4000));
    expect(badge()).toBeNull();
    expect(announced()).toBe('');
    act(() => source.send('order', placed('22220000')));
    expect(announced()).toBe('New order 22220000');
  });
});
