import { Dexie, type EntityTable } from 'dexie';
import type { CartLine, Currency, RateHistory } from '@tm/core';
import type { MyOrder, OutboxEntry } from './types';

export const DEFAULT_DB_NAME = 'tm';

export interface RatesRecord {
  /** Always RATES_ID: the cache holds one snapshot. */
  id: string;
  currencies: Currency[];
  fetchedAt: string;
  etag: string | null;
}
export const RATES_ID = 'current';

/** One currency's chart for one period, as last fetched (GET /rateHistory/{code}?days=). */
export interface RateHistoryRecord {
  /** `${code}:${days}`, e.g. "EUR:30". */
  id: string;
  history: RateHistory;
  fetchedAt: string;
  etag: string | null;
}

export type CartRow = CartLine & { position: number };

export interface MetaRow {
  key: string;
  value: unknown;
}

export type TmDb = Dexie & {
  rates: EntityTable<RatesRecord, 'id'>;
  cart: EntityTable<CartRow, 'Id'>;
  outbox: EntityTable<OutboxEntry, 'key'>;
  myOrders: EntityTable<MyOrder, 'key'>;
  meta: EntityTable<MetaRow, 'key'>;
  rateHistory: EntityTable<RateHistoryRecord, 'id'>;
};

export function openDb(name: string): TmDb {
  const db = new Dexie(name) as TmDb;
  db.version(1).stores({
    rates: 'id',
    cart: 'Id, position',
    outbox: 'key, state, nextAttemptAt, createdAt',
    myOrders: 'key, deliveredAt',
    meta: 'key',
  });
  // The charts of currency pages viewed before, so they open offline too.
  db.version(2).stores({ rateHistory: 'id' });
  return db;
}
