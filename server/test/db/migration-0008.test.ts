import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { asc, inArray, sql } from 'drizzle-orm';
import { customerKeys } from '@tm/core/customer-keys';
import { orders } from '../../src/db/schema';
import { testDatabaseForFile } from '../support/test-db';

const MIGRATION = fileURLToPath(new URL('../../drizzle/0008_compliance_roles.sql', import.meta.url));

/** The migration's backfill: its one UPDATE of "orders", as drizzle's migrator would run it. */
const backfill = readFileSync(MIGRATION, 'utf8')
  .split('--> statement-breakpoint')
  .map((s) => s.trim())
  .find((s) => /^(--[^\n]*\n)*UPDATE "orders"/.test(s))!;

const OLD_ORDERS = [
  {
    name: 'Mr. Samuel  PEPYS',
    email: ' Sam.Pepys+fx@GoogleMail.com ',
    phone: '07911 123456',
    address: '12 Seething Lane\nDagenham rm108ab',
  },
  {
    name: 'samuel pepys',
    email: 'a.b+x@example.com',
    phone: '+44 7911 123456',
    address: '1 High Road RM10 1AA, c/o RM10 8AB',
  },
  {
    name: 'Jean Dupont',
    email: 'JEAN@example.fr',
    phone: '0033 1 23 45 67 89',
    address: '3 Rue de Rivoli, Paris',
  },
  { name: 'Grace', email: 'grace@example.com', phone: '(020) 7946-0000', address: 'SW1A 2AA' },
];

const tdb = testDatabaseForFile();

/**
 * Orders placed before issue 29 get their customer keys from the migration's SQL; the app writes them for new
 * orders from core customer-keys.ts. The two must agree, or an old order would not link to a new one. The
 * orders are written as 0004 left them (no keys), then the migration's own UPDATE runs, on each driver.
 */
describe('migration 0008 backfills the customer keys of existing orders', () => {
  it('as core customerKeys would write them', async () => {
    const { db } = tdb.database;
    expect(backfill).toBeDefined();
    const numbers = OLD_ORDERS.map((_, i) => `9000000${i}`);
    await db.insert(orders).values(
      OLD_ORDERS.map((o, i) => ({
        orderNumber: numbers[i]!,
        way: 'buy',
        title: 'Click & Collect',
        customerName: o.name,
        email: o.email,
        phone: o.phone,
        address: o.address,
        checkingPoint: 'Dagenham',
        pricedAt: new Date(),
        emailKey: '',
      })),
    );
    await db.execute(sql.raw(backfill));
    const rows = await db
      .select({
        emailKey: orders.emailKey,
        phoneKey: orders.phoneKey,
        namePostcodeKey: orders.namePostcodeKey,
      })
      .from(orders)
      .where(inArray(orders.orderNumber, numbers))
      .orderBy(asc(orders.orderNumber));
    expect(rows).toEqual(OLD_ORDERS.map(customerKeys));
  });
});
