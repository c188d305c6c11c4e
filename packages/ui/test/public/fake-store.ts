import {
  addToCart,
  removeFromCart,
  type CartLine,
  type Currency,
  type OrderRequest,
  type RateHistory,
} from '@tm/core';
import { EUR, USD } from '@tm/core/fixtures';
import type { MyOrder, OfflineStore, OutboxEntry, SubmitResult } from '@tm/offline';
import type { AppStore } from '../../src/store-context';

export { EUR, USD };

/** An outbox row of an order waiting to be sent. */
export function queuedEntry(key: string, body: OrderRequest): OutboxEntry {
  return {
    key,
    body,
    createdAt: '2026-11-02T10:00:00.000Z',
    attempts: 1,
    nextAttemptAt: '2026-11-02T10:00:00.000Z',
    lastError: null,
    lastIssues: null,
    state: 'queued',
    claimedAt: null,
    claimedBy: null,
    orderId: null,
  };
}

/** One object, as useSyncExternalStore needs of a snapshot that has not changed. */
const ONLINE = { online: true, browserOnline: true, serverReachable: true };

/**
 * An in-memory stand-in for the offline store, with the real core cart rules. Orders are queued unless the
 * test sets `answer` (e.g. a server refusal); `myOrders` is what "My orders" holds on the device.
 */
export function fakeStore(currencies: Currency[] = [EUR, USD], histories: RateHistory[] = []) {
  let cart: CartLine[] = [];
  const cartSubs = new Set<(lines: CartLine[]) => void>();
  const submitted: OrderRequest[] = [];
  const outboxSubs = new Set<(entries: OutboxEntry[]) => void>();
  const control: {
    answer: ((order: OrderRequest) => SubmitResult) | null;
    myOrders: MyOrder[];
    outbox: OutboxEntry[];
    /** Replaces the outbox rows and tells the subscribers, as the sync engine's changes do. */
    setOutbox(entries: OutboxEntry[]): void;
  } = {
    answer: null,
    myOrders: [],
    outbox: [],
    setOutbox: (entries) => {
      control.outbox = entries;
      outboxSubs.forEach((cb) => cb(entries));
    },
  };
  const store: AppStore & Pick<OfflineStore, 'myOrders'> = {
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
      add: async (line, rules) => {
        const r = addToCart(cart, line, rules);
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
        if (control.answer) return control.answer(order);
        // As the real one offline: the order waits in the outbox, its lines no longer in the cart.
        const key = `k${submitted.length}`;
        control.setOutbox([...control.outbox, queuedEntry(key, order)]);
        return { status: 'queued', key, queued: true };
      },
      // As the real one: the refused row's lines become the cart (an empty one unless told), the row goes.
      reopen: async (key, options) => {
        const row = control.outbox.find((e) => e.key === key && e.state === 'failed');
        if (!row) return { ok: false, reason: 'not-refused' };
        if (cart.length > 0 && !options?.replaceCart) return { ok: false, reason: 'cart-busy' };
        cart = row.body.Orders as CartLine[];
        cartSubs.forEach((cb) => cb(cart));
        control.setOutbox(control.outbox.filter((e) => e !== row));
        return { ok: true, order: row.body, error: row.lastError ?? '', issues: row.lastIssues ?? [] };
      },
      list: async () => control.outbox,
      subscribe: (cb) => {
        outboxSubs.add(cb);
        cb(control.outbox);
        return () => outboxSubs.delete(cb);
      },
    },
    myOrders: {
      list: async () => control.myOrders,
      subscribe: (cb) => {
        cb(control.myOrders);
        return () => undefined;
      },
      noteStatus: async (key, known) => {
        control.myOrders = control.myOrders.map((m) => (m.key === key ? { ...m, known } : m));
      },
    },
    online: {
      get: () => ONLINE,
      subscribe: () => () => undefined,
    },
  };
  return { store, cart: () => cart, submitted, control };
}
