import { closeSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { makePrivateFolder } from '../private-files';

export const LOCK_FILE_NAME = 'tm-server.lock';

export class FolderLockedError extends Error {
  constructor(
    readonly folder: string,
    readonly pid: number,
  ) {
    super(
      `The data folder ${folder} is already in use by another server process (pid ${pid}). ` +
        `PGlite allows only one process per folder: stop that process, or set DATA_DIR to another folder.`,
    );
    this.name = 'FolderLockedError';
  }
}

export interface FolderLock {
  folder: string;
  release(): void;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Takes an exclusive lock on a PGlite data folder. PGlite has no lock of its own and two processes on one
 * folder silently lose writes, so the lock file (created with O_EXCL, holding our pid) refuses a second
 * opener. A lock left by a dead process is taken over. A second lock from this same process is refused too.
 */
export function lockFolder(folder: string): FolderLock {
  const dir = resolve(folder);
  makePrivateFolder(dir);
  const file = join(dir, LOCK_FILE_NAME);
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const fd = openSync(file, 'wx', 0o644);
      writeSync(fd, String(process.pid));
      closeSync(fd);
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        process.off('exit', release);
        try {
          if (readFileSync(file, 'utf8').trim() === String(process.pid)) unlinkSync(file);
        } catch {
          // Already gone: nothing to release.
        }
      };
      process.on('exit', release);
      return { folder: dir, release };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    let holder = Number.NaN;
    try {
      holder = Number.parseInt(readFileSync(file, 'utf8').trim(), 10);
    } catch {
      // Vanished between open and read: try again.
      continue;
    }
    if (Number.isInteger(holder) && holder > 0 && isAlive(holder)) throw new FolderLockedError(dir, holder);
    // Stale (dead pid or garbage): take it over.
    try {
      unlinkSync(file);
    } catch {
      // Someone else took it over first; the next attempt will see their lock.
    }
  }
  throw new Error(`Could not take the lock on the data folder ${dir}`);
}
