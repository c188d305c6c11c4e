import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, inject } from 'vitest';
import { migrateDatabase, openDatabase } from '../../src/db/open';
import { ensureTemplate, templateKey } from '../../src/db/pglite-template';
import type { Database } from '../../src/db/types';
import { lendPglite, lendPostgres } from './database-pool';
import { databaseUrl, dropDatabase, onAdminDatabase } from './postgres-admin';

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
 * migrations. The dump (26 MB, uncompressed) is read once per worker, not per file (a worker keeps its
 * modules between files).
 */
let templateBlob: Promise<Blob> | undefined;
export function pgliteTemplate(): Promise<Blob> {
  return (templateBlob ??= ensureTemplate('empty').then(
    (path) => new BytesBlob(new Uint8Array(readFileSync(path))),
  ));
}

/**
 * PGlite reads a dump with `blob.arrayBuffer()`. Node's Blob answers that by streaming its parts in chunks
 * and joining them: for the dump of 41 MB it then was, a fifth of a PGlite open's CPU, plus the garbage (79
 * opens in the PGlite suite: 540 → 420 ms of CPU each). This one hands PGlite a copy of the bytes it holds
 * (one memcpy), so no open can change what the next one loads. Only the two ways of reading it are served
 * (its `size` is 0).
 */
class BytesBlob extends Blob {
  /** A plain Uint8Array (not a Buffer, whose slice() would share the memory). */
  readonly #content: Uint8Array;

  constructor(content: Uint8Array) {
    super([]);
    this.#content = content;
  }

  override arrayBuffer(): Promise<ArrayBuffer> {
    return Promise.resolve(this.#content.slice().buffer as ArrayBuffer);
  }

  override stream(): ReadableStream<Uint8Array> {
    return new Blob([this.#content]).stream() as ReadableStream<Uint8Array>;
  }
}

/**
 * Migrating a new PostgreSQL database costs every test file a few hundred statements (the server's side of
 * it was most of a file's set-up). So the first file of a run migrates one template database, named after
 * the migrations (db/pglite-template.ts's key: a change makes a new one), and every file's database is a
 * copy of it (`create database … template …`, a file copy inside the server). Worker processes start at
 * once, so the template is made under an advisory lock on the admin database, under a temporary name and
 * renamed when complete: a half-made template is never copied. Nothing ever connects to it afterwards (a
 * connection would make the copy fail), and migrateDatabase on a copy finds nothing to do.
 */
let postgresTemplate: Promise<string> | undefined;
const TEMPLATE_LOCK = 7230472;

async function makePostgresTemplate(): Promise<string> {
  const name = `tm_template_${templateKey('empty')}`;
  await onAdminDatabase(async (admin) => {
    await admin`select pg_advisory_lock(${TEMPLATE_LOCK})`;
    const [found] = await admin`select 1 from pg_database where datname = ${name}`;
    if (!found) {
      const building = `${name}_building`;
      await dropDatabase(admin, building);
      await admin.unsafe(`create database ${building}`);
      // Two connections: migrateDatabase holds one for its lock and migrates on another.
      const database = await openDatabase({ databaseUrl: databaseUrl(building), max: 2 });
      try {
        await migrateDatabase(database);
      } finally {
        await database.close();
      }
      await admin.unsafe(`alter database ${building} rename to ${name}`);
    }
    await admin`select pg_advisory_unlock(${TEMPLATE_LOCK})`;
  });
  return name;
}

/** The migrated PostgreSQL template's name (made on first use), for files that create databases themselves. */
export function migratedPostgresTemplate(): Promise<string> {
  return (postgresTemplate ??= makePostgresTemplate());
}

/**
 * An isolated, migrated database with the template's content for one test file, lent by database-pool.ts and
 * given back by cleanup(): an in-memory PGlite, or a PostgreSQL database `tm_test_<run>_<random>` copied from
 * the migrated template through TEST_DATABASE_URL (dropped when the run ends).
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  if (TEST_DRIVER === 'pglite') {
    const database = await lendPglite(pgliteTemplate);
    return { database, cleanup: () => database.close() };
  }
  const { database, url } = await lendPostgres(createFromTemplate, (name) =>
    onAdminDatabase((admin) => dropDatabase(admin, name)),
  );
  return { database, url, cleanup: () => database.close() };
}

/** A new database copied from the migrated template, named after this run (test-databases.setup.ts). */
async function createFromTemplate(): Promise<{ name: string; url: string }> {
  const template = await migratedPostgresTemplate();
  const name = `${inject('testDatabasePrefix')}${randomBytes(6).toString('hex')}`;
  await onAdminDatabase((admin) => admin.unsafe(`create database ${name} template ${template}`));
  return { name, url: databaseUrl(name) };
}

/**
 * A database of its own for the calling test file: created before its tests, dropped after them. Read its
 * fields inside tests (they are set once beforeAll has run).
 */
export function testDatabaseForFile(): TestDatabase {
  const tdb = {} as TestDatabase;
  // Set only once the database exists: a file whose creation failed has nothing to drop.
  let cleanup: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    Object.assign(tdb, await createTestDatabase());
    cleanup = tdb.cleanup;
  });
  afterAll(() => cleanup?.());
  return tdb;
}
