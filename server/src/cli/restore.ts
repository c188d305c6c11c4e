import { resolve } from 'node:path';
import { restorePglite, restorePostgres, RestoreRefused } from '../backup/restore';
import { FolderLockedError } from '../db/folder-lock';
import { ConfigError, loadConfig } from '../env';
import { cliArgsOrExit, readCliArgs } from './cli-args';
import { redactedDatabaseUrl } from '../main';

const USAGE = 'Usage: npm run restore -- FILE   (a .pglite.tar.gz or .pgdump from BACKUP_DIR)';

/**
 * `npm run restore -- FILE`: the backup into the configured target, which must be empty: DATABASE_URL's
 * database, else DATA_DIR (see backup/restore.ts). Start the server on it afterwards; it applies any newer
 * migrations as it starts.
 */
async function main(argv: string[]): Promise<number> {
  const asked = cliArgsOrExit(readCliArgs(argv, USAGE, 1));
  if ('exit' in asked) return asked.exit;
  const [file] = asked.files as [string];
  const config = loadConfig();
  const base = process.env.INIT_CWD ?? process.cwd();
  const path = resolve(base, file);
  if (config.DATABASE_URL) {
    const { orders } = await restorePostgres(path, config.DATABASE_URL);
    console.log(`Restored ${path} into ${redactedDatabaseUrl(config.DATABASE_URL)}: ${orders} orders.`);
  } else {
    const dataDir = resolve(base, config.DATA_DIR);
    const { orders } = await restorePglite(path, dataDir);
    console.log(`Restored ${path} into ${dataDir}: ${orders} orders. Start the server with this DATA_DIR.`);
  }
  return 0;
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    if (
      error instanceof ConfigError ||
      error instanceof FolderLockedError ||
      error instanceof RestoreRefused
    ) {
      console.error(error.message);
    } else {
      console.error(
        `Restore failed, nothing was restored: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
    process.exit(1);
  },
);
