import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { createApp } from '../../src/app';
import { outboxEmails, rateAlerts } from '../../src/db/schema';
import type { Database } from '../../src/db/types';
import { createLiveMode } from '../../src/rates/live-mode';
import { fireRateAlerts } from '../../src/rates/rate-alerts';
import { authDeps, twoInstancesForFile } from '../auth/support';
import { settableRates } from './support';

/** Two app instances over one database check the same alerts at the same moment: each alert fires once. */
const ctx = twoInstancesForFile(12);
const ALERTS = 12;

/** Active alerts written straight to the table (their creation is another suite's concern). */
async function activeAlerts(code: string, way: 'buy' | 'sell', target: string, prefix: string) {
  const now = new Date();
  await ctx.first.db.insert(rateAlerts).values(
    Array.from({ length: ALERTS }, (_, i) => ({
      email: `${prefix}-${i}@example.com`,
      mailbox: `${prefix}-${i}@example.com`,
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
  const rows = await ctx.first.db
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
      Array.from({ length: 8 }, (_, i) => check(i % 2 === 0 ? ctx.first : ctx.second)),
    );
    expect(fired.reduce((a, b) => a + b, 0)).toBe(ALERTS);
    const perAddress = await firedEmailsPerAddress('claim');
    expect(perAddress.size).toBe(ALERTS);
    expect([...perAddress.values()].every((n) => n === 1)).toBe(true);
  });

  it('fires once when both instances run a live-mode round with the same new rate at once', async () => {
    await activeAlerts('CAD', 'buy', '1.9000', 'live');
    const rates = settableRates({ CAD: '1.9300' }); // Collect well above 1.9000 with any usual margin
    const instances = [ctx.first, ctx.second].map((database) => {
      const deps = authDeps(database, {}, { rates });
      createApp(deps);
      return createLiveMode(deps, 60);
    });
    await Promise.all([...instances, ...instances].map((live) => live.refreshNow()));
    const perAddress = await firedEmailsPerAddress('live');
    expect(perAddress.size).toBe(ALERTS);
    expect([...perAddress.values()].every((n) => n === 1)).toBe(true);
    const statuses = await ctx.first.db
      .select({ status: rateAlerts.status })
      .from(rateAlerts)
      .where(eq(rateAlerts.code, 'CAD'));
    expect(statuses.every((s) => s.status === 'fired')).toBe(true);
  });
});
