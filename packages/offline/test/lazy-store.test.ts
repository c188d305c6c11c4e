import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CartLine } from '@tm/core';
import type { OfflineStore, OnlineHost } from '../src';
import { createLazyOfflineStore } from '../src/lazy-store';
import { collectLine, nextValue, setup } from './helpers';

/** A store whose loading the test finishes by hand, like a chunk arriving over the network. */
function deferredLoad() {
  let resolve!: (s: OfflineStore) => void;
  const promise = new Promise<OfflineStore>((r) => (resolve = r));
  return { load: () => promise, resolve };
}

function fakeHost(onLine: boolean) {
  const listeners = new Map<string, Set<() => void>>();
  const host: OnlineHost & { fire(type: 'online' | 'offline'): void } = {
    onLine: () => onLine,
    addEventListener: (t, fn) => void (listeners.get(t) ?? listeners.set(t, new Set()).get(t)!).add(fn),
    removeEventListener: (t, fn) => void listeners.get(t)?.delete(fn),
    fire(type) {
      onLine = type === 'online';
      for (const fn of listeners.get(type) ?? []) fn();
    },
  };
  return host;
}

let lazy: OfflineStore | null = null;
afterEach(() => lazy?.close());

describe('lazy offline store', () => {
  it('queues calls and subscriptions made before the real store loads, then serves them from it', async () => {
    const { store } = setup();
    const { load, resolve } = deferredLoad();
    lazy = createLazyOfflineStore(load, null);
    const seen: CartLine[][] = [];
    lazy.cart.subscribe((lines) => seen.push(lines));
    const line = collectLine('100');
    const added = lazy.cart.add(line);
    resolve(store);
    expect(await added).toEqual({ ok: true });
    expect((await lazy.cart.list()).map((l) => l.Id)).toEqual([line.Id]);
    await vi.waitFor(() => expect(seen.at(-1)?.map((l) => l.Id)).toEqual([line.Id]));
    expect(await store.cart.list()).toHaveLength(1);
  });

  it('never attaches a subscription cancelled before the store loaded', async () => {
    const { store } = setup();
    const { load, resolve } = deferredLoad();
    lazy = createLazyOfflineStore(load, null);
    const attach = vi.spyOn(store.rates, 'subscribe');
    const cb = vi.fn();
    lazy.rates.subscribe(cb)();
    resolve(store);
    // Loaded: the queued attachments ran before this call's answer, and the cancelled one was skipped.
    await lazy.rates.read();
    expect(attach).not.toHaveBeenCalled();
    // A change it would have heard: a live subscriber hears it, the cancelled one does not.
    await lazy.rates.refresh();
    await nextValue(lazy.rates.subscribe, (s) => s.currencies.length > 0);
    expect(cb).not.toHaveBeenCalled();
  });

  it('starts the sync engine once loaded when asked before, and not when stopped again', async () => {
    const { store } = setup();
    const start = vi.spyOn(store.sync, 'start');
    const { load, resolve } = deferredLoad();
    lazy = createLazyOfflineStore(load, null);
    lazy.sync.start();
    expect(start).not.toHaveBeenCalled();
    resolve(store);
    await lazy.cart.list();
    expect(start).toHaveBeenCalledTimes(1);

    const other = setup().store;
    const otherStart = vi.spyOn(other.sync, 'start');
    const later = deferredLoad();
    const stopped = createLazyOfflineStore(later.load, null);
    stopped.sync.start();
    stopped.sync.stop();
    later.resolve(other);
    await stopped.cart.list();
    expect(otherStart).not.toHaveBeenCalled();
    stopped.close();
  });

  it("follows the browser's online events before the store loads, then the store's own state", async () => {
    const host = fakeHost(true);
    const { store } = setup();
    const { load, resolve } = deferredLoad();
    lazy = createLazyOfflineStore(load, host);
    expect(lazy.online.get().online).toBe(true);
    const states: boolean[] = [];
    lazy.online.subscribe((s) => states.push(s.online));
    host.fire('offline');
    expect(lazy.online.get().online).toBe(false);
    resolve(store);
    await lazy.cart.list();
    expect(lazy.online.get()).toBe(store.online.get());
    expect(states).toEqual([true, false, true]);
  });

  it('reads the rates through the real store', async () => {
    const { store } = setup();
    lazy = createLazyOfflineStore(() => Promise.resolve(store), null);
    await lazy.rates.refresh();
    const snapshot = await nextValue(lazy.rates.subscribe, (s) => s.currencies.length > 0);
    expect(snapshot.currencies).toEqual((await store.rates.read()).currencies);
  });
});
