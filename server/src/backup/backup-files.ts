import { createHash, randomBytes } from 'node:crypto';
import { chmodSync, createReadStream, existsSync, readdirSync, renameSync, rmSync, statSync } from 'node:fs';
import { open, writeFile } from 'node:fs/promises';
import { basename, join, resolve } from 'node:path';
import type { Env } from '../env-schema';
import { makePrivateFolder } from '../private-files';

/**
 * The files of BACKUP_DIR: names, checksums, the write-then-rename that keeps half a file from ever carrying a
 * backup's name, and rotation. Only names this module makes are read or deleted; anything else an operator
 * keeps in the folder is left alone.
 */
export type BackupKind = 'pglite' | 'postgres';

const PREFIX = 'travel-money-';
const EXTENSION: Record<BackupKind, string> = { pglite: '.pglite.tar.gz', postgres: '.pgdump' };
/** travel-money-20261126T145500.123Z.pgdump: UTC, sortable as text, no ':' (Windows refuses it). */
const NAME = /^travel-money-(\d{8}T\d{6}\.\d{3}Z)\.(pglite\.tar\.gz|pgdump)$/;
const PARTIAL = '.partial-';
/** A partial file this old belongs to a backup that died (a kill, a crash), never one still being written. */
const STALE_PARTIAL_MS = 24 * 60 * 60 * 1000;

export interface BackupResult {
  file: string;
  kind: BackupKind;
  bytes: number;
  sha256: string;
  /** When the snapshot began: every order answered 201 before this is in it. */
  snapshotAt: string;
  ms: number;
  /** Older backups deleted to keep BACKUP_KEEP. */
  removed: string[];
}

/** BACKUP_DIR, or DATA_DIR/backups, from `base` (where the server or the command was started). */
export function backupDirOf(config: Pick<Env, 'BACKUP_DIR' | 'DATA_DIR'>, base = process.cwd()): string {
  return resolve(base, config.BACKUP_DIR ?? join(config.DATA_DIR, 'backups'));
}

/** One line for a failed backup; a full disk is named as such. */
export function describeBackupError(error: unknown): string {
  const code = (error as NodeJS.ErrnoException | null)?.code;
  const message = error instanceof Error ? error.message.split('\n')[0]! : String(error);
  if (code === 'ENOSPC') return `the disk holding BACKUP_DIR is full (${message}); no backup was kept`;
  return message;
}

export function backupFileName(kind: BackupKind, at: Date): string {
  const stamp = at.toISOString().replace(/[-:]/g, '');
  return `${PREFIX}${stamp}${EXTENSION[kind]}`;
}

export function checksumFileOf(file: string): string {
  return `${file}.sha256`;
}

/** The backups in `dir`, oldest first (their names sort by time). */
export function listBackups(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => NAME.test(name))
    .sort();
}

/** Deletes all but the newest `keep` backups (and their checksums) and partial files left by dead backups. */
export function pruneBackups(dir: string, keep: number, now = Date.now()): string[] {
  const all = listBackups(dir);
  const removed = all.slice(0, Math.max(0, all.length - keep));
  for (const name of removed) {
    rmSync(join(dir, name), { force: true });
    rmSync(join(dir, checksumFileOf(name)), { force: true });
  }
  for (const name of readdirSync(dir)) {
    if (!name.startsWith(PARTIAL)) continue;
    const path = join(dir, name);
    if (now - statSync(path).mtimeMs > STALE_PARTIAL_MS) rmSync(path, { force: true });
  }
  return removed;
}

export async function sha256File(file: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

/** The sha256 a checksum file (sha256sum's format: "<hex>  <name>") states, or null when there is none. */
export function parseChecksumLine(text: string): string | null {
  const match = /^([0-9a-f]{64})\s/i.exec(text);
  return match ? match[1]!.toLowerCase() : null;
}

async function fsyncPath(path: string, flags = 'r'): Promise<void> {
  const handle = await open(path, flags);
  try {
    await handle.sync();
  } catch (error) {
    // Some file systems (and Windows, for folders) refuse fsync on a folder; the file itself was synced.
    if (!['EISDIR', 'EPERM', 'EINVAL', 'EBADF'].includes((error as NodeJS.ErrnoException).code ?? ''))
      throw error;
  } finally {
    await handle.close();
  }
}

export interface WriteBackupOptions {
  dir: string;
  kind: BackupKind;
  /** The snapshot's start, which names the file. */
  at: Date;
  keep: number;
  /** Writes the backup to `temp`; returns the sha256 of what it wrote when it hashed while writing. */
  produce(temp: string): Promise<string | undefined>;
  /** Reads `temp` back and throws when it is not a whole, usable backup. */
  verify(temp: string): Promise<void>;
}

/**
 * Writes a backup under a temporary name, flushes it to disk, checks it (the bytes read back hash to what was
 * written; `verify` reads it as a restore would), and only then renames it to its final name and writes its
 * checksum beside it (sha256sum's format, so `sha256sum -c` checks a copy anywhere). Any failure removes the
 * temporary file: the folder never holds a final name for a file that is not a whole backup.
 */
export async function writeBackup(options: WriteBackupOptions): Promise<BackupResult> {
  const started = performance.now();
  makePrivateFolder(options.dir);
  let at = options.at;
  while (existsSync(join(options.dir, backupFileName(options.kind, at)))) at = new Date(at.getTime() + 1);
  const name = backupFileName(options.kind, at);
  const final = join(options.dir, name);
  const temp = join(options.dir, `${PARTIAL}${name}-${process.pid}-${randomBytes(4).toString('hex')}`);
  const tempSum = `${temp}.sha256`;
  let sha256: string;
  try {
    const written = await options.produce(temp);
    // Backups hold customers' names and addresses: readable by the server's user only (pg_dump makes 0644).
    chmodSync(temp, 0o600);
    await fsyncPath(temp, 'r+');
    sha256 = await sha256File(temp);
    if (written && written !== sha256) {
      throw new Error(`the backup read back from ${temp} differs from what was written`);
    }
    await options.verify(temp);
    await writeFile(tempSum, `${sha256}  ${name}\n`);
    await fsyncPath(tempSum, 'r+');
    renameSync(temp, final);
    renameSync(tempSum, checksumFileOf(final));
    await fsyncPath(options.dir);
  } catch (error) {
    rmSync(temp, { force: true });
    rmSync(tempSum, { force: true });
    throw error;
  }
  const removed = pruneBackups(options.dir, options.keep);
  return {
    file: final,
    kind: options.kind,
    bytes: statSync(final).size,
    sha256,
    snapshotAt: options.at.toISOString(),
    ms: Math.round(performance.now() - started),
    removed: removed.map((r) => basename(r)),
  };
}
