import type { PGlite } from '@electric-sql/pglite';
import { runPgTool, libpqTarget } from './pg-tools';
import {
  snapshotPgliteFolder,
  snapshotPgliteMemory,
  readPgliteArchive,
  writePgliteArchive,
} from './pglite-snapshot';
import { writeBackup, type BackupResult } from './backup-files';

/** What is backed up: the PGlite this process holds (its folder, or in memory), or a PostgreSQL database. */
export type BackupSource =
  { driver: 'pglite'; client: PGlite; folder?: string } | { driver: 'postgres'; databaseUrl: string };

export interface BackupOptions {
  dir: string;
  keep: number;
  clock: () => Date;
}

/**
 * Makes one backup into options.dir and keeps the newest options.keep. PGlite: a snapshot of the data folder
 * taken inside this process (backup/pglite-snapshot.ts), as a .pglite.tar.gz. PostgreSQL: pg_dump's custom
 * format, from one repeatable-read snapshot, so the server keeps taking orders meanwhile; checked by reading
 * the whole archive back with pg_restore.
 */
export async function makeBackup(source: BackupSource, options: BackupOptions): Promise<BackupResult> {
  const at = options.clock();
  if (source.driver === 'pglite') {
    const entries = source.folder
      ? await snapshotPgliteFolder(source.client, source.folder)
      : await snapshotPgliteMemory(source.client);
    return writeBackup({
      dir: options.dir,
      kind: 'pglite',
      at,
      keep: options.keep,
      produce: (temp) => writePgliteArchive(entries, temp, at),
      verify: async (temp) => {
        await readPgliteArchive(temp);
      },
    });
  }
  const { dbname, env } = libpqTarget(source.databaseUrl);
  return writeBackup({
    dir: options.dir,
    kind: 'postgres',
    at,
    keep: options.keep,
    produce: async (temp) => {
      await runPgTool('pg_dump', ['--format=custom', `--file=${temp}`, `--dbname=${dbname}`], { env });
      return undefined;
    },
    verify: (temp) => verifyPgDump(temp),
  });
}

/** Reads a custom-format dump to its end (a cut-short or damaged file makes pg_restore fail). */
export async function verifyPgDump(file: string): Promise<void> {
  await runPgTool('pg_restore', ['--file=-', file], { stdout: 'discard' });
}

/**
 * One backup at a time in this process: the daily job and `npm run backup` arriving together run one after
 * the other (two snapshots at once would only double the memory and the wait).
 */
export function serialBackups(make: () => Promise<BackupResult>): () => Promise<BackupResult> {
  let last: Promise<unknown> = Promise.resolve();
  return () => {
    const next = last.then(make, make);
    last = next.catch(() => {});
    return next;
  };
}
