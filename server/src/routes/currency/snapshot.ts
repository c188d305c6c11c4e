import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { asc, isNull } from 'drizzle-orm';
import { currencies } from '../../db/schema';
import type { Db } from '../../db/types';
import type { RateBus } from '../../rates/bus';
import { toApiCurrency } from './currency-mapper';

export interface CurrencySnapshot {
  json: string;
  gzip: Buffer;
  /** Strong ETag of the JSON body. The gzip variant carries the same tag with a "-gz" suffix. */
  etag: string;
  gzipEtag: string;
  version: number;
}

/**
 * GET /api/currency is the hottest read (every page, every kiosk). The list is serialised and gzipped once
 * per change of rates, not per request; the RateBus announces changes (from this instance or, with KIOSK's
 * LISTEN/NOTIFY bus, from any instance).
 */
export function createCurrencySnapshot(db: Db, bus: RateBus) {
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
    const rows = await db
      .select()
      .from(currencies)
      .where(isNull(currencies.deletedAt))
      .orderBy(asc(currencies.sortOrder), asc(currencies.code));
    const json = JSON.stringify(rows.map(toApiCurrency));
    const hash = createHash('sha256').update(json).digest('base64url').slice(0, 27);
    const built: CurrencySnapshot = {
      json,
      gzip: gzipSync(json),
      etag: `"${hash}"`,
      gzipEtag: `"${hash}-gz"`,
      version: startedAt,
    };
    if (startedAt === generation) snapshot = built;
    return built;
  }

  return {
    async get(): Promise<CurrencySnapshot> {
      if (snapshot) return snapshot;
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
