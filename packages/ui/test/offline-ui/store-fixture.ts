import 'fake-indexeddb/auto';
import { createOfflineStore, type OfflineStore } from '@tm/offline';
import { buildOrderEmailRows, type CartLine, type Currency, type Order, type OrderRequest } from '@tm/core';

export const EUR: Currency = {
  value: 'EUR',
  label: 'Euro',
  Rate: '1.1650',
  Sell: '-1.1',
  Buy: '1',
  updatedAt: '2026-01-01T00:00:00.000Z',
  sample: false,
};

export function orderRequest(): OrderRequest {
  return {
    Name: 'Ada Lovelace',
    Email: 'ada@example.com',
    Phone_Number: '07700 900123',
    Address: '1 High Street',
    CheckingPoint: 'Dagenham',
    status: 'buy',
    Orders: [
      {
        Id: 'l1',
        currencyTake: '100.00',
        currencyTakecurrent: 'GBP',
        currencyMy: '115.22',
        currencyMycurrent: 'EUR',
        Rate: '1.1522',
        status: 'buy',
      },
    ],
  };
}

export function confirmed(req: OrderRequest, orderId: string, rate = '1.1522', receive = '115.22'): Order {
  const lines: CartLine[] = [
    {
      Id: 'l1',
      currencyTake: '100.00',
      currencyTakecurrent: 'GBP',
      currencyMy: receive,
      currencyMycurrent: 'EUR',
      Rate: rate,
      status: 'buy',
    },
  ];
  return {
    _id: `id-${orderId}`,
    Order_Id: orderId,
    Name: req.Name,
    Email: req.Email,
    Phone_Number: req.Phone_Number,
    Address: req.Address,
    CheckingPoint: req.CheckingPoint,
    Orders: lines,
    status: 'buy',
    Status: 'Pending',
    title: 'Click & Collect',
    time: '2026-03-03T10:00:00.000Z',
    ...buildOrderEmailRows(lines, 'buy'),
  };
}

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
