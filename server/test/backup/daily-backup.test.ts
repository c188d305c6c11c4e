import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BackupResult } from '../../src/backup/backup-files';
import { openDatabase } from '../../src/db/open';
import type { Database } from '../../src/db/types';
import { dailyBackupRound, type DailyBackupDeps } from '../../src/jobs/daily-backup';
import { silentLogger } from '../../src/logger';
import { createTestDatabase, TEST_DRIVER, type TestDatabase } from '../support/test-db';

/**
 * The daily backup across two instances on one database (on PostgreSQL two connection pools, as two
 * processes would have; PGlite serves one process, so there the two share it): each UTC day exactly one of
 * them makes the backup, whoever checks first; a failed one is tried again once its claim runs out.
 */
const HOUR = 60 * 60 * 1000;
let tdb: TestDatabase;
let second: Database | undefined;
let now = Date.parse('2026-11-02T00:10:00Z');
const made: string[] = [];
let failNext = false;

function instance(name: string, database: Database): DailyBackupDeps {
  return {
    db: database.db,
    clock: () => new Date(now),
    logger: silentLogger,
    backup: async (): Promise<BackupResult> => {
      if (failNext) {
        failNext = false;
        throw Object.assign(new Error('no space left on device'), { code: 'ENOSPC' });
      }
      made.push(`${name} ${new Date(now).toISOString()}`);
      return {
        file: `/backups/${made.length}`,
        kind: database.driver,
        bytes: 1,
        sha256: '0'.repeat(64),
        snapshotAt: new Date(now).toISOString(),
        ms: 1,
        removed: [],
      };
    },
  };
}

beforeAll(async () => {
  tdb = await createTestDatabase();
  if (TEST_DRIVER === 'postgres') second = await openDatabase({ databaseUrl: tdb.url!, max: 2 });
});
afterAll(async () => {
  await second?.close();
  await tdb?.cleanup();
});

describe(`daily backup (${TEST_DRIVER})`, () => {
  it('runs once per UTC day across two instances, and again after a failure once its claim runs out', async () => {
    const a = instance('a', tdb.database);
    const b = instance('b', second ?? tdb.database);

    // Both check at once on the first day: one makes it.
    const first = await Promise.all([dailyBackupRound(a), dailyBackupRound(b)]);
    expect(first.sort()).toEqual(['made', 'not-due']);
    expect(made).toHaveLength(1);

    // Every later check that day finds it done, on either instance.
    for (const hours of [1, 6, 23]) {
      now = Date.parse('2026-11-02T00:10:00Z') + hours * HOUR;
      expect(await Promise.all([dailyBackupRound(a), dailyBackupRound(b)])).toEqual(['not-due', 'not-due']);
    }
    expect(made).toHaveLength(1);

    // Past midnight UTC the next day's run is due: again one of the two.
    now = Date.parse('2026-11-03T00:05:00Z');
    expect((await Promise.all([dailyBackupRound(b), dailyBackupRound(a)])).sort()).toEqual([
      'made',
      'not-due',
    ]);
    expect(made).toHaveLength(2);

    // A failed run (a full disk) is not retried by every check, but once the claim's hour has passed.
    now = Date.parse('2026-11-04T01:00:00Z');
    failNext = true;
    expect(await dailyBackupRound(a)).toBe('failed');
    now += 30 * 60 * 1000;
    expect(await Promise.all([dailyBackupRound(a), dailyBackupRound(b)])).toEqual(['not-due', 'not-due']);
    now += 31 * 60 * 1000;
    expect((await Promise.all([dailyBackupRound(a), dailyBackupRound(b)])).sort()).toEqual([
      'made',
      'not-due',
    ]);
    expect(made).toHaveLength(3);
    expect(made[2]).toMatch(/ 2026-11-04T02:01:00.000Z$/);
  });
});
