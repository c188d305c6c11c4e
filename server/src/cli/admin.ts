import { isAbsolute, join, resolve } from 'node:path';
import { ZodError } from 'zod';
import { createOrPromoteAdmin } from '../auth/create-admin';
import { FolderLockedError, lockFolder } from '../db/folder-lock';
import { migrateDatabase, openDatabase } from '../db/open';
import { ConfigError, loadConfig } from '../env';

const USAGE = 'Usage: npm run admin -- create EMAIL';

/**
 * Creates or promotes an Admin on the configured database (DATABASE_URL, else the PGlite folder in
 * DATA_DIR). A relative DATA_DIR is taken from where `npm run` was typed (INIT_CWD), so the command finds the
 * same folder as `npm start` run from there. PGlite allows one process per folder: stop the server first.
 */
async function main(argv: string[]): Promise<number> {
  const [command, email] = argv;
  if (command !== 'create' || !email) {
    console.error(USAGE);
    return 2;
  }
  const config = loadConfig();
  const dataDir = isAbsolute(config.DATA_DIR)
    ? config.DATA_DIR
    : resolve(process.env.INIT_CWD ?? process.cwd(), config.DATA_DIR);
  const lock = config.DATABASE_URL ? null : lockFolder(dataDir);
  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    pgliteDir: config.DATABASE_URL ? undefined : join(dataDir, 'pglite'),
    max: 1,
  });
  try {
    await migrateDatabase(database);
    const result = await createOrPromoteAdmin(database.db, email, config.auth, new Date());
    if (result.outcome === 'created') {
      console.log(`Created Admin ${result.email}\nPassword (shown once): ${result.password}`);
    } else if (result.outcome === 'promoted') {
      console.log(`${result.email} is now Admin (their password is unchanged).`);
    } else {
      console.log(`${result.email} is already Admin.`);
    }
    return 0;
  } finally {
    await database.close();
    lock?.release();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    if (error instanceof ConfigError || error instanceof FolderLockedError) console.error(error.message);
    else if (error instanceof ZodError) console.error(error.issues[0]?.message ?? USAGE);
    else
      console.error(`Could not create the admin: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  },
);
