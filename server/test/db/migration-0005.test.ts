import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { describe, expect, it } from 'vitest';
import { customerKeys } from '@tm/core/customer-keys';

const DRIZZLE = fileURLToPath(new URL('../../drizzle/', import.meta.url));
const BEFORE = [
  '0000_init',
  '0001_auth_oauth_box',
  '0002_email_verification',
  '0003_order_journey_staff_tools_rates',
  '0004_branches',
];

/** Runs one migration file's statements, as drizzle's migrator splits them. */
async function migrate(db: PGlite, name: string) {
  for (const statement of readFileSync(`${DRIZZLE}${name}.sql`, 'utf8').split('--> statement-breakpoint')) {
    if (statement.trim()) await db.exec(statement);
  }
}

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

/**
 * Orders placed before issue 29 get their customer keys from the migration's SQL (the app writes them for new
 * orders from core customer-keys.ts): the two must agree, or an old order would not link to a new one. The SQL
 * is PostgreSQL's own, so one embedded database checks it for both drivers.
 */
describe('migration 0005 backfills the customer keys of existing orders', () => {
  it('as core customerKeys would write them', async () => {
    const db = new PGlite();
    for (const name of BEFORE) await migrate(db, name);
    for (const [i, o] of OLD_ORDERS.entries()) {
      await db.query(
        `insert into orders (order_number, way, title, name, email, phone, address, checking_point, priced_at)
         values ($1, 'buy', 'Click & Collect', $2, $3, $4, $5, 'Dagenham', now())`,
        [String(i).padStart(8, '0'), o.name, o.email, o.phone, o.address],
      );
    }
    await migrate(db, '0005_compliance_roles');
    const { rows } = await db.query<{
      email_key: string;
      phone_key: string | null;
      name_postcode_key: string | null;
    }>('select email_key, phone_key, name_postcode_key from orders order by order_number');
    expect(
      rows.map((r) => ({
        emailKey: r.email_key,
        phoneKey: r.phone_key,
        namePostcodeKey: r.name_postcode_key,
      })),
    ).toEqual(OLD_ORDERS.map(customerKeys));
    await db.close();
  });
});
