import { describe, expect, it } from 'vitest';
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { FolderLockedError, LOCK_FILE_NAME, lockFolder } from '../../src/db/folder-lock';
import { tempDirsPerTest } from '../support/temp-dirs';

const tempDir = tempDirsPerTest('tm-lock-');

describe('PGlite data folder lock', () => {
  it('refuses a second opener, naming the folder and the holder\u2019s pid, until released', () => {
    const dir = tempDir();
    const lock = lockFolder(dir);
    expect(readFileSync(join(dir, LOCK_FILE_NAME), 'utf8')).toBe(String(process.pid));
    expect(() => lockFolder(dir)).toThrow(FolderLockedError);
    try {
      lockFolder(dir);
    } catch (error) {
      expect((error as Error).message).toContain(dir);
      expect((error as Error).message).toContain(`pid ${process.pid}`);
    }
    lock.release();
    expect(existsSync(join(dir, LOCK_FILE_NAME))).toBe(false);
    lockFolder(dir).release();
  });

  it('refuses another process while this one holds the lock', async () => {
    const dir = tempDir();
    const lock = lockFolder(dir);
    const script = `
      import { lockFolder } from ${JSON.stringify(new URL('../../src/db/folder-lock.ts', import.meta.url).pathname)};
      try { lockFolder(${JSON.stringify(dir)}); console.log('LOCKED'); } catch (e) { console.log('REFUSED ' + e.message); }
    `;
    const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    await new Promise<void>((resolve) => child.on('exit', () => resolve()));
    lock.release();
    expect(out).toContain('REFUSED');
    expect(out).toContain(`pid ${process.pid}`);
  });

  it('takes over a stale lock left by a dead process', () => {
    const dir = tempDir();
    // A pid that has certainly exited: a finished child's.
    const dead = spawnSync(process.execPath, ['-e', 'process.exit(0)']).pid!;
    writeFileSync(join(dir, LOCK_FILE_NAME), String(dead));
    const lock = lockFolder(dir);
    expect(readFileSync(join(dir, LOCK_FILE_NAME), 'utf8')).toBe(String(process.pid));
    lock.release();
  });
});
