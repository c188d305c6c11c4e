import { Dexie, type EntityTable } from 'dexie';
import type { CartLine, Currency } from '@tm/core';
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
  return db;
}
