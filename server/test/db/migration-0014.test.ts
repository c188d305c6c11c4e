import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { asc, inArray, sql } from 'drizzle-orm';
import { namePostcodeKey, postcodeKey } from '@tm/core/customer-keys';
import { orders } from '../../src/db/schema';
import { testDatabaseForFile } from '../support/test-db';

const MIGRATION = fileURLToPath(new URL('../../drizzle/0014_customer_name_keys.sql', import.meta.url));
const update = readFileSync(MIGRATION, 'utf8');

/** The name key as the app wrote it before 0014 (and as 0008's backfill did). */
const nameKeyBefore = (name: string) =>
  name.normalize('NFKC').toLowerCase().replace(/[.,]/g, ' ').replace(/\s+/g, ' ').trim();

const ADDRESS = '9 Rd, Leeds LS1 4AP';
const NAMES = [
  'Ivy\u200b Stone',
  'I\u00advy Stone',
  'Ivy Stone\ufeff',
  'Sean O\u2019Brien',
  "Sean O'Brien",
  'Smith-Jones',
  'Smith\u2010Jones',
  'Ann | Lee',
  'Mr. Samuel  PEPYS',
  'José Núñez',
];

const tdb = testDatabaseForFile();

/**
 * Orders placed before 0014 keep their name + postcode key in the form the app wrote then; after the
 * migration's UPDATE, on each driver, each stored key is what core namePostcodeKey writes for a new order,
 * so an old order links to a new one spelled with a curly apostrophe, a dash or an invisible character.
 */
describe('migration 0014 brings stored name keys to the new form', () => {
  it('as core namePostcodeKey writes them', async () => {
    const { db } = tdb.database;
    const numbers = NAMES.map((_, i) => `9100000${i}`);
    await db.insert(orders).values(
      NAMES.map((name, i) => ({
        orderNumber: numbers[i]!,
        way: 'buy' as const,
        title: 'Click & Collect',
        customerName: name,
        email: `old${i}@example.com`,
        phone: '07911 123456',
        address: ADDRESS,
        checkingPoint: 'Dagenham',
        pricedAt: new Date(),
        emailKey: `old${i}@example.com`,
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
    // The point of it: the spellings of one customer are one key.
    expect(new Set(rows.slice(0, 3).map((r) => r.key)).size).toBe(1);
    expect(rows[3]!.key).toBe(rows[4]!.key);
    expect(rows[5]!.key).toBe(rows[6]!.key);
  });
});
