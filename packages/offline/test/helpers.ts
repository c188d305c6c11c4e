import { makeCartLine, type CartLine, type OrderRequest } from '@tm/core';
import { CUSTOMER } from '@tm/core/fixtures';
import type { LockManagerLike } from '../src/lock';
import { EUR, offlineHarness } from '../testing';

/**
 * The fault harness (@tm/offline/testing) is every test's setup: `api` is the fake server, `net` the
 * scripted network in front of it, `clock` the store's time. Stores are closed by the caller.
 */
export const setup = offlineHarness;

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

/** A stand-in for navigator.locks: one queue per name, shared by every "tab" given it. */
export function sharedLocks(): LockManagerLike {
  const queues = new Map<string, Promise<unknown>>();
  return {
    request(name, _options, cb) {
      const run = (queues.get(name) ?? Promise.resolve()).then(() => cb({ name }));
      queues.set(
        name,
        run.catch(() => undefined),
      );
      return run;
    },
  };
}
