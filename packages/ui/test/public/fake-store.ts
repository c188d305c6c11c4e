import { addToCart, removeFromCart, type CartLine, type Currency, type RateHistory } from '@tm/core';
import { EUR, USD } from '@tm/core/fixtures';
import type { AppStore } from '../../src/store-context';

export { EUR, USD };

/** An in-memory stand-in for the offline store, with the real core cart rules. */
export function fakeStore(currencies: Currency[] = [EUR, USD], histories: RateHistory[] = []) {
  let cart: CartLine[] = [];
  const cartSubs = new Set<(lines: CartLine[]) => void>();
  const submitted: unknown[] = [];
  const store: AppStore = {
    rates: {
      read: async () => ({ currencies, fetchedAt: '2026-11-22T09:15:00.000Z' }),
      refresh: async () => ({ status: 'not-modified' }),
      subscribe: () => () => undefined,
    },
    rateHistory: {
      read: async (code, days) => {
        const history = histories.find((h) => h.value === code && h.days === days);
        return history ? { history, fetchedAt: '2026-11-22T09:15:00.000Z' } : null;
      },
      refresh: async () => ({ status: 'not-modified' }),
    },
    cart: {
      list: async () => cart,
      add: async (line) => {
        const r = addToCart(cart, line);
        if (!r.ok) return r;
        cart = r.cart;
        cartSubs.forEach((cb) => cb(cart));
        return { ok: true };
      },
      remove: async (id) => {
        cart = removeFromCart(cart, id);
        cartSubs.forEach((cb) => cb(cart));
      },
      clear: async () => {
        cart = [];
        cartSubs.forEach((cb) => cb(cart));
      },
      subscribe: (cb) => {
        cartSubs.add(cb);
        return () => cartSubs.delete(cb);
      },
    },
    outbox: {
      submit: async (order) => {
        submitted.push(order);
        return { status: 'queued', key: 'k1', queued: true };
      },
      list: async () => [],
      subscribe: () => () => undefined,
    },
    online: {
      get: () => ({ online: true, browserOnline: true, serverReachable: true }),
      subscribe: () => () => undefined,
    },
  };
  return { store, cart: () => cart, submitted };
}
