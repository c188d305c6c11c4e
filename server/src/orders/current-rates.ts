import { and, inArray, isNull } from 'drizzle-orm';
import type { Currency } from '@tm/core';
import { currencies } from '../db/schema';
import type { AppDeps } from '../deps';
import { toApiCurrency } from '../currencies/currency-mapper';
import { isSampleProvider } from '../rates/offline-provider';

export type CurrencyByCode = ReadonlyMap<string, Currency>;

/**
 * The live currencies by code from the in-memory snapshot GET /api/currency serves (kept current through the
 * RateBus: every change here or, over LISTEN/NOTIFY, on another instance drops it).
 *
 * Pricing from it is safe because it is only a first guess: the order's statement re-reads each currency it
 * was priced with (rate, both margins, not deleted) in the same snapshot that writes the order, and writes
 * nothing when one differs (a lost NOTIFY, a change made straight in SQL, a change in flight). The caller then
 * prices again from `databaseCurrencies`. So an order is never written at a rate the database no longer has,
 * which is what the separate SELECT before the transaction guaranteed too, minus one round trip per order.
 */
export async function snapshotCurrencies(deps: AppDeps): Promise<CurrencyByCode> {
  const store = deps.currencySnapshot;
  return (store.peek() ?? (await store.get())).byCode;
}

/** The live currencies among `codes`, read from the database now. */
export async function databaseCurrencies(deps: AppDeps, codes: readonly string[]): Promise<CurrencyByCode> {
  const rows = await deps.db
    .select()
    .from(currencies)
    .where(and(inArray(currencies.code, [...new Set(codes)]), isNull(currencies.deletedAt)));
  const sampleProvider = isSampleProvider(deps.rates);
  return new Map(rows.map((r) => [r.code, toApiCurrency(r, sampleProvider)]));
}

/** The snapshot was found stale by an order's statement: drop it, so GET /api/currency stops serving it too. */
export function dropStaleSnapshot(deps: AppDeps): void {
  deps.currencySnapshot.invalidate();
}
