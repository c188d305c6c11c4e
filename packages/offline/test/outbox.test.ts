import { afterEach, describe, expect, it } from 'vitest';
import type { OfflineStore } from '../src';
import type { CartLine } from '@tm/core';
import { answer } from '../testing';
import { collectLine, orderFor, sellLine, setup } from './helpers';

const TOO_MANY = 'Too many orders in a short time. Please try again in 2 minutes.';

let store: OfflineStore;
afterEach(() => store?.close());

const UUID = /^[0-9a-f-]{36}$/;

/** A store on the fake server for this test (closed after it). */
function openStore() {
  const s = setup();
  store = s.store;
  return s;
}

/** Puts the line in the cart and submits the cart's order, as the purchase page does. */
async function submitFromCart(line: CartLine) {
  await store.cart.add(line);
  return store.outbox.submit(orderFor([line]));
}

describe('outbox.submit', () => {
  it('online: sends with a device-made key, records the confirmation and empties the cart', async () => {
    const s = openStore();
    const line = collectLine('95');
    const result = await submitFromCart(line);
    expect(result.status).toBe('delivered');
    expect(result.key).toMatch(UUID);
    expect(s.api.orderCalls).toEqual([result.key]);
    expect(result.order?.Order_Id).toMatch(/^\d{8}$/);
    expect(await store.cart.list()).toEqual([]);
    const mine = await store.myOrders.list();
    expect(mine.map((m) => [m.key, m.order.Order_Id])).toEqual([[result.key, result.order?.Order_Id]]);
    expect(await store.outbox.list()).toMatchObject([
      { key: result.key, state: 'delivered', orderId: result.order?.Order_Id },
    ]);
  });

  it('offline: keeps the order queued, with no order number, and survives a reopen', async () => {
    const s = openStore();
    s.net.offline();
    const line = sellLine('300');
    const result = await submitFromCart(line);
    expect(result).toEqual({ status: 'queued', key: result.key, queued: true });
    expect(await store.myOrders.list()).toEqual([]);
    expect(await store.outbox.list()).toMatchObject([{ key: result.key, state: 'queued', attempts: 1 }]);
    expect(store.online.get().online).toBe(false);

    store.close();
    s.net.online();
    store = s.open();
    s.clock.advance(60_000);
    await store.sync.drain();
    expect(s.net.keys()).toEqual([result.key, result.key]);
    expect(s.api.orderCalls).toEqual([result.key]);
    expect(s.api.stored.size).toBe(1);
    expect((await store.myOrders.list())[0]?.key).toBe(result.key);
    expect(store.online.get().online).toBe(true);
  });

  it('503: stays queued like a network failure', async () => {
    const s = openStore();
    s.net.next(answer(503, { message: 'down' }));
    const result = await store.outbox.submit(orderFor([collectLine()]));
    expect(result.queued).toBe(true);
    expect(await store.outbox.list()).toMatchObject([{ state: 'queued', lastError: 'down' }]);
  });

  it('429: keeps the order and sends it again only after the Retry-After the server gave', async () => {
    const s = openStore();
    s.net.next(answer(429, { retryAfter: 120, message: TOO_MANY }));
    const result = await store.outbox.submit(orderFor([collectLine()]));
    expect(result).toEqual({ status: 'queued', key: result.key, queued: true });
    const [row] = await store.outbox.list();
    expect(row).toMatchObject({ state: 'queued', lastError: expect.stringContaining('Too many orders') });
    // Later than the client's own back-off (5 s doubling) would have tried.
    expect(Date.parse(row!.nextAttemptAt) - s.clock.t).toBe(120_000);

    s.clock.advance(119_000);
    await store.sync.drain({ dueOnly: true });
    // Nor does a reconnect or "Retry now" (an explicit drain) overrule what the server asked.
    await store.sync.drain();
    expect(s.net.keys()).toEqual([result.key]);
    s.clock.advance(1_000);
    await store.sync.drain({ dueOnly: true });
    expect(s.net.keys()).toEqual([result.key, result.key]);
    expect(await store.myOrders.list()).toHaveLength(1);
    expect(s.api.stored.size).toBe(1);
  });

  it('429 with an HTTP-date Retry-After, or none, still keeps the order', async () => {
    const s = openStore();
    const retryAfter = new Date(s.clock.t + 30_000).toUTCString();
    s.net.next(
      answer(429, { retryAfter, message: TOO_MANY }),
      answer(429, { retryAfter, message: TOO_MANY }),
    );
    const first = await store.outbox.submit(orderFor([collectLine()]));
    expect(first.queued).toBe(true);
    const [row] = await store.outbox.list();
    expect(Date.parse(row!.nextAttemptAt) - s.clock.t).toBe(30_000);
    s.clock.advance(30_000);
    await store.sync.drain({ dueOnly: true });
    expect(await store.outbox.list()).toMatchObject([{ state: 'queued', attempts: 2 }]);
    s.clock.advance(60 * 60_000);
    await store.sync.drain({ dueOnly: true });
    expect(await store.outbox.list()).toMatchObject([{ state: 'delivered' }]);
  });

  it('4xx: returns the server message, keeps the cart and leaves nothing queued', async () => {
    const s = openStore();
    const line = collectLine();
    await store.cart.add(line);
    s.net.next(answer(400, { message: 'Select the checking point' }));
    const result = await store.outbox.submit(orderFor([line]));
    expect(result).toEqual({
      status: 'failed',
      key: result.key,
      queued: false,
      error: 'Select the checking point',
      issues: [],
    });
    expect(await store.cart.list()).toEqual([line]);
    expect(await store.outbox.list()).toEqual([]);
  });

  it('400: hands back the fields the server named with its messages', async () => {
    const s = openStore();
    const message = 'Address can be at most 300 characters';
    s.net.next(answer(400, { message, issues: [{ path: ['Address'], message }] }));
    const result = await store.outbox.submit(orderFor([collectLine()]));
    expect(result).toMatchObject({
      status: 'failed',
      error: message,
      issues: [{ path: ['Address'], message }],
    });
  });

  it('a 400 for an order sent later is kept with the fields it names; reopen puts it back in the cart', async () => {
    const s = openStore();
    s.net.offline();
    const line = collectLine('95');
    const queued = await submitFromCart(line);
    expect(queued.status).toBe('queued');
    expect(await store.cart.list()).toEqual([]);

    s.net.online();
    const message = 'Name can be at most 121 characters';
    s.net.next(answer(400, { message, issues: [{ path: ['Name'], message }] }));
    s.clock.advance(60_000);
    await store.sync.drain();
    expect(await store.outbox.list()).toMatchObject([
      { key: queued.key, state: 'failed', lastError: message, lastIssues: [{ path: ['Name'], message }] },
    ]);

    // Another line in the cart meanwhile: kept until the customer chooses to replace it.
    const other = collectLine('50');
    await store.cart.add(other);
    expect(await store.outbox.reopen(queued.key)).toEqual({ ok: false, reason: 'cart-busy' });
    expect(await store.cart.list()).toEqual([other]);

    const reopened = await store.outbox.reopen(queued.key, { replaceCart: true });
    expect(reopened).toMatchObject({ ok: true, error: message, issues: [{ path: ['Name'], message }] });
    expect(await store.cart.list()).toEqual([line]);
    expect(await store.outbox.list()).toEqual([]);
    expect(await store.outbox.reopen(queued.key)).toEqual({ ok: false, reason: 'not-refused' });
  });

  it('refuses an invalid order before writing or sending anything', async () => {
    const s = openStore();
    const result = await store.outbox.submit({ ...orderFor([collectLine()]), Orders: [] });
    expect(result).toMatchObject({
      status: 'failed',
      error: 'Please add currency item',
      issues: [{ path: ['Orders'], message: 'Please add currency item' }],
    });
    expect(s.api.orderCalls).toEqual([]);
    expect(await store.outbox.list()).toEqual([]);
  });

  it('records how the server repriced the quote', async () => {
    const s = openStore();
    const line = collectLine('100'); // quoted at EUR 1.1522 -> €115.22
    s.api.currencies = s.api.currencies.map((c) => (c.value === 'EUR' ? { ...c, Rate: '1.2000' } : c));
    const result = await store.outbox.submit(orderFor([line]));
    expect(result.status).toBe('delivered');
    const repricing = result.status === 'delivered' ? result.repricing : [];
    expect(repricing).toEqual([
      {
        Id: line.Id,
        currency: 'EUR',
        quotedRate: '1.1522',
        rate: '1.1868',
        receiveCode: 'EUR',
        quotedReceive: '115.22',
        receive: '118.68',
        giveCode: 'GBP',
        quotedGive: '100.00',
        give: '100.00',
      },
    ]);
    expect((await store.myOrders.list())[0]?.repricing).toEqual(repricing);
  });

  it('an unchanged price records no repricing', async () => {
    ({ store } = setup());
    const result = await store.outbox.submit(orderFor([collectLine('100')]));
    expect(result.status === 'delivered' && result.repricing).toEqual([]);
  });

  it('sends the CSRF header the store is given', async () => {
    const seen: (string | null)[] = [];
    const s = setup();
    s.store.close();
    store = s.open({
      headers: () => ({ 'x-csrf-token': 'tok' }),
      fetch: (input, init) => {
        seen.push(new Headers(init?.headers).get('x-csrf-token'));
        return s.api.fetch(input, init);
      },
    });
    await store.outbox.submit(orderFor([collectLine()]));
    expect(seen).toEqual(['tok']);
  });
});
