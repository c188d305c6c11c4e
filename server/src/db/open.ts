import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import postgres from 'postgres';
import { closeFolderToOthers, makePrivateFolder } from '../private-files';
import { compileWithBaselineOnly, pgliteBaseOptions } from './pglite-settings';
import { pgliteRawQuery, postgresRawQuery } from './raw';
import * as schema from './schema';
import type { Database, Db } from './types';

export const MIGRATIONS_FOLDER = fileURLToPath(new URL('../../drizzle', import.meta.url));

export interface OpenOptions {
  /** PostgreSQL connection string; without it, PGlite. */
  databaseUrl?: string | undefined;
  /** PGlite data folder; undefined = in memory (tests). */
  pgliteDir?: string | undefined;
  /** Pool size for PostgreSQL (the server passes DB_POOL_MAX; tools and tests keep the default). */
  max?: number;
  /** PGlite only: start from this data-folder dump (tests use a migrated template to skip initdb). */
  pgliteTemplate?: Blob;
}

/** A close() that runs once, however often it is called. */
function once(close: () => Promise<void>): () => Promise<void> {
  let closed = false;
  return async () => {
    if (closed) return;
    closed = true;
    await close();
  };
}

/** Opens the database with the driver the configuration asks for. Same schema and migrations for both. */
export async function openDatabase(options: OpenOptions): Promise<Database> {
  if (options.databaseUrl) {
    const client = postgres(options.databaseUrl, {
      max: options.max ?? 10,
      // Fail fast when the server is down, so callers get a 503 rather than a hung request.
      connect_timeout: 5,
      idle_timeout: 30,
      onnotice: () => {},
    });
    return { ...overPostgres(client), close: once(() => client.end({ timeout: 5 })) };
  }
  if (options.pgliteDir) {
    makePrivateFolder(options.pgliteDir);
    closeFolderToOthers(options.pgliteDir);
  }
  // A process-wide V8 setting, made before PGlite compiles its WebAssembly (pglite-settings.ts says why).
  compileWithBaselineOnly();
  const pgliteOptions = {
    ...pgliteBaseOptions(),
    ...(options.pgliteTemplate ? { loadDataDir: options.pgliteTemplate } : {}),
  };
  const client = options.pgliteDir
    ? new PGlite(resolve(options.pgliteDir), pgliteOptions)
    : new PGlite(pgliteOptions);
  await client.waitReady;
  return { ...overPglite(client), close: once(() => client.close()) };
}

/**
 * drizzle and raw queries over a client: a Database but for its close(), which belongs to whoever owns the
 * client (openDatabase here; the tests' database pool lends a client through a proxy and closes it itself).
 */
export function overPostgres(client: postgres.Sql) {
  return {
    db: drizzlePostgres(client, { schema }) as unknown as Db,
    raw: postgresRawQuery(client),
    driver: 'postgres' as const,
    client,
  };
}

export function overPglite(client: PGlite) {
  return {
    db: drizzlePglite(client, { schema }) as unknown as Db,
    raw: pgliteRawQuery(client),
    driver: 'pglite' as const,
    client,
  };
}

/**
 * Applies pending migrations. On PostgreSQL an advisory lock keeps two instances starting together from
 * running the same migration twice.
 */
export async function migrateDatabase(database: Database): Promise<void> {
  const config = { migrationsFolder: MIGRATIONS_FOLDER };
  if (database.driver === 'pglite') {
    await migratePglite(drizzlePglite(database.client), config);
    return;
  }
  // The advisory lock lives on one reserved connection for the whole migration; other instances wait on it.
  const reserved = await database.client.reserve();
  try {
    await reserved`select pg_advisory_lock(7230471)`;
    await migratePostgres(drizzlePostgres(database.client), config);
  } finally {
    await reserved`select pg_advisory_unlock(7230471)`.catch(() => {});
    reserved.release();
  }
}
