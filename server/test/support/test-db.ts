import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import postgres from 'postgres';
import { migrateDatabase, openDatabase } from '../../src/db/open';
import { ensureTemplate } from '../../src/db/pglite-template';
import type { Database } from '../../src/db/types';

export const TEST_DRIVER = process.env.TEST_DRIVER === 'postgres' ? 'postgres' : 'pglite';

export interface TestDatabase {
  database: Database;
  /** For PostgreSQL: the URL of this file's own database (e.g. for a second connection). */
  url?: string;
  cleanup(): Promise<void>;
}

/**
 * A fresh PGlite runs initdb, which is most of its start-up time. Every test file instead loads the migrated
 * template the server's new data folders are made from (db/pglite-template.ts), built once per set of
 * migrations.
 */
async function pgliteTemplate(): Promise<Blob> {
  return new Blob([readFileSync(await ensureTemplate('empty'))]);
}

function adminUrl(): string {
  const url = process.env.TEST_DATABASE_URL;
  if (!url)
    throw new Error(
      'TEST_DRIVER=postgres needs TEST_DATABASE_URL (e.g. postgres://postgres@127.0.0.1:5432/test)',
    );
  return url;
}

/**
 * An isolated, migrated database for one test file: PGlite in memory, or a fresh PostgreSQL database
 * `tm_test_<random>` created through TEST_DATABASE_URL and dropped again in cleanup().
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  if (TEST_DRIVER === 'pglite') {
    const database = await openDatabase({ pgliteTemplate: await pgliteTemplate() });
    await migrateDatabase(database);
    return { database, cleanup: () => database.close() };
  }
  const name = `tm_test_${randomBytes(6).toString('hex')}`;
  const admin = postgres(adminUrl(), { max: 1, onnotice: () => {} });
  try {
    await admin.unsafe(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl());
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString(), max: 12 });
  await migrateDatabase(database);
  return {
    database,
    url: url.toString(),
    async cleanup() {
      await database.close();
      const sql = postgres(adminUrl(), { max: 1, onnotice: () => {} });
      try {
        await sql.unsafe(`drop database if exists ${name} with (force)`);
      } finally {
        await sql.end();
      }
    },
  };
}
