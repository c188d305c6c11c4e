import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { query } from '../reliability/helpers/db-checks';
import { testDatabaseForFile } from '../support/test-db';

const tdb = testDatabaseForFile();

/**
 * Migration 0013 makes the rate-limit counters UNLOGGED (bench 2b): a crash of PostgreSQL empties that table.
 * Nothing else may be: orders, sessions, emails and the health probe's row must survive a crash, and the probe
 * must write through the write-ahead log, as an order does. Checked on each driver the tests run on.
 */
describe('the tables a crash may empty', () => {
  it('are the rate-limit counters and nothing else', async () => {
    const rows = await query(
      tdb.database.db,
      sql`select c.relname as "table", c.relpersistence as persistence
            from pg_class c join pg_namespace n on n.oid = c.relnamespace
           where n.nspname = 'public' and c.relkind = 'r'`,
    );
    const unlogged = rows.filter((r) => r.persistence === 'u').map((r) => r.table);
    expect(unlogged).toEqual(['rate_limit_windows']);
    const tables = rows.map((r) => r.table);
    expect(tables).toEqual(expect.arrayContaining(['orders', 'sessions', 'outbox_emails', 'write_probes']));
  });
});
