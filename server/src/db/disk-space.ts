import { existsSync, statfsSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import type { WriteFailureCause } from './errors';

/** Free space for this process on the disk holding `path` (or its nearest existing parent), or null. */
export function freeBytes(path: string): number | null {
  let dir = resolve(path);
  while (!existsSync(dir) && dirname(dir) !== dir) dir = dirname(dir);
  try {
    const s = statfsSync(dir);
    return s.bavail * s.bsize;
  } catch {
    return null;
  }
}

const MB = 1024 * 1024;
const readable = (bytes: number | null) =>
  bytes === null
    ? 'unknown'
    : bytes >= 10 * MB
      ? `${Math.round(bytes / MB)} MB`
      : `${Math.round(bytes / 1024)} KB`;

/**
 * One line for a start (or a write) the machine refused, in the operator's words: which disk, what is wrong
 * with it, how much is free. `where` is DATA_DIR (PGlite), or null for a PostgreSQL server elsewhere.
 */
export function describeWriteFailure(cause: WriteFailureCause, where: string | null): string {
  if (where === null) {
    const what = cause === 'EROFS' ? 'is read-only' : cause === 'EIO' ? 'fails to write' : 'is full';
    return `The PostgreSQL server cannot write: its disk ${what} (${cause}); free space there and start again.`;
  }
  const dir = resolve(where);
  switch (cause) {
    case 'ENOSPC':
    case 'EDQUOT':
      return `The disk holding DATA_DIR is full: ${readable(freeBytes(dir))} free at ${dir} (${cause}); free some space or set DATA_DIR to another disk.`;
    case 'EROFS':
      return `The disk holding DATA_DIR is read-only: ${dir} (EROFS); set DATA_DIR to a writable folder.`;
    case 'EIO':
      return `The disk holding DATA_DIR fails to write: ${dir} (EIO); check the disk.`;
  }
}
