import { addToCart, removeFromCart, type CartLine, type Currency, type OrderRequest } from '@tm/core';
import { EUR, USD } from '@tm/core/fixtures';
import type { MyOrder, OfflineStore, OutboxEntry, SubmitResult } from '@tm/offline';
import type { AppStore } from '../../src/store-context';

export { EUR, USD };

/** One object, as useSyncExternalStore needs of a snapshot that has not changed. */
const ONLINE = { online: true, browserOnline: true, serverReachable: true };

/**
 * An in-memory stand-in for the offline store, with the real core cart rules. Orders are queued unless the
 * test sets `answer` (e.g. a server refusal); `myOrders` is what "My orders" holds on the device.
 */
export function fakeStore(currencies: Currency[] = [EUR, USD]) {
  let cart: CartLine[] = [];
  const cartSubs = new Set<(lines: CartLine[]) => void>();
  const submitted: OrderRequest[] = [];
  const control: {
    answer: ((order: OrderRequest) => SubmitResult) | null;
    myOrders: MyOrder[];
    outbox: OutboxEntry[];
  } = { answer: null, myOrders: [], outbox: [] };
  const store: AppStore & Pick<OfflineStore, 'myOrders'> = {
    rates: {
      read: async () => ({ currencies, fetchedAt: '2026-11-22T09:15:00.000Z' }),
      refresh: async () => ({ status: 'not-modified' }),
      subscribe: () => () => undefined,
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
        return control.answer?.(order) ?? { status: 'queued', key: 'k1', queued: true };
      },
      // As the real one: the refused row's lines become the cart (an empty one unless told), the row goes.
      reopen: async (key, options) => {
        const row = control.outbox.find((e) => e.key === key && e.state === 'failed');
        if (!row) return { ok: false, reason: 'not-refused' };
        if (cart.length > 0 && !options?.replaceCart) return { ok: false, reason: 'cart-busy' };
        cart = row.body.Orders as CartLine[];
        cartSubs.forEach((cb) => cb(cart));
        control.outbox = control.outbox.filter((e) => e !== row);
        return { ok: true, order: row.body, error: row.lastError ?? '', issues: row.lastIssues ?? [] };
      },
      list: async () => control.outbox,
      subscribe: (cb) => {
        cb(control.outbox);
        return () => undefined;
      },
    },
    myOrders: {
      list: async () => control.myOrders,
      subscribe: (cb) => {
        cb(control.myOrders);
        return () => undefined;
      },
    },
    online: {
      get: () => ONLINE,
      subscribe: () => () => undefined,
    },
  };
  return { store, cart: () => cart, submitted, control };
}
