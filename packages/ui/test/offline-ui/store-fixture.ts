import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach } from 'vitest';
import { createOfflineStore, type OfflineStore, type OnlineHost } from '@tm/offline';
import { fakeApi } from '../fake-api';
import type { OrderRequest } from '@tm/core';
import { EUR, EUR_LINE, orderRequest, placedOrder, orderLine } from '@tm/core/fixtures';

export { EUR, orderRequest };

/** The server's answer to `req`: its line priced at `rate` (the server's own rates may differ from the quote). */
export const confirmed = (
  req: OrderRequest,
  orderId: string,
  rate = EUR_LINE.Rate,
  receive = EUR_LINE.currencyMy,
) => placedOrder(req, orderId, [orderLine({ Rate: rate, currencyMy: receive })]);

let seq = 0;
/** A real offline store on its own in-memory database, answering through `respond`. */
export function makeStore(
  respond: (url: string, init?: RequestInit) => Promise<Response>,
  over: Partial<Parameters<typeof createOfflineStore>[0]> = {},
): OfflineStore {
  return createOfflineStore({
    apiBase: '/api',
    fetch: respond,
    dbName: `ui-offline-${Date.now()}-${++seq}`,
    legacyStorage: null,
    locks: null,
    onlineHost: null,
    backgroundSync: null,
    ...over,
  });
}

export const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });

/** A browser whose network the test switches: online at first unless told otherwise. */
export function network(onLine = true) {
  const fns = new Set<[string, () => void]>();
  const host: OnlineHost = {
    onLine: () => onLine,
    addEventListener: (t, fn) => void fns.add([t, fn]),
    removeEventListener: () => undefined,
  };
  return {
    host,
    set(next: boolean) {
      onLine = next;
      for (const [t, fn] of fns) if (t === (next ? 'online' : 'offline')) fn();
    },
  };
}

/**
 * A My orders test file's setup: a fresh fake API and storage before each test; after it the page unmounted,
 * `after` run and every store the test pushed to the returned list closed.
 */
export function freshStoresEachTest(after: () => void = () => undefined): OfflineStore[] {
  const stores: OfflineStore[] = [];
  beforeEach(() => {
    fakeApi.reset();
    localStorage.clear();
  });
  afterEach(() => {
    cleanup();
    after();
    for (const s of stores.splice(0)) s.close();
  });
  return stores;
}
