import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { asc, isNull } from 'drizzle-orm';
import { rateTrend } from '@tm/core/rate-history';
import { currencies } from '../db/schema';
import type { Db } from '../db/types';
import type { Currency } from '@tm/core';
import { ratesDaysAgo } from '../rates/rate-history';
import type { RateBus } from '../rates/bus';
import { toApiCurrency } from './currency-mapper';

export interface CurrencySnapshot {
  json: string;
  /** The same list by code, for pricing orders without parsing `json` again (orders/current-rates.ts). */
  byCode: ReadonlyMap<string, Currency>;
  /** A plain Uint8Array, so it is sent as it is (no copy per request). */
  gzip: Uint8Array<ArrayBuffer>;
  /** Strong ETag of the JSON body. The gzip variant carries the same tag with a "-gz" suffix. */
  etag: string;
  gzipEtag: string;
  version: number;
  /** When it was built: the 7-day trends move with time, so it is rebuilt once it is TREND_REFRESH_MS old. */
  builtAt: number;
}

/** How long a snapshot's 7-day trends stand before the list is built again, with no rate change. */
export const TREND_REFRESH_MS = 60 * 60 * 1000;
const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * GET /api/currency is the hottest read (every page, every kiosk). The list is serialised and gzipped once
 * per change of rates, not per request; the RateBus announces changes (from this instance or, with KIOSK's
 * LISTEN/NOTIFY bus, from any instance).
 */
export function createCurrencySnapshot(
  db: Db,
  bus: RateBus,
  clock: () => Date = () => new Date(),
  /** The bundled sample provider is in use: every rate is marked a sample (currency-mapper.ts). */
  sampleProvider = false,
) {
  let snapshot: CurrencySnapshot | null = null;
  let building: Promise<CurrencySnapshot> | null = null;
  /** Bumped on every change; a build that started before a change is not kept. */
  let generation = 0;

  const unsubscribe = bus.subscribe(() => {
    generation++;
    snapshot = null;
  });

  async function build(): Promise<CurrencySnapshot> {
    const startedAt = generation;
    const now = clock();
    const [rows, weekAgo] = await Promise.all([
      db
        .select()
        .from(currencies)
        .where(isNull(currencies.deletedAt))
        .orderBy(asc(currencies.sortOrder), asc(currencies.code)),
      ratesDaysAgo(db, new Date(now.getTime() - WEEK_MS)),
    ]);
    const list = rows.map((row) => ({
      ...toApiCurrency(row, sampleProvider),
      trend7d: rateTrend(weekAgo.get(row.code) ?? null, row.rate),
    }));
    const json = JSON.stringify(list);
    const hash = createHash('sha256').update(json).digest('base64url').slice(0, 27);
    const built: CurrencySnapshot = {
      json,
      byCode: new Map(list.map((c) => [c.value, c])),
      gzip: new Uint8Array(gzipSync(json)),
      etag: `"${hash}"`,
      gzipEtag: `"${hash}-gz"`,
      version: startedAt,
      builtAt: now.getTime(),
    };
    if (startedAt === generation) snapshot = built;
    return built;
  }

  return {
    /** The current snapshot when one is built, without a promise: the hot path of GET /api/currency. */
    peek(): CurrencySnapshot | null {
      if (snapshot && clock().getTime() - snapshot.builtAt >= TREND_REFRESH_MS) {
        generation++;
        snapshot = null;
      }
      return snapshot;
    },
    async get(): Promise<CurrencySnapshot> {
      if (this.peek()) return snapshot!;
      if (!building) {
        building = build().finally(() => {
          building = null;
        });
      }
      return building;
    },
    /** Drops the cached list now (the changing request itself, before the bus echoes). */
    invalidate() {
      generation++;
      snapshot = null;
    },
    close: unsubscribe,
  };
}

export type CurrencySnapshotStore = ReturnType<typeof createCurrencySnapshot>;
