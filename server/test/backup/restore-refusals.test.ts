import { existsSync, readdirSync, readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BackupResult } from '../../src/backup/backup-files';
import { makeBackup } from '../../src/backup/make-backup';
import { checkBackupFile, restorePglite, restorePostgres, RestoreRefused } from '../../src/backup/restore';
import { placeOrder } from '../auth/support';
import { seededApp } from '../support/test-app';
import { tempDirsPerTest } from '../support/temp-dirs';
import { createTestDatabase, TEST_DRIVER, type TestDatabase } from '../support/test-db';
import { emptyPostgresDatabase, relationCount } from './support';

/**
 * A restore writes into an empty target only, and only a whole backup: a target holding a database, a file cut
 * short, a file that does not match its checksum, and a file that is no backup at all are each refused with
 * one line saying so, and the target is left as it was.
 */
const tempDir = tempDirsPerTest('tm-restore-');
let source: TestDatabase;
let backup: BackupResult;
let orderNumber: string;
let backupDir: string;
let target: { url: string; drop(): Promise<void> } | undefined;

beforeAll(async () => {
  source = await createTestDatabase();
  const { app } = await seededApp(source.database);
  orderNumber = (await placeOrder(app)).Order_Id;
  backupDir = (await import('node:fs')).mkdtempSync(
    join((await import('node:os')).tmpdir(), 'tm-restore-src-'),
  );
  backup = await makeBackup(
    source.database.driver === 'pglite'
      ? { driver: 'pglite', client: source.database.client }
      : { driver: 'postgres', databaseUrl: source.url! },
    { dir: backupDir, keep: 2, clock: () => new Date('2026-11-02T10:00:00Z') },
  );
  if (TEST_DRIVER === 'postgres') target = await emptyPostgresDatabase();
}, 120_000);
afterAll(async () => {
  await source?.cleanup();
  await target?.drop();
  (await import('node:fs')).rmSync(backupDir, { recursive: true, force: true });
});

/** Restores into an empty target of this driver; returns how to see whether anything was written. */
async function restoreInto(file: string) {
  if (TEST_DRIVER === 'postgres') return restorePostgres(file, target!.url);
  return restorePglite(file, join(tempDir(), 'data'));
}

async function targetIsUntouched(dataDir?: string) {
  if (TEST_DRIVER === 'postgres') expect(await relationCount(target!.url)).toBe(0);
  else if (dataDir) expect(existsSync(dataDir)).toBe(false);
}

/** A copy of the backup, changed by `change`, with or without its checksum file beside it. */
function damagedCopy(change: (bytes: Buffer) => Buffer, withChecksum: boolean): string {
  const dir = tempDir();
  const file = join(dir, backup.file.split('/').pop()!);
  writeFileSync(file, change(readFileSync(backup.file)));
  if (withChecksum) writeFileSync(`${file}.sha256`, readFileSync(`${backup.file}.sha256`));
  return file;
}

describe(`restore refuses (${TEST_DRIVER})`, () => {
  it('a target that already holds a database, writing nothing', async () => {
    if (TEST_DRIVER === 'postgres') {
      const before = await relationCount(source.url!);
      await expect(restorePostgres(backup.file, source.url!)).rejects.toThrow(
        /^The database at DATABASE_URL is not empty \(\d+ tables and other relations\).*Nothing was restored\.$/,
      );
      expect(await relationCount(source.url!)).toBe(before);
    } else {
      const dataDir = join(tempDir(), 'data');
      mkdirSync(join(dataDir, 'pglite'), { recursive: true });
      writeFileSync(join(dataDir, 'pglite', 'PG_VERSION'), '17\n');
      const error = await restorePglite(backup.file, dataDir).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(RestoreRefused);
      expect((error as Error).message).toMatch(/pglite already holds a database.*Nothing was restored\.$/);
      expect(readdirSync(join(dataDir, 'pglite'))).toEqual(['PG_VERSION']);
      expect(readdirSync(dataDir)).toEqual(['pglite']);
    }
  });

  it('a file cut short (no checksum beside it), with a clear message', async () => {
    const cut = damagedCopy((b) => b.subarray(0, Math.floor(b.length / 2)), false);
    const dataDir = join(tempDir(), 'data');
    const error =
      TEST_DRIVER === 'postgres'
        ? await restorePostgres(cut, target!.url).catch((e: unknown) => e)
        : await restorePglite(cut, dataDir).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RestoreRefused);
    expect((error as Error).message).toMatch(
      TEST_DRIVER === 'postgres'
        ? /pg_restore failed.*(end of file|could not read).*Nothing was restored\.$/
        : /does not unzip \(unexpected end of file\): it is cut short or damaged\. Nothing was restored\.$/,
    );
    await targetIsUntouched(dataDir);
  });

  it('a file that does not match its checksum', async () => {
    const flipped = damagedCopy((b) => {
      const copy = Buffer.from(b);
      copy[Math.floor(copy.length / 2)]! ^= 0xff;
      return copy;
    }, true);
    await expect(checkBackupFile(flipped)).rejects.toThrow(
      /does not match its checksum in .*\.sha256: it is damaged or cut short\. Nothing was restored\./,
    );
    await expect(restoreInto(flipped)).rejects.toThrow(/does not match its checksum/);
    await targetIsUntouched();
  });

  it('a file that is no backup, a missing file, and a backup of the other driver', async () => {
    const junk = join(tempDir(), 'orders.csv');
    writeFileSync(junk, 'Order_Id,Name\n12345678,Ada\n');
    await expect(restoreInto(junk)).rejects.toThrow(/is not a Travel Money backup/);
    await expect(restoreInto(join(tempDir(), 'nope.pgdump'))).rejects.toThrow(/no such backup file/);
    if (TEST_DRIVER === 'postgres') {
      await expect(restorePglite(backup.file, join(tempDir(), 'data'))).rejects.toThrow(
        /is a PostgreSQL dump: set DATABASE_URL/,
      );
    } else {
      await expect(restorePostgres(backup.file, 'postgres://127.0.0.1:1/none')).rejects.toThrow(
        /is a PGlite backup: unset DATABASE_URL/,
      );
    }
    await targetIsUntouched();
  });

  it('and the whole file restores into an empty target, order and all', async () => {
    const restored = await restoreInto(backup.file);
    expect(restored.orders).toBe(1);
    expect(orderNumber).toMatch(/^\d{8}$/);
  });
});
