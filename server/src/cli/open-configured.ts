import { join, resolve } from 'node:path';
import { FolderLockedError, lockFolder, type FolderLock } from '../db/folder-lock';
import { migrateDatabase, openDatabase } from '../db/open';
import { prepareDataFolder } from '../db/pglite-template';
import type { Database } from '../db/types';
import { ConfigError, loadConfig } from '../env';

/**
 * For command-line tools: the database `npm start` would use (DATABASE_URL, else the PGlite folder in
 * DATA_DIR, locked like the server locks it), migrated. Exits with a clear message on bad configuration or a
 * folder in use.
 */
export async function openConfiguredDatabase(): Promise<{ database: Database; close(): Promise<void> }> {
  let lock: FolderLock | null = null;
  try {
    const config = loadConfig();
    // `npm run -w @tm/server` runs in server/; a relative DATA_DIR means where the command was typed, like npm start.
    const dataDir = resolve(process.env.INIT_CWD ?? process.cwd(), config.DATA_DIR);
    if (!config.DATABASE_URL) {
      lock = lockFolder(dataDir);
      await prepareDataFolder(join(dataDir, 'pglite'));
    }
    const database = await openDatabase({
      databaseUrl: config.DATABASE_URL,
      pgliteDir: config.DATABASE_URL ? undefined : join(dataDir, 'pglite'),
    });
    await migrateDatabase(database);
    return {
      database,
      async close() {
        await database.close();
        lock?.release();
      },
    };
  } catch (error) {
    lock?.release();
    if (error instanceof ConfigError || error instanceof FolderLockedError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}
