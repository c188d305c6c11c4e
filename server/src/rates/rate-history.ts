import { and, desc, eq, lt, notInArray, sql } from 'drizzle-orm';
import { sameRate, type RateChangeSource } from '@tm/core';
import { RATE_HISTORY_RETENTION_YEARS } from '@tm/core/rate-history';
import { currencies, rateHistory } from '../db/schema';
import type { Queryable } from '../db/types';

/** A currency's market rate and margins from a moment on, as one rate-history row keeps them. */
export interface RateChange {
  code: string;
  /** Market rate, units per 1 GBP. */
  rate: string;
  sellMargin: string;
  buyMargin: string;
  source: RateChangeSource;
  at: Date;
}

/** The values of a currency row a history row keeps (a drizzle `currencies` row fits). */
export interface CurrencyValues {
  code: string;
  rate: string;
  sellMargin: string;
  buyMargin: string;
}

/** The change a currency row, as it now is, makes to its history. */
export const changeOf = (row: CurrencyValues, source: RateChangeSource, at: Date): RateChange => ({
  code: row.code,
  rate: row.rate,
  sellMargin: row.sellMargin,
  buyMargin: row.buyMargin,
  source,
  at,
});

/**
 * Records a change of a currency's rate or margins, inside the caller's transaction (the one that changes the
 * currency), so the history and the currency never disagree. Only a real change is written: when the newest
 * row already holds the same rate and margins (live mode storing an unchanged rate, a label-only edit), nothing
 * is. Returns whether a row was written. Every writer of rates or margins calls this, so the customer rate at
 * any past moment is Rate × (1 + margin/100) of the newest row at or before it.
 */
export async function recordRateChange(tx: Queryable, change: RateChange): Promise<boolean> {
  const [last] = await tx
    .select({ rate: rateHistory.rate, sellMargin: rateHistory.sellMargin, buyMargin: rateHistory.buyMargin })
    .from(rateHistory)
    .where(eq(rateHistory.code, change.code))
    .orderBy(desc(rateHistory.recordedAt), desc(rateHistory.id))
    .limit(1);
  if (
    last &&
    sameRate(last.rate, change.rate) &&
    last.sellMargin !== null &&
    last.buyMargin !== null &&
    sameRate(last.sellMargin, change.sellMargin) &&
    sameRate(last.buyMargin, change.buyMargin)
  )
    return false;
  await tx.insert(rateHistory).values({
    code: change.code,
    rate: change.rate,
    sellMargin: change.sellMargin,
    buyMargin: change.buyMargin,
    source: change.source,
    recordedAt: change.at,
  });
  return true;
}

/** The moment before which rate history is no longer kept: five years before `now`. */
export function retentionCutoff(now: Date): Date {
  const cutoff = new Date(now);
  cutoff.setUTCFullYear(cutoff.getUTCFullYear() - RATE_HISTORY_RETENTION_YEARS);
  return cutoff;
}

/**
 * Deletes rate history older than five years (RATE_HISTORY_RETENTION_YEARS), except, for each currency, the
 * newest row before that line: it is the rate in force at the line, without which the moments just after it
 * could not be priced. Idempotent, so any number of processes may run it at once. Returns how many rows went.
 */
export async function pruneRateHistory(db: Queryable, now: Date): Promise<number> {
  const cutoff = retentionCutoff(now);
  const inForceAtCutoff = sql`(select distinct on (code) id from ${rateHistory}
    where recorded_at < ${cutoff.toISOString()}::timestamptz order by code, recorded_at desc, id desc)`;
  const gone = await db
    .delete(rateHistory)
    .where(and(lt(rateHistory.recordedAt, cutoff), notInArray(rateHistory.id, inForceAtCutoff)))
    .returning({ id: rateHistory.id });
  return gone.length;
}

/**
 * The market rate each live currency had at `at` (the newest history row at or before it), in one statement:
 * an index probe per currency, for the rates list's 7-day trend. Currencies with no history by then are absent.
 */
export async function ratesDaysAgo(db: Queryable, at: Date): Promise<Map<string, string>> {
  const result = await db.execute(sql`
    select c.code, h.rate::text as rate from ${currencies} c
    cross join lateral (
      select rate from ${rateHistory} where code = c.code and recorded_at <= ${at.toISOString()}::timestamptz
      order by recorded_at desc, id desc limit 1
    ) h
    where c.deleted_at is null`);
  // postgres.js answers the rows themselves, PGlite an object holding them.
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as Array<{
    code: string;
    rate: string;
  }>;
  return new Map(rows.map((r) => [r.code, r.rate]));
}
