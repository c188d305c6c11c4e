import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { createApp } from '../../src/app';
import { outboxEmails, rateAlerts } from '../../src/db/schema';
import { openDatabase } from '../../src/db/open';
import type { Database } from '../../src/db/types';
import { createLiveMode } from '../../src/rates/live-mode';
import { fireRateAlerts } from '../../src/rates/rate-alerts';
import { authApp, authDeps } from '../auth/support';
import { createTestDatabase, TEST_DRIVER, type TestDatabase } from '../support/test-db';
import { settableRates } from './support';

/**
 * Two app instances over one database check the same alerts at the same moment: each alert fires once.
 * On PostgreSQL the second instance has its own connection pool, as a second server process would; PGlite
 * is one process's database (its folder lock refuses a second), so there both instances share it.
 */
let tdb: TestDatabase;
let second: Database;
const ALERTS = 12;

beforeAll(async () => {
  tdb = await createTestDatabase();
  await authApp(tdb.database);
  second = TEST_DRIVER === 'postgres' ? await openDatabase({ databaseUrl: tdb.url!, max: 12 }) : tdb.database;
});
afterAll(async () => {
  if (second !== tdb.database) await second.close();
  await tdb.cleanup();
});

/** Active alerts written straight to the table (their creation is another suite's concern). */
async function activeAlerts(code: string, way: 'buy' | 'sell', target: string, prefix: string) {
  const now = new Date();
  await tdb.database.db.insert(rateAlerts).values(
    Array.from({ length: ALERTS }, (_, i) => ({
      email: `${prefix}-${i}@example.com`,
      code,
      way,
      target,
      status: 'active',
      confirmBy: now,
      confirmedAt: now,
    })),
  );
}

async function firedEmailsPerAddress(prefix: string): Promise<Map<string, number>> {
  const rows = await tdb.database.db
    .select({ to: outboxEmails.to })
    .from(outboxEmails)
    .where(eq(outboxEmails.kind, 'rate-alert-fired'));
  const counts = new Map<string, number>();
  for (const { to } of rows) if (to.startsWith(prefix)) counts.set(to, (counts.get(to) ?? 0) + 1);
  return counts;
}

describe('exactly once with two instances', () => {
  it('claims each alert in one transaction only, however many check at once', async () => {
    await activeAlerts('AUD', 'buy', '1.0000', 'claim'); // AUD's Collect rate is well above 1
    const now = new Date();
    const check = (database: Database) =>
      database.db.transaction(async (tx) => {
        // Hold the transaction open a moment, so the checks really overlap on PostgreSQL.
        if (database.driver === 'postgres') await tx.execute(sql`select pg_sleep(0.02)`);
        return fireRateAlerts(tx, ['AUD'], now, { publicUrl: 'http://shop.test' });
      });
    const fired = await Promise.all(
      Array.from({ length: 8 }, (_, i) => check(i % 2 === 0 ? tdb.database : second)),
    );
    expect(fired.reduce((a, b) => a + b, 0)).toBe(ALERTS);
    const perAddress = await firedEmailsPerAddress('claim');
    expect(perAddress.size).toBe(ALERTS);
    expect([...perAddress.values()].every((n) => n === 1)).toBe(true);
  });

  it('fires once when both instances run a live-mode round with the same new rate at once', async () => {
    await activeAlerts('CAD', 'buy', '1.9000', 'live');
    const rates = settableRates({ CAD: '1.9300' }); // Collect well above 1.9000 with any usual margin
    const instances = [tdb.database, second].map((database) => {
      const deps = authDeps(database, {}, { rates });
      createApp(deps);
      return createLiveMode(deps, 60);
    });
    await Promise.all([...instances, ...instances].map((live) => live.refreshNow()));
    const perAddress = await firedEmailsPerAddress('live');
    expect(perAddress.size).toBe(ALERTS);
    expect([...perAddress.values()].every((n) => n === 1)).toBe(true);
    const statuses = await tdb.database.db
      .select({ status: rateAlerts.status })
      .from(rateAlerts)
      .where(eq(rateAlerts.code, 'CAD'));
    expect(statuses.every((s) => s.status === 'fired')).toBe(true);
  });
});
