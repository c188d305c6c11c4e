import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { customerRate } from '@tm/core';
import { currencies, rateHistory } from '../../src/db/schema';
import { seedCurrencies } from '../../src/db/seed';
import { SAMPLE_RATES_DATE, SEED_CURRENCIES } from '../../src/db/seed-currencies';
import { createOfflineRateProvider } from '../../src/rates/offline-provider';
import { RateLookupError } from '../../src/rates/provider';
import { createTestDatabase, type TestDatabase } from '../support/test-db';

let tdb: TestDatabase;
beforeAll(async () => {
  tdb = await createTestDatabase();
});
afterAll(() => tdb.cleanup());

describe('seed data', () => {
  it('holds 70+ distinct ISO codes with bureau-like margins (Sell negative, Buy positive)', () => {
    expect(SEED_CURRENCIES.length).toBeGreaterThanOrEqual(75);
    expect(new Set(SEED_CURRENCIES.map((c) => c.code)).size).toBe(SEED_CURRENCIES.length);
    for (const c of SEED_CURRENCIES) {
      expect(c.code).toMatch(/^[A-Z]{3}$/);
      expect(c.code).not.toBe('GBP');
      expect(Number(c.sell)).toBeLessThan(0);
      expect(Number(c.buy)).toBeGreaterThan(0);
      expect(Number(c.rate)).toBeGreaterThan(0);
      expect(c.label.length).toBeGreaterThan(2);
    }
    expect(SAMPLE_RATES_DATE).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('carries the worked numbers of docs/pricing.md', () => {
    const eur = SEED_CURRENCIES.find((c) => c.code === 'EUR')!;
    const jpy = SEED_CURRENCIES.find((c) => c.code === 'JPY')!;
    const asCurrency = (c: typeof eur) => ({ Rate: c.rate, Sell: c.sell, Buy: c.buy });
    expect(customerRate(asCurrency(eur), 'buy')).toBe('1.1522');
    expect(customerRate(asCurrency(eur), 'sell')).toBe('1.1767');
    expect(customerRate(asCurrency(jpy), 'buy')).toBe('163.1585');
    expect(customerRate(asCurrency(jpy), 'sell')).toBe('172.3623');
  });

  it('seeds once; seeding again changes nothing, not even a row staff edited', async () => {
    const first = await seedCurrencies(tdb.database.db);
    expect(first.inserted).toBe(SEED_CURRENCIES.length);
    const before = await tdb.database.db.select().from(currencies);
    expect(before.every((r) => r.sample)).toBe(true);
    await tdb.database.db
      .update(currencies)
      .set({ label: 'Eurozone', sample: false })
      .where(eq(currencies.code, 'EUR'));
    const edited = await tdb.database.db.select().from(currencies);
    const history = await tdb.database.db.select().from(rateHistory);

    const second = await seedCurrencies(tdb.database.db);
    expect(second).toEqual({ inserted: 0, total: SEED_CURRENCIES.length });
    expect(await tdb.database.db.select().from(currencies)).toEqual(edited);
    expect(await tdb.database.db.select().from(rateHistory)).toEqual(history);
    expect(history).toHaveLength(SEED_CURRENCIES.length);
  });

  it('the offline rate provider answers from the sample rates and refuses unknown codes', async () => {
    const provider = createOfflineRateProvider();
    await expect(provider.lookup('eur')).resolves.toBe('1.1650');
    await expect(provider.lookup('XYZ')).rejects.toBeInstanceOf(RateLookupError);
  });
});
