import { afterEach, describe, expect, it } from 'vitest';
import { DEVICE_ORDER_KEEP_DAYS, LONGEST_ORDER_HOLD_HOURS } from '@tm/core/device-orders';
import type { OfflineStore } from '../src';
import { openDb } from '../src/db';
import { FORGET_WHEN_SENT } from '../src/device-data';
import { answer } from '../testing';
import { collectLine, orderFor, setup } from './helpers';

const DAY = 24 * 60 * 60 * 1000;

let stores: OfflineStore[] = [];
afterEach(() => {
  for (const s of stores) s.close();
  stores = [];
});

/**
 * A device as a customer leaves it: one order sent, one refused by the branch, one still waiting (the server
 * unreachable), and a line in the cart.
 */
async function usedDevice() {
  const s = setup();
  stores.push(s.store);
  const { store, api: server, net } = s;
  await store.rates.refresh();
  const sent = await store.outbox.submit(orderFor([collectLine()]));
  net.offline();
  const refused = await store.outbox.submit(orderFor([collectLine()]));
  net.online().next(answer(400, { message: 'Select the checking point' }));
  await store.sync.drain();
  net.offline();
  const waiting = await store.outbox.submit(orderFor([collectLine()]));
  await store.cart.add(collectLine('50'));
  const states = Object.fromEntries((await store.outbox.list()).map((r) => [r.key, r.state]));
  expect(states).toEqual({ [sent.key]: 'delivered', [refused.key]: 'failed', [waiting.key]: 'queued' });
  return { s, store, server, net, keys: { sent: sent.key, refused: refused.key, waiting: waiting.key } };
}

describe('Forget this device (and signing out, which does the same)', () => {
  it('removes sent and refused orders and the cart, keeps the order still waiting, and says so', async () => {
    const { store, keys } = await usedDevice();
    expect(await store.device.waiting()).toBe(1);

    expect(await store.device.forget()).toEqual({ removed: 2, waiting: 1 });

    expect(await store.myOrders.list()).toEqual([]);
    expect((await store.outbox.list()).map((r) => r.key)).toEqual([keys.waiting]);
    expect(await store.cart.list()).toEqual([]);
    // Rates are public: an offline visit after the forget still has them.
    expect((await store.rates.read()).currencies.length).toBeGreaterThan(0);
  });

  it('sends the kept order once the server is back, then takes it off the device too', async () => {
    const { s, store, server, keys } = await usedDevice();
    await store.device.forget();

    s.net.online();
    await store.sync.drain();

    expect(server.stored.has(keys.waiting)).toBe(true);
    expect(await store.outbox.list()).toEqual([]);
    expect(await store.myOrders.list()).toEqual([]);
    const db = openDb(s.dbName);
    expect(await db.meta.get(FORGET_WHEN_SENT)).toBeUndefined();
    db.close();
  });

  it('keeps listing orders placed after the forget', async () => {
    const { store, net } = await usedDevice();
    await store.device.forget();
    net.online();
    const next = await store.outbox.submit(orderFor([collectLine()]));
    await store.sync.drain();
    expect((await store.myOrders.list()).map((m) => m.key)).toContain(next.key);
  });

  it('on an empty device removes nothing and keeps nothing', async () => {
    const s = setup();
    stores.push(s.store);
    expect(await s.store.device.forget()).toEqual({ removed: 0, waiting: 0 });
  });
});

describe('orders leave the device a while after they ended', () => {
  async function oneSentOrder() {
    const s = setup();
    stores.push(s.store);
    const { key, order } = await s.store.outbox.submit(orderFor([collectLine()]));
    if (!order) throw new Error('the order should have been sent');
    return { ...s, key, placedAt: Date.parse(order.time) };
  }
  const keysOf = async (store: OfflineStore) => (await store.myOrders.list()).map((m) => m.key);

  it(`drops a completed order ${DEVICE_ORDER_KEEP_DAYS} days after it was completed, on the next sync`, async () => {
    const { store, clock, key, placedAt } = await oneSentOrder();
    const endedAt = placedAt + 2 * DAY;
    await store.myOrders.noteStatus(key, {
      status: 'Completed',
      checkedAt: new Date(endedAt).toISOString(),
      endedAt: new Date(endedAt).toISOString(),
    });

    clock.t = endedAt + DEVICE_ORDER_KEEP_DAYS * DAY - 1;
    await store.sync.drain();
    expect(await keysOf(store)).toEqual([key]);
    expect((await store.myOrders.list())[0]?.known?.status).toBe('Completed');

    clock.t = endedAt + DEVICE_ORDER_KEEP_DAYS * DAY;
    await store.sync.drain();
    expect(await keysOf(store)).toEqual([]);
    expect(await store.outbox.list()).toEqual([]);
  });

  it('drops an order it never heard end once it must have ended, plus the same time', async () => {
    const { store, clock, key, placedAt } = await oneSentOrder();
    const forgetAt = placedAt + LONGEST_ORDER_HOLD_HOURS * 60 * 60 * 1000 + DEVICE_ORDER_KEEP_DAYS * DAY;
    clock.t = forgetAt - 1;
    await store.sync.drain();
    expect(await keysOf(store)).toEqual([key]);
    clock.t = forgetAt;
    await store.sync.drain();
    expect(await keysOf(store)).toEqual([]);
  });

  it('prunes when the app starts', async () => {
    const { open, clock, key, placedAt } = await oneSentOrder();
    clock.t = placedAt + 365 * DAY;
    const later = open();
    stores.push(later);
    expect(await keysOf(later)).toEqual([key]);
    later.sync.start();
    // start() drains (and prunes) without being awaited: wait for the list to change.
    await expect.poll(() => keysOf(later)).toEqual([]);
  });

  it('drops a refused order as long after it was placed, and never one still waiting to be sent', async () => {
    const { s, store, keys } = await usedDevice();
    const placed = s.clock.t;
    s.clock.t = placed + DEVICE_ORDER_KEEP_DAYS * DAY - 1;
    await store.sync.drain();
    const left = async () => (await store.outbox.list()).map((r) => r.key).sort();
    expect(await left()).toEqual([keys.sent, keys.refused, keys.waiting].sort());

    s.clock.t = placed + DEVICE_ORDER_KEEP_DAYS * DAY;
    await store.sync.drain();
    expect(await left()).toEqual([keys.sent, keys.waiting].sort());

    s.clock.t = placed + 365 * DAY;
    await store.sync.drain();
    expect(await left()).toEqual([keys.waiting]);
  });
});
