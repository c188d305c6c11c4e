import { chmodSync, mkdirSync, readdirSync, statSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { writeBackup } from '../../src/backup/backup-files';
import { lockFolder } from '../../src/db/folder-lock';
import { openDatabase } from '../../src/db/open';
import { silentLogger } from '../../src/logger';
import { createFileTransport } from '../../src/mail/transport';
import { tempDirsPerTest } from '../support/temp-dirs';

/**
 * What the server writes that holds customers' data is for its own user only (an attacker's pass: a reset
 * link in a 0644 email let another account on the machine take over the Admin). The test process runs with
 * the usual umask (022), which would leave all of it readable by every account.
 */
const tempDir = tempDirsPerTest('tm-private-');
const modeOf = (path: string) => statSync(path).mode & 0o777;

describe('files that hold customers’ data', () => {
  it('the email folder and every email are the server user’s only', async () => {
    const folder = join(tempDir(), 'data', 'mail');
    const transport = createFileTransport(folder, silentLogger);
    await transport.send({
      from: 'Travel Money <no-reply@shop.test>',
      to: 'ann@example.com',
      subject: 'Reset your password',
      html: '<p>https://shop.test/reset?token=secret</p>',
      text: 'https://shop.test/reset?token=secret',
      messageId: '<reset-1@shop.test>',
    });
    const [email] = readdirSync(folder);
    expect(modeOf(folder)).toBe(0o700);
    expect(modeOf(join(folder, email!))).toBe(0o600);
  });

  it('a new data folder is made private, and the database folder is closed to others even when it was not', async () => {
    const dataDir = join(tempDir(), 'data');
    const lock = lockFolder(dataDir);
    try {
      expect(modeOf(dataDir)).toBe(0o700);
      const pgliteDir = join(dataDir, 'pglite');
      mkdirSync(pgliteDir);
      chmodSync(pgliteDir, 0o755);
      const database = await openDatabase({ pgliteDir });
      await database.close();
      expect(modeOf(pgliteDir)).toBe(0o700);
    } finally {
      lock.release();
    }
  });

  it('a new backups folder is private', async () => {
    const dir = join(tempDir(), 'backups');
    const result = await writeBackup({
      dir,
      kind: 'pglite',
      at: new Date('2026-11-30T06:00:00Z'),
      keep: 3,
      produce: async (temp) => {
        await writeFile(temp, 'a backup');
        return undefined;
      },
      verify: async () => {},
    });
    expect(modeOf(result.file)).toBe(0o600);
    expect(modeOf(dir)).toBe(0o700);
  });
});
