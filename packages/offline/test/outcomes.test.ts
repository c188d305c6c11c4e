import { afterEach, describe, expect, it, vi } from 'vitest';
import { Dexie } from 'dexie';
import { BACKOFF_CAP_MS, type OfflineStore } from '../src';
import { answer, hang, late, offlineHarness, type OfflineHarness } from '../testing';
import { collectLine, orderFor, sharedLocks } from './helpers';

/**
 * Every outcome of an order that waits in the outbox, one test each (docs/offline-sync.md maps them). Each
 * starts the same way: the order was placed while the server could not be reached.
 */
let h: OfflineHarness;
afterEach(() => h?.close());

async function placedOffline(over: Parameters<typeof offlineHarness>[0] = {}) {
  h = offlineHarness(over);
  h.net.offline();
  const { key } = await h.store.outbox.submit(orderFor([collectLine()]));
  h.net.online();
  return key;
}
const row = async (store: OfflineStore = h.store) => (await store.outbox.list())[0]!;
/** How far in the future the row's next attempt is. */
const waitOf = async () => Date.parse((await row()).nextAttemptAt) - h.clock.t;

describe('what happens to a queued order', () => {
  it('delivered: sent once with its key, the answer kept, the order in My orders', async () => {
    const key = await placedOffline();
    await h.store.sync.drain();
    const order = h.api.stored.get(key)!;
    expect(await row()).toMatchObject({ state: 'delivered', orderId: order.Order_Id, lastError: null });
    expect((await row()).lastAnswer).toMatchObject({ status: 201, summary: order.Order_Id });
    expect((await h.store.myOrders.list()).map((m) => m.key)).toEqual([key]);
  });

  it.each([400, 422])(
    'refused (%i): kept with the message and fields, never resent as it is',
    async (status) => {
      const key = await placedOffline();
      const issues = [{ path: ['Name'], message: 'Name can be at most 121 characters' }];
      h.net.next(answer(status, { message: issues[0]!.message, issues }));
      await h.store.sync.drain();
      expect(await row()).toMatchObject({
        key,
        state: 'failed',
        lastError: issues[0]!.message,
        lastIssues: issues,
      });
      expect((await row()).lastAnswer?.status).toBe(status);
      const tried = h.net.keys().length;
      h.clock.advance(BACKOFF_CAP_MS);
      await h.store.sync.drain();
      await h.store.inspector.retryNow();
      expect(h.net.keys()).toHaveLength(tried);
      expect(h.api.stored.size).toBe(0);
    },
  );

  it('repriced: stored at the server price, and what changed is kept for the customer to see', async () => {
    const key = await placedOffline();
    h.api.currencies = h.api.currencies.map((c) => (c.value === 'EUR' ? { ...c, Rate: '1.2000' } : c));
    await h.store.sync.drain();
    const [mine] = await h.store.myOrders.list();
    expect(mine?.key).toBe(key);
    expect(mine?.repricing).toHaveLength(1);
    const [line] = mine!.repricing;
    expect(line).toMatchObject({ currency: 'EUR', rate: h.api.stored.get(key)!.Orders[0]!.Rate });
    expect(line!.quotedRate).not.toBe(line!.rate);
  });

  it('rate-limited (429): waits as long as Retry-After says, whatever asks for a try sooner', async () => {
    const key = await placedOffline();
    h.net.next(answer(429, { retryAfter: 90, message: 'Too many orders' }));
    await h.store.sync.drain();
    expect(await waitOf()).toBe(90_000);
    h.clock.advance(89_000);
    await h.store.sync.drain(); // a reconnect
    await h.store.inspector.retryNow();
    expect(h.net.keys()).toEqual([key, key]);
    h.clock.advance(1_000);
    await h.store.sync.drain({ dueOnly: true });
    expect(await row()).toMatchObject({ state: 'delivered', notBefore: null });
  });

  it('server error (5xx): backs off with jitter, doubling up to the cap, and keeps the key', async () => {
    // The first random is the offline submit's; then the two ends of the jitter, the middle, and the top.
    const randoms = [0.5, 0, 1, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 1];
    const key = await placedOffline({ random: () => randoms.shift() ?? 0.5 });
    const waits: number[] = [];
    for (const status of [500, 503, 500, 502, 500, 503, 500, 500, 504]) {
      h.net.next(answer(status));
      h.clock.advance(BACKOFF_CAP_MS);
      await h.store.sync.drain({ dueOnly: true });
      waits.push(await waitOf());
    }
    // Attempt n waits half of 5 s x 2^(n-1) plus a random part of the other half; never past 5 minutes.
    expect(waits).toEqual([5_000, 20_000, 30_000, 60_000, 120_000, 225_000, 225_000, 225_000, 300_000]);
    expect(new Set(h.net.keys())).toEqual(new Set([key]));
    h.clock.advance(BACKOFF_CAP_MS);
    await h.store.sync.drain({ dueOnly: true });
    expect((await row()).state).toBe('delivered');
  });

  it('server down while the browser is online: Background Sync does not retry faster than the back-off', async () => {
    // Chromium fires a sync at once when it believes it is online: each failure's registration comes straight
    // back as a drain request.
    let requestDrain = () => {};
    const backgroundSync = {
      register: () => queueMicrotask(() => requestDrain()),
      onDrainRequest: (fn: () => void) => ((requestDrain = fn), () => (requestDrain = () => {})),
    };
    h = offlineHarness({ backgroundSync });
    h.store.sync.start();
    h.net.next(answer(503), answer(503), answer(503));
    await h.store.outbox.submit(orderFor([collectLine()]));
    await vi.waitFor(async () => expect((await row()).attempts).toBe(2)); // the submit, then the start
    for (let i = 0; i < 5; i++) await h.store.sync.drain({ dueOnly: true });
    expect((await row()).attempts).toBe(2);
    h.clock.advance(BACKOFF_CAP_MS);
    requestDrain();
    await vi.waitFor(async () => expect((await row()).attempts).toBe(3));
  });

  it('no answer (timeout): resent with the same key, stored once even when the server had acted', async () => {
    const key = await placedOffline();
    h.net.next(hang(), late());
    await h.store.sync.drain();
    expect(await row()).toMatchObject({
      state: 'queued',
      lastError: 'No answer within 0.05 s',
      lastAnswer: null,
    });
    await h.store.sync.drain(); // the server stores it this time, but the answer comes too late
    expect(h.api.stored.size).toBe(1);
    await h.store.sync.drain();
    expect(h.api.orderCalls).toEqual([key, key]);
    expect(h.api.stored.size).toBe(1);
    expect((await row()).orderId).toBe(h.api.stored.get(key)!.Order_Id);
  });

  it('the app updated while it waited: a row written by the first version is still delivered', async () => {
    h = offlineHarness();
    h.store.close();
    // The database as version 1 of the app left it (its schema, its row shape), before any later field.
    const v1 = new Dexie(h.dbName);
    v1.version(1).stores({
      rates: 'id',
      cart: 'Id, position',
      outbox: 'key, state, nextAttemptAt, createdAt',
      myOrders: 'key, deliveredAt',
      meta: 'key',
    });
    const { lastIssues: _none, ...oldRow } = {
      key: 'written-by-v1',
      body: orderFor([collectLine()]),
      createdAt: '2025-12-31T09:00:00.000Z',
      attempts: 3,
      nextAttemptAt: '2025-12-31T09:05:00.000Z',
      lastError: 'Failed to fetch',
      lastIssues: undefined,
      state: 'queued',
      claimedAt: null,
      claimedBy: null,
      orderId: null,
    };
    await v1.table('outbox').add(oldRow);
    v1.close();
    const updated = h.open();
    await updated.sync.drain({ dueOnly: true });
    expect(h.api.orderCalls).toEqual(['written-by-v1']);
    expect(await row(updated)).toMatchObject({ state: 'delivered', attempts: 4 });
  });

  it.each([
    ['the row claim alone', null],
    ['a shared Web Lock', 'locks'],
  ] as const)('two tabs draining at once (%s): one delivers, once', async (_name, withLocks) => {
    const locks = sharedLocks();
    const key = await placedOffline(withLocks ? { locks } : {});
    const other = h.open();
    await Promise.all([h.store.sync.drain(), other.sync.drain(), h.store.sync.drain(), other.sync.drain()]);
    expect(h.api.orderCalls).toEqual([key]);
    expect(await row(other)).toMatchObject({ state: 'delivered', attempts: 2 });
  });
});
