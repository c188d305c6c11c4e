import { afterEach, describe, expect, it, vi } from 'vitest';
import { BACKOFF_CAP_MS, backoffDelay, type OfflineStore } from '../src';
import type { OnlineHost } from '../src/online';
import { openDb } from '../src/db';
import { drop, hang, late } from '../testing';
import { collectLine, orderFor, setup, sharedLocks } from './helpers';

let stores: OfflineStore[] = [];
afterEach(() => {
  for (const s of stores) s.close();
  stores = [];
});
const keep = (s: OfflineStore) => (stores.push(s), s);

/** A store with one Collect order queued while the server was unreachable; the server now answers again. */
async function queuedWhileOffline() {
  const s = setup();
  const store = keep(s.store);
  s.net.offline();
  const { key } = await store.outbox.submit(orderFor([collectLine()]));
  s.net.online();
  return { s, store, key };
}

/** A timer the test fires by hand, remembering the delays asked for. */
function manualTimers() {
  const pending: { fn: () => void; ms: number; cancelled: boolean }[] = [];
  return {
    pending,
    delays: () => pending.filter((p) => !p.cancelled).map((p) => p.ms),
    set(fn: () => void, ms: number) {
      const entry = { fn, ms, cancelled: false };
      pending.push(entry);
      return () => void (entry.cancelled = true);
    },
    fireAll() {
      const due = pending.splice(0).filter((p) => !p.cancelled);
      for (const p of due) p.fn();
    },
  };
}

describe('back-off', () => {
  it('starts near 5 s, doubles, and stops growing at 5 minutes', () => {
    expect(backoffDelay(1, () => 0)).toBe(2_500);
    expect(backoffDelay(1, () => 1)).toBe(5_000);
    expect(backoffDelay(2, () => 1)).toBe(10_000);
    expect(backoffDelay(3, () => 0.5)).toBe(15_000);
    expect(backoffDelay(30, () => 1)).toBe(BACKOFF_CAP_MS);
    expect(backoffDelay(30, () => 0)).toBe(BACKOFF_CAP_MS / 2);
  });
});

describe('sync engine', () => {
  it('the timer leaves a row alone until its back-off is over, then sends it with the same key', async () => {
    const { s, store, key } = await queuedWhileOffline();
    await store.sync.drain({ dueOnly: true }); // 1 failure -> next attempt 3.75 s later (random 0.5)
    expect(s.api.orderCalls).toEqual([]);
    s.clock.advance(3_749);
    await store.sync.drain({ dueOnly: true });
    expect(s.api.orderCalls).toEqual([]);
    s.clock.advance(1);
    await store.sync.drain({ dueOnly: true });
    expect(s.api.orderCalls).toEqual([key]);
  });

  it('an explicit drain (start, reconnect, Background Sync) does not wait for the back-off', async () => {
    const { s, store, key } = await queuedWhileOffline();
    await store.sync.drain();
    expect(s.api.orderCalls).toEqual([key]);
  });

  it('delivers exactly once when the network fails N times, across many drains', async () => {
    const { s, store, key } = await queuedWhileOffline();
    s.net.next(drop(), drop(), drop(), drop());
    for (let i = 0; i < 12; i++) {
      s.clock.advance(BACKOFF_CAP_MS);
      await Promise.all([store.sync.drain(), store.sync.drain()]);
    }
    expect(new Set(s.net.keys())).toEqual(new Set([key]));
    expect(s.net.keys()).toHaveLength(6); // the submit, 4 failures, 1 success
    expect(s.api.stored.size).toBe(1);
    const outbox = await store.outbox.list();
    expect(outbox).toMatchObject([{ key, state: 'delivered', attempts: 6 }]);
    expect(await store.myOrders.list()).toHaveLength(1);
  });

  it('a lost answer is retried with the same key and the server keeps one order', async () => {
    const s = setup();
    const store = keep(s.store);
    // The server stores the order, but twice its answer comes after the client gave up.
    s.net.next(late(), late());
    const { key, queued } = await store.outbox.submit(orderFor([collectLine()]));
    expect(queued).toBe(true);
    for (let i = 0; i < 2; i++) {
      s.clock.advance(BACKOFF_CAP_MS);
      await store.sync.drain();
    }
    expect(s.api.orderCalls).toEqual([key, key, key]);
    expect(s.api.stored.size).toBe(1);
    expect((await store.myOrders.list()).map((m) => m.order.Order_Id)).toEqual([
      s.api.stored.get(key)!.Order_Id,
    ]);
  });

  it('two stores on one database (two tabs) never send the same row at once', async () => {
    const s = setup();
    const a = keep(s.store);
    s.net.offline();
    for (let i = 0; i < 3; i++) await a.outbox.submit(orderFor([collectLine()]));
    s.net.online();
    const b = keep(s.open());
    s.clock.advance(BACKOFF_CAP_MS);
    await Promise.all([a.sync.drain(), b.sync.drain(), a.sync.drain(), b.sync.drain()]);
    expect(s.api.orderCalls).toHaveLength(3);
    expect(new Set(s.api.orderCalls).size).toBe(3);
    expect(s.api.stored.size).toBe(3);
  });

  it('resends a row left "sending" by a tab that died, once the claim is stale', async () => {
    const s = setup();
    s.store.close();
    // A tab whose request never gets an answer (and would wait a minute for one).
    const store = keep(s.open({ requestTimeoutMs: 60_000 }));
    s.net.next(hang());
    const submitted = store.outbox.submit(orderFor([collectLine()]));
    const otherTab = keep(s.open());
    const firstRow = async () => (await otherTab.outbox.list())[0];
    await vi.waitFor(async () => expect((await firstRow())?.state).toBe('sending'));
    const row = await firstRow();
    // This "tab" is gone; its request is let go so the test does not leak it.
    store.close();
    s.net.release();
    await submitted.catch(() => undefined);

    const fresh = keep(s.open());
    const before = s.net.keys().length;
    await fresh.sync.drain();
    expect(s.net.keys().length).toBe(before); // the claim is still fresh
    s.clock.advance(61_000);
    await fresh.sync.drain();
    expect(s.api.orderCalls).toEqual([row!.key]);
  });

  it('with Web Locks, a row left "sending" by a closed page is resent at once', async () => {
    const locks = sharedLocks();
    const s = setup({ locks });
    const store = keep(s.store);
    const db = openDb(s.dbName);
    const body = orderFor([collectLine()]);
    await db.outbox.add({
      key: 'left-by-a-closed-tab',
      body,
      createdAt: s.clock.now().toISOString(),
      attempts: 1,
      nextAttemptAt: s.clock.now().toISOString(),
      lastError: null,
      state: 'sending',
      claimedAt: s.clock.now().toISOString(),
      claimedBy: 'a tab that navigated away',
      orderId: null,
    });
    db.close();
    await store.sync.drain();
    expect(s.api.orderCalls).toEqual(['left-by-a-closed-tab']);
    expect(await store.outbox.list()).toMatchObject([{ state: 'delivered', attempts: 2 }]);
  });

  it('drains on start, on the online event, and on the back-off timer', async () => {
    const listeners = new Map<string, () => void>();
    let onLine = false;
    const host: OnlineHost = {
      onLine: () => onLine,
      addEventListener: (t, fn) => listeners.set(`${t}:${listeners.size}`, fn),
      removeEventListener: () => undefined,
    };
    const fire = (t: string) =>
      [...listeners].filter(([k]) => k.startsWith(`${t}:`)).forEach(([, fn]) => fn());
    const timers = manualTimers();
    const s = setup({ onlineHost: host, timers });
    const store = keep(s.store);
    expect(store.online.get()).toEqual({ online: false, browserOnline: false, serverReachable: true });

    s.net.offline();
    const { key } = await store.outbox.submit(orderFor([collectLine()]));
    store.sync.start();
    await vi.waitFor(() => {
      expect(s.net.keys()).toEqual([key, key]); // the submit, then the start's drain
      expect(timers.delays().at(-1)).toBe(7_500);
    });

    // The timer fires after the back-off: still offline, so it fails again and backs off further.
    s.clock.advance(7_500);
    timers.fireAll();
    await vi.waitFor(() => {
      expect(s.net.keys()).toEqual([key, key, key]);
      expect(timers.delays().at(-1)).toBe(15_000);
    });

    // The network returns: the online event drains at once (the back-off is for a server that is down).
    onLine = true;
    s.net.online();
    fire('online');
    await vi.waitFor(() => {
      expect(store.online.get().online).toBe(true);
      expect(s.api.orderCalls).toEqual([key]);
      expect(s.api.rateCalls.length).toBeGreaterThan(0);
      expect(timers.delays()).toEqual([]);
    });
  });

  it('drains when the service worker relays a Background Sync', async () => {
    let drainRequest: (() => void) | null = null;
    let registered = 0;
    const s = setup({
      backgroundSync: {
        register: () => void registered++,
        onDrainRequest: (fn) => ((drainRequest = fn), () => (drainRequest = null)),
      },
    });
    const store = keep(s.store);
    store.sync.start();
    s.net.offline();
    const { key } = await store.outbox.submit(orderFor([collectLine()]));
    expect(registered).toBeGreaterThan(0);
    s.net.online();
    s.clock.advance(BACKOFF_CAP_MS);
    drainRequest!();
    await vi.waitFor(() => expect(s.api.orderCalls).toEqual([key]));
    store.sync.stop();
    expect(drainRequest).toBeNull();
  });
});
