import { join, resolve } from 'node:path';
import { backupDirOf, describeBackupError, type BackupResult } from '../backup/backup-files';
import { requestBackup } from '../backup/control-socket';
import { makeBackup } from '../backup/make-backup';
import { FolderLockedError, lockFolder } from '../db/folder-lock';
import { openDatabase } from '../db/open';
import { isInitialised } from '../db/pglite-template';
import { ConfigError, loadConfig, type Config } from '../env';
import { cliArgsOrExit, readCliArgs } from './cli-args';

const USAGE =
  'Usage: npm run backup   (one backup into BACKUP_DIR, keeping BACKUP_KEEP; set both in the environment, see docs/operations.md)';

/**
 * `npm run backup`: one backup of the configured database into BACKUP_DIR (docs/operations.md), while the
 * server keeps taking orders. PostgreSQL: pg_dump, run from here. PGlite: the running server makes it (asked
 * through its control socket, backup/control-socket.ts), since no other process may open the folder; with no
 * server running, this command opens the folder itself. Relative paths are taken from where `npm run` was
 * typed (INIT_CWD), as `npm run admin` does.
 */
async function backupWithoutServer(config: Config, dataDir: string, base: string): Promise<BackupResult> {
  const pgliteDir = join(dataDir, 'pglite');
  const lock = lockFolder(dataDir);
  try {
    if (!isInitialised(pgliteDir))
      throw new Error(`${pgliteDir} holds no database: there is nothing to back up.`);
    const database = await openDatabase({ pgliteDir });
    if (database.driver !== 'pglite') throw new Error('openDatabase without DATABASE_URL opens PGlite');
    try {
      return await makeBackup(
        { driver: 'pglite', client: database.client, folder: pgliteDir },
        { dir: backupDirOf(config, base), keep: config.BACKUP_KEEP, clock: () => new Date() },
      );
    } finally {
      await database.close();
    }
  } finally {
    lock.release();
  }
}

async function main(argv: string[]): Promise<number> {
  const asked = cliArgsOrExit(readCliArgs(argv, USAGE, 0));
  if ('exit' in asked) return asked.exit;
  const config = loadConfig();
  const base = process.env.INIT_CWD ?? process.cwd();
  let result: BackupResult;
  let by: string;
  if (config.DATABASE_URL) {
    result = await makeBackup(
      { driver: 'postgres', databaseUrl: config.DATABASE_URL },
      { dir: backupDirOf(config, base), keep: config.BACKUP_KEEP, clock: () => new Date() },
    );
    by = 'pg_dump';
  } else {
    const dataDir = resolve(base, config.DATA_DIR);
    const fromServer = await requestBackup(dataDir);
    if (fromServer) {
      result = fromServer;
      by = 'the running server';
    } else {
      result = await backupWithoutServer(config, dataDir, base);
      by = 'this command (no server was running)';
    }
  }
  const mb = (result.bytes / 1024 / 1024).toFixed(1);
  console.log(`Backup written by ${by}: ${result.file} (${mb} MB, ${result.ms} ms)`);
  console.log(`sha256 ${result.sha256} (also in ${result.file}.sha256)`);
  if (result.removed.length > 0)
    console.log(`Older backups removed (BACKUP_KEEP): ${result.removed.join(', ')}`);
  return 0;
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    if (error instanceof ConfigError || error instanceof FolderLockedError) console.error(error.message);
    else console.error(`Backup failed: ${describeBackupError(error)}`);
    process.exit(1);
  },
);
