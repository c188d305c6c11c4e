import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import postgres from 'postgres';
import { MIGRATIONS_FOLDER, migrateDatabase, openDatabase } from '../../src/db/open';
import type { Database } from '../../src/db/types';

export const TEST_DRIVER = process.env.TEST_DRIVER === 'postgres' ? 'postgres' : 'pglite';

export interface TestDatabase {
  database: Database;
  /** For PostgreSQL: the URL of this file's own database (e.g. for a second connection). */
  url?: string;
  cleanup(): Promise<void>;
}

/**
 * A fresh PGlite runs initdb, which is most of its start-up time. Every test file instead loads a dump of an
 * already migrated database, made once per set of migrations and kept in the temp folder.
 */
async function pgliteTemplate(): Promise<Blob> {
  const hash = createHash('sha256');
  for (const file of readdirSync(MIGRATIONS_FOLDER, { recursive: true }).map(String).sort()) {
    if (file.endsWith('.sql') || file.endsWith('.json'))
      hash.update(file).update(readFileSync(join(MIGRATIONS_FOLDER, file)));
  }
  const file = join(tmpdir(), `tm-pglite-template-${hash.digest('hex').slice(0, 16)}.tar`);
  if (existsSync(file)) return new Blob([readFileSync(file)]);
  const database = await openDatabase({});
  if (database.driver !== 'pglite') throw new Error('openDatabase({}) is PGlite');
  await migrateDatabase(database);
  const dump = await database.client.dumpDataDir('none');
  await database.close();
  const temp = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  writeFileSync(temp, Buffer.from(await dump.arrayBuffer()));
  renameSync(temp, file);
  return dump;
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
