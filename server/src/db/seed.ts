import { inArray } from 'drizzle-orm';
import { currencies, rateHistory } from './schema';
import { SEED_CURRENCIES, SAMPLE_RATES_DATE } from './seed-currencies';
import type { Db } from './types';

export interface SeedResult {
  inserted: number;
  total: number;
}

/**
 * Inserts the bundled currencies that are missing. Existing rows (including ones staff edited or deleted)
 * are left alone, so seeding twice changes nothing.
 */
export async function seedCurrencies(database: Db): Promise<SeedResult> {
  return database.transaction(async (db) => {
    const at = new Date(`${SAMPLE_RATES_DATE}T00:00:00Z`);
    const inserted = await db
      .insert(currencies)
      .values(
        SEED_CURRENCIES.map((c, index) => ({
          code: c.code,
          label: c.label,
          name: c.name,
          rate: c.rate,
          sellMargin: c.sell,
          buyMargin: c.buy,
          sample: true,
          sortOrder: (index + 1) * 10,
          updatedAt: at,
        })),
      )
      .onConflictDoNothing({ target: currencies.code })
      .returning({ code: currencies.code });
    if (inserted.length > 0) {
      const codes = new Set(inserted.map((r) => r.code));
      await db.insert(rateHistory).values(
        SEED_CURRENCIES.filter((c) => codes.has(c.code)).map((c) => ({
          code: c.code,
          rate: c.rate,
          sellMargin: c.sell,
          buyMargin: c.buy,
          source: 'seed',
          recordedAt: at,
        })),
      );
    }
    const present = await db
      .select({ code: currencies.code })
      .from(currencies)
      .where(
        inArray(
          currencies.code,
          SEED_CURRENCIES.map((c) => c.code),
        ),
      );
    return { inserted: inserted.length, total: present.length };
  });
}
