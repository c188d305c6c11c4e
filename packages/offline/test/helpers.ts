import { makeCartLine, type CartLine, type OrderRequest } from '@tm/core';
import { CUSTOMER } from '@tm/core/fixtures';
import { createOfflineStore, type OfflineStoreOptions } from '../src';
import { EUR, FakeServer } from './fake-server';

let dbSeq = 0;
export const freshDbName = () => `tm-test-${Date.now()}-${++dbSeq}`;

/** A clock the test moves by hand. */
export class Clock {
  constructor(public t = Date.parse('2026-01-01T10:00:00.000Z')) {}
  now = () => new Date(this.t);
  advance(ms: number) {
    this.t += ms;
  }
}

export function setup(over: Partial<OfflineStoreOptions> = {}) {
  const server = new FakeServer();
  const clock = new Clock();
  const dbName = freshDbName();
  const open = (more: Partial<OfflineStoreOptions> = {}) =>
    createOfflineStore({
      apiBase: '/api',
      fetch: server.fetch,
      dbName,
      now: clock.now,
      random: () => 0.5,
      legacyStorage: null,
      locks: null,
      onlineHost: null,
      backgroundSync: null,
      ...over,
      ...more,
    });
  return { server, clock, dbName, open, store: open() };
}

let lineSeq = 0;
export function collectLine(gbp = '100', currency = EUR): CartLine {
  return makeCartLine({ currency, way: 'buy', gbp, id: `line-${++lineSeq}` });
}
export function sellLine(fx = '100', currency = EUR): CartLine {
  return makeCartLine({ currency, way: 'sell', fx, id: `line-${++lineSeq}` });
}

export function orderFor(lines: CartLine[]): OrderRequest {
  return {
    ...CUSTOMER,
    Orders: lines,
    status: lines[0]?.status ?? 'buy',
  };
}

/** The next value a subscription delivers that passes `test`. */
export function nextValue<T>(
  subscribe: (cb: (v: T) => void) => () => void,
  test: (v: T) => boolean,
): Promise<T> {
  return new Promise((resolve) => {
    let unsub: (() => void) | null = null;
    let done = false;
    unsub = subscribe((v) => {
      if (done || !test(v)) return;
      done = true;
      queueMicrotask(() => unsub?.());
      resolve(v);
    });
  });
}
