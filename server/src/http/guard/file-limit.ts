import { readFileSync } from 'node:fs';

/** What a Linux process gets when nothing raised it (`ulimit -n`); assumed where the limit cannot be read. */
export const DEFAULT_FILE_LIMIT = 1024;

/**
 * The process's soft limit on open files (`ulimit -n`). Node has no getrlimit, so it is read from
 * /proc/self/limits ("Max open files  <soft>  <hard>  files"); elsewhere, or when it says "unlimited" or
 * cannot be read, the usual default, which errs on the side of refusing early.
 */
export function openFileLimit(read: () => string = () => readFileSync('/proc/self/limits', 'utf8')): number {
  try {
    const line = read()
      .split('\n')
      .find((l) => l.startsWith('Max open files'));
    const soft = line?.slice('Max open files'.length).trim().split(/\s+/)[0];
    const n = Number(soft);
    return Number.isInteger(n) && n > 0 ? n : DEFAULT_FILE_LIMIT;
  } catch {
    return DEFAULT_FILE_LIMIT;
  }
}

/**
 * Files kept free for everything that is not a client connection: the database (PGlite's files, or the
 * PostgreSQL pool and its LISTEN connections), the mail sender's SMTP connections and .eml files, static
 * files being sent, logs. A fifth of the limit, and at least 64.
 */
export function reservedFiles(fileLimit: number): number {
  return Math.max(64, Math.ceil(fileLimit / 5));
}

/** The most client connections the process can hold with room to spare for its own files (at least 16). */
export function safeConnectionCap(fileLimit: number): number {
  return Math.max(16, fileLimit - reservedFiles(fileLimit));
}
