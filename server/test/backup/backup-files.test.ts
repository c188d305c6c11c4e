import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  backupDirOf,
  backupFileName,
  listBackups,
  pruneBackups,
  writeBackup,
  type WriteBackupOptions,
} from '../../src/backup/backup-files';
import { testConfig } from '../../src/env';
import { tempDirsPerTest } from '../support/temp-dirs';

const tempDir = tempDirsPerTest('tm-backup-files-');
const DAY = 24 * 60 * 60 * 1000;

/** A backup of the given bytes through the real write path (temp name, fsync, read back, rename). */
function backupOf(dir: string, at: Date, keep: number, bytes = `backup of ${at.toISOString()}`) {
  return writeBackup({
    dir,
    kind: 'postgres',
    at,
    keep,
    produce: async (temp) => {
      writeFileSync(temp, bytes);
      return createHash('sha256').update(bytes).digest('hex');
    },
    verify: async () => {},
  });
}

/** A backup written and checked by the test's own `steps`: to prove that a failing one leaves nothing. */
function backupThrough(dir: string, steps: Pick<WriteBackupOptions, 'produce' | 'verify'>) {
  return writeBackup({ dir, kind: 'pglite', at: new Date('2026-11-02T10:00:00Z'), keep: 3, ...steps });
}

describe('backup files', () => {
  it('names a backup by its UTC start, sortable as text', () => {
    expect(backupFileName('pglite', new Date('2026-11-26T14:55:00.123Z'))).toBe(
      'travel-money-20261126T145500.123Z.pglite.tar.gz',
    );
    expect(backupFileName('postgres', new Date('2026-01-02T03:04:05.006Z'))).toBe(
      'travel-money-20260102T030405.006Z.pgdump',
    );
  });

  it('defaults BACKUP_DIR to DATA_DIR/backups, and takes a set one from where the command was typed', () => {
    expect(backupDirOf(testConfig({ DATA_DIR: '/srv/tm/data' }))).toBe('/srv/tm/data/backups');
    expect(backupDirOf(testConfig({ DATA_DIR: 'data', BACKUP_DIR: 'copies' }), '/home/shop')).toBe(
      '/home/shop/copies',
    );
  });

  it('keeps the newest BACKUP_KEEP backups with their checksums, and leaves other files alone', async () => {
    const dir = tempDir();
    writeFileSync(join(dir, 'notes.txt'), 'the operator keeps this');
    const start = Date.parse('2026-11-01T02:00:00Z');
    const results = [];
    for (let day = 0; day < 5; day++) results.push(await backupOf(dir, new Date(start + day * DAY), 3));
    expect(results[3]!.removed).toEqual(['travel-money-20261101T020000.000Z.pgdump']);
    expect(listBackups(dir)).toEqual([
      'travel-money-20261103T020000.000Z.pgdump',
      'travel-money-20261104T020000.000Z.pgdump',
      'travel-money-20261105T020000.000Z.pgdump',
    ]);
    expect(readdirSync(dir).sort()).toEqual([
      'notes.txt',
      ...listBackups(dir).flatMap((name) => [name, `${name}.sha256`]),
    ]);
    // sha256sum's own format, so `sha256sum -c` checks a copy on another machine.
    const last = results[4]!;
    const sum = readFileSync(`${last.file}.sha256`, 'utf8');
    expect(sum).toBe(`${last.sha256}  travel-money-20261105T020000.000Z.pgdump\n`);
    expect(createHash('sha256').update(readFileSync(last.file)).digest('hex')).toBe(last.sha256);
  });

  it('never gives a final name to a backup that fails its check, and leaves no partial file', async () => {
    const dir = tempDir();
    await expect(
      backupThrough(dir, {
        produce: async (temp) => {
          writeFileSync(temp, 'half a backup');
          return undefined;
        },
        verify: async () => {
          throw new Error('the archive ends inside base/1/1259 (cut short)');
        },
      }),
    ).rejects.toThrow(/cut short/);
    expect(readdirSync(dir)).toEqual([]);
    // Written bytes that differ from what reached the disk are refused too.
    await expect(
      backupThrough(dir, {
        produce: async (temp) => {
          writeFileSync(temp, 'what reached the disk');
          return createHash('sha256').update('what was meant').digest('hex');
        },
        verify: async () => {},
      }),
    ).rejects.toThrow(/differs from what was written/);
    expect(readdirSync(dir)).toEqual([]);
  });

  it('two backups started in the same millisecond get two names', async () => {
    const dir = tempDir();
    const at = new Date('2026-11-02T10:00:00Z');
    const a = await backupOf(dir, at, 5, 'first');
    const b = await backupOf(dir, at, 5, 'second');
    expect(a.file).not.toBe(b.file);
    expect(listBackups(dir)).toHaveLength(2);
  });

  it('removes partial files a dead backup left a day ago, never a fresh one', () => {
    const dir = tempDir();
    const old = join(dir, '.partial-travel-money-20261101T020000.000Z.pgdump-123-abcd');
    const fresh = join(dir, '.partial-travel-money-20261102T020000.000Z.pgdump-456-ef01');
    writeFileSync(old, 'x');
    writeFileSync(fresh, 'y');
    const now = Date.now();
    utimesSync(old, new Date(now - DAY - 1000), new Date(now - DAY - 1000));
    pruneBackups(dir, 3, now);
    expect(existsSync(old)).toBe(false);
    expect(existsSync(fresh)).toBe(true);
  });
});
