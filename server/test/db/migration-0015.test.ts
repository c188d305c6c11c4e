import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { asc, inArray, sql } from 'drizzle-orm';
import { LATIN_LETTERS, LOOKALIKE_LETTERS, namePostcodeKey, postcodeKey } from '@tm/core/customer-keys';
import { orders } from '../../src/db/schema';
import { testDatabaseForFile } from '../support/test-db';

const MIGRATION = fileURLToPath(new URL('../../drizzle/0015_customer_name_lookalikes.sql', import.meta.url));
const update = readFileSync(MIGRATION, 'utf8');

/** The name key as the app wrote it before 0015 (0014's form, look-alike letters kept). */
const nameKeyBefore = (name: string) =>
  name
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\u00AD\u061C\u180E\u200B-\u200F\u2060-\u2064\uFEFF]/gu, '')
    .replace(/[-\u2010-\u2015\u2212]/gu, ' ')
    .replace(/[.,]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

const ADDRESS = '6 Rue St, London SW1A 2AA';
const NAMES = [
  'Victor Hugo',
  'Vi\u0441tor Hugo',
  'Victor \u0397ugo',
  '\u0412\u041E\u0412 \u0422\u0415\u0420\u0420\u0410',
];

const tdb = testDatabaseForFile();

/**
 * Orders placed before 0015 keep their name + postcode key with the look-alike letters; after the migration's
 * UPDATE, on each driver, each stored key is what core namePostcodeKey writes for a new order.
 */
describe('migration 0015 makes look-alike letters of stored name keys Latin', () => {
  it('lists the same letters as core', () => {
    expect(update).toContain(`'${LOOKALIKE_LETTERS}', '${LATIN_LETTERS}'`);
  });

  it('as core namePostcodeKey writes them', async () => {
    const { db } = tdb.database;
    const numbers = NAMES.map((_, i) => `9150000${i}`);
    await db.insert(orders).values(
      NAMES.map((name, i) => ({
        orderNumber: numbers[i]!,
        way: 'buy' as const,
        title: 'Click & Collect',
        customerName: name,
        email: `lookalike${i}@example.com`,
        phone: '07911 123456',
        address: ADDRESS,
        checkingPoint: 'Dagenham',
        pricedAt: new Date(),
        emailKey: `lookalike${i}@example.com`,
        namePostcodeKey: `${nameKeyBefore(name)}|${postcodeKey(ADDRESS)}`,
      })),
    );
    await db.execute(sql.raw(update));
    const rows = await db
      .select({ key: orders.namePostcodeKey })
      .from(orders)
      .where(inArray(orders.orderNumber, numbers))
      .orderBy(asc(orders.orderNumber));
    expect(rows.map((r) => r.key)).toEqual(NAMES.map((name) => namePostcodeKey(name, ADDRESS)));
    // The point of it: the three spellings of Victor Hugo are one key.
    expect(new Set(rows.slice(0, 3).map((r) => r.key)).size).toBe(1);
    expect(rows[3]!.key).toBe('bob teppa|SW1A 2AA');
  });
});
