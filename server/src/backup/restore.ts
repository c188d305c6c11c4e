import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync } from 'node:fs';
import { open } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import postgres from 'postgres';
import { lockFolder } from '../db/folder-lock';
import { openDatabase } from '../db/open';
import type { RawQuery } from '../db/raw';
import { extractTarArchive } from '../db/tar-extract';
import { checksumFileOf, parseChecksumLine, sha256File } from './backup-files';
import { verifyPgDump } from './make-backup';
import { libpqTarget, runPgTool } from './pg-tools';
import { readPgliteArchive } from './pglite-snapshot';

/**
 * `npm run restore -- FILE`: a backup into an empty target, checked before anything is written. Every refusal
 * is a RestoreRefused with one line saying why; the target is then as it was.
 */
export class RestoreRefused extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RestoreRefused';
  }
}

export type BackupFileKind = 'pglite' | 'postgres';

export interface CheckedBackup {
  file: string;
  kind: BackupFileKind;
  /** False when no .sha256 lay beside it (a copy made without it): only its contents were checked. */
  checksummed: boolean;
}

/** What the first bytes say: gzip (a PGlite backup) or pg_dump's custom format. */
async function kindOf(file: string): Promise<BackupFileKind | null> {
  const handle = await open(file, 'r');
  try {
    const head = Buffer.alloc(5);
    await handle.read(head, 0, 5, 0);
    if (head[0] === 0x1f && head[1] === 0x8b) return 'pglite';
    if (head.toString('latin1') === 'PGDMP') return 'postgres';
    return null;
  } finally {
    await handle.close();
  }
}

/**
 * Checks a backup file as far as it can be without a target: it exists, matches the checksum beside it (when
 * there is one), and reads whole (a PGlite archive unzipped and walked; a dump read to its end by pg_restore).
 */
export async function checkBackupFile(file: string): Promise<CheckedBackup> {
  const path = resolve(file);
  if (!existsSync(path) || !statSync(path).isFile())
    throw new RestoreRefused(`${path}: no such backup file.`);
  const kind = await kindOf(path);
  if (!kind) {
    throw new RestoreRefused(
      `${path} is not a Travel Money backup (neither a .pglite.tar.gz nor a .pgdump).`,
    );
  }
  const sumFile = checksumFileOf(path);
  const checksummed = existsSync(sumFile);
  if (checksummed) {
    const expected = parseChecksumLine(readFileSync(sumFile, 'utf8'));
    if (!expected) throw new RestoreRefused(`${sumFile} holds no sha256 checksum.`);
    if ((await sha256File(path)) !== expected) {
      throw new RestoreRefused(
        `${path} does not match its checksum in ${sumFile}: it is damaged or cut short. Nothing was restored.`,
      );
    }
  }
  try {
    if (kind === 'pglite') await readPgliteArchive(path);
    else await verifyPgDump(path);
  } catch (error) {
    throw new RestoreRefused(`${(error as Error).message}. Nothing was restored.`);
  }
  return { file: path, kind, checksummed };
}

/**
 * Restores a PGlite backup into DATA_DIR, which must hold no database yet (backups and mail files in it are
 * fine). The archive is unpacked beside the target, opened (it must start and hold its orders), and only then
 * renamed into place; the data folder is locked throughout, so a running server refuses it and is refused.
 * Returns the number of orders the restored database holds.
 */
export async function restorePglite(file: string, dataDir: string): Promise<{ orders: number }> {
  const checked = await checkBackupFile(file);
  if (checked.kind !== 'pglite') {
    throw new RestoreRefused(
      `${checked.file} is a PostgreSQL dump: set DATABASE_URL to an empty PostgreSQL database to restore it.`,
    );
  }
  const target = join(resolve(dataDir), 'pglite');
  const existed = existsSync(dataDir);
  if (existsSync(target) && readdirSync(target).length > 0) {
    throw new RestoreRefused(
      `${target} already holds a database: restore needs a DATA_DIR without one. Move it away first ` +
        `(or set DATA_DIR to a new folder). Nothing was restored.`,
    );
  }
  const lock = lockFolder(dataDir);
  const temp = `${target}.restoring-${process.pid}`;
  try {
    const archive = await readPgliteArchive(checked.file);
    rmSync(temp, { recursive: true, force: true });
    mkdirSync(temp, { recursive: true, mode: 0o700 });
    extractTarArchive(archive, temp, checked.file);
    const database = await openDatabase({ pgliteDir: temp });
    let orders: number;
    try {
      orders = await countOrders(database.raw);
    } finally {
      await database.close();
    }
    if (existsSync(target)) rmSync(target, { recursive: true });
    renameSync(temp, target);
    return { orders };
  } catch (error) {
    rmSync(temp, { recursive: true, force: true });
    throw error;
  } finally {
    lock.release();
    if (!existed && !existsSync(target)) rmSync(dataDir, { recursive: true, force: true });
  }
}

async function countOrders(raw: RawQuery): Promise<number> {
  const [row] = await raw<{ n: number }>('select count(*)::int as n from orders', []);
  return Number(row?.n ?? 0);
}

/**
 * Restores a pg_dump backup into the PostgreSQL database at `databaseUrl`, which must hold no tables yet. One
 * transaction (pg_restore --single-transaction --exit-on-error): a failure half-way leaves it empty.
 */
export async function restorePostgres(file: string, databaseUrl: string): Promise<{ orders: number }> {
  const checked = await checkBackupFile(file);
  if (checked.kind !== 'postgres') {
    throw new RestoreRefused(
      `${checked.file} is a PGlite backup: unset DATABASE_URL and restore it into an empty DATA_DIR.`,
    );
  }
  const sql = postgres(databaseUrl, { max: 1, connect_timeout: 5, onnotice: () => {} });
  try {
    const [row] = await sql<Array<{ n: number }>>`
      select count(*)::int as n from pg_class c join pg_namespace s on s.oid = c.relnamespace
       where s.nspname not in ('pg_catalog', 'information_schema') and s.nspname not like 'pg\_toast%'
         and c.relkind in ('r', 'p', 'v', 'm', 'S', 'f')`;
    if ((row?.n ?? 0) > 0) {
      throw new RestoreRefused(
        `The database at DATABASE_URL is not empty (${row!.n} tables and other relations): restore needs an ` +
          `empty database (createdb a new one). Nothing was restored.`,
      );
    }
    const { dbname, env } = libpqTarget(databaseUrl);
    await runPgTool(
      'pg_restore',
      [
        '--single-transaction',
        '--exit-on-error',
        '--no-owner',
        '--no-privileges',
        `--dbname=${dbname}`,
        checked.file,
      ],
      { env },
    );
    const [count] = await sql<Array<{ n: number }>>`select count(*)::int as n from orders`;
    return { orders: count?.n ?? 0 };
  } finally {
    await sql.end({ timeout: 5 });
  }
}
