import { spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { basename, dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';
import { makePrivateFolder } from '../private-files';
import { FolderLockedError, lockFolder, type FolderLock } from './folder-lock';
import { MIGRATIONS_FOLDER, migrateDatabase, openDatabase } from './open';
import { seedCurrencies } from './seed';
import { extractTar } from './tar-extract';
import { SAMPLE_RATES_DATE, SEED_CURRENCIES } from './seed-currencies';

/**
 * A fresh PGlite runs initdb in a second WebAssembly instance: 5-10 s and ~900 MB of memory on a 2-core
 * machine, most of it garbage V8 keeps for a long while. So the database is made once, at build time, as a
 * data-folder dump ("template"): a new data folder is unpacked from it and opened as an existing database,
 * which costs what a restart costs. Tests load the same kind of dump into memory.
 *
 * The template is built from the migrations (then `migrateDatabase` finds nothing to do: they stay the one
 * source of the schema) and, for the server, the seed. Its name carries a hash of everything it is made from
 * (PGlite's version, the migration files, the seed data and code), so a change makes a new one and a stale one
 * is never used. It lives in server/dist (git-ignored), never in the repository.
 */
export type TemplateKind = 'seeded' | 'empty';

// Two folders up from here, and from the server bundle (server/dist/bundle/main.mjs), is server/.
const SERVER_ROOT = fileURLToPath(new URL('../../', import.meta.url));
export const TEMPLATE_DIR = join(SERVER_ROOT, 'dist', 'pglite');
const BUILD_CLI = join(SERVER_ROOT, 'src', 'cli', 'build-db-template.ts');
const SEED_SOURCE = join(SERVER_ROOT, 'src', 'db', 'seed.ts');

function pgliteVersion(): string {
  const require = createRequire(import.meta.url);
  const entry = require.resolve('@electric-sql/pglite');
  // The package's own manifest, found from its entry point (its exports map hides package.json).
  for (let dir = dirname(entry); dir !== dirname(dir); dir = dirname(dir)) {
    const manifest = join(dir, 'package.json');
    if (existsSync(manifest)) {
      const pkg = JSON.parse(readFileSync(manifest, 'utf8')) as { name?: string; version?: string };
      if (pkg.name === '@electric-sql/pglite') return pkg.version ?? 'unknown';
    }
  }
  return 'unknown';
}

/** How buildTemplate lays a template out: part of its key, so a template made another way is rebuilt. */
const TEMPLATE_LAYOUT = 'the postgres database only';

/** What a template of this kind is made from, hashed: the data-folder format, the schema and the seed. */
export function templateKey(kind: TemplateKind, migrationsFolder = MIGRATIONS_FOLDER): string {
  const hash = createHash('sha256').update(`pglite ${pgliteVersion()}\n${TEMPLATE_LAYOUT}\n`);
  for (const file of readdirSync(migrationsFolder, { recursive: true }).map(String).sort()) {
    if (file.endsWith('.sql') || file.endsWith('.json'))
      hash.update(file).update(readFileSync(join(migrationsFolder, file)));
  }
  if (kind === 'seeded') {
    hash.update(JSON.stringify({ SAMPLE_RATES_DATE, SEED_CURRENCIES })).update(readFileSync(SEED_SOURCE));
  }
  return hash.digest('hex').slice(0, 16);
}

/** Where the template of this kind, for the current migrations and seed, is (or will be). */
export function templateFile(kind: TemplateKind, dir = TEMPLATE_DIR): string {
  return join(dir, `${kind}-${templateKey(kind)}.tar`);
}

/**
 * initdb makes three databases; PGlite only ever opens `postgres`, and nothing here creates a database (the
 * only use of template0 and template1). Without them the dump is 26 MB and 520 files instead of 41 MB and
 * 1,124, and every unpacking of it (a new data folder, each test file's database) is about a third cheaper:
 * a test database's open 500–550 → 330–390 ms of CPU.
 */
async function dropTemplateDatabases(client: PGlite): Promise<void> {
  await client.exec(
    `update pg_database set datistemplate = false where datname in ('template0', 'template1')`,
  );
  await client.exec('drop database template0');
  await client.exec('drop database template1');
}

/**
 * Builds the template in this process: an in-memory PGlite, migrated (and seeded), dumped uncompressed (the
 * tests load it as it is; gzip would cost every test file a decompression). Written under a temporary name
 * and renamed, so a reader never sees half a file; older templates of the same kind are removed.
 */
export async function buildTemplate(kind: TemplateKind, dir = TEMPLATE_DIR): Promise<string> {
  const file = templateFile(kind, dir);
  const database = await openDatabase({});
  try {
    await migrateDatabase(database);
    if (kind === 'seeded') await seedCurrencies(database.db);
    if (database.driver !== 'pglite') throw new Error('openDatabase({}) opens PGlite');
    await dropTemplateDatabases(database.client);
    const dump = await database.client.dumpDataDir('none');
    mkdirSync(dir, { recursive: true });
    const temp = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
    writeFileSync(temp, Buffer.from(await dump.arrayBuffer()));
    renameSync(temp, file);
  } finally {
    await database.close();
  }
  for (const name of readdirSync(dir)) {
    if (name.startsWith(`${kind}-`) && name.endsWith('.tar') && name !== basename(file)) {
      rmSync(join(dir, name), { force: true });
    }
  }
  return file;
}

/** Builds the template in a child process (see ensureTemplate). */
function buildInChild(kind: TemplateKind, dir: string): Promise<void> {
  return new Promise<void>((done, fail) => {
    const child = spawn(process.execPath, ['--import', 'tsx', BUILD_CLI, kind, dir], {
      cwd: SERVER_ROOT,
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    child.once('error', fail);
    child.once('exit', (code, signal) =>
      code === 0
        ? done()
        : fail(new Error(`Building the PGlite template failed (${code ?? signal}); see the output above.`)),
    );
  });
}

/**
 * The template's path, built first when missing or stale. The build runs in a child process, so the caller
 * (the server, a test worker) never holds initdb's memory; a lock makes processes starting together (test
 * workers) build it once, the others waiting for it.
 */
export async function ensureTemplate(kind: TemplateKind, dir = TEMPLATE_DIR): Promise<string> {
  const file = templateFile(kind, dir);
  while (!existsSync(file)) {
    let lock: FolderLock;
    try {
      // One build at a time in this folder; the others wait for its result.
      lock = lockFolder(dir);
    } catch (error) {
      if (!(error instanceof FolderLockedError)) throw error;
      await new Promise((r) => setTimeout(r, 200));
      continue;
    }
    try {
      if (!existsSync(file)) await buildInChild(kind, dir);
    } finally {
      lock.release();
    }
    if (!existsSync(file)) throw new Error(`The PGlite template was not written to ${file}`);
  }
  return file;
}

/** True when the folder already holds a database (PostgreSQL writes PG_VERSION first thing in initdb). */
export function isInitialised(pgliteDir: string): boolean {
  return existsSync(join(pgliteDir, 'PG_VERSION'));
}

/**
 * Makes `pgliteDir` a ready database when it is not one yet: the seeded template is unpacked beside it and
 * renamed into place, so a start killed half-way leaves no half-made database, only a temporary folder that
 * the next start removes (the caller holds the data folder's lock, so no other start is unpacking there).
 * Returns whether it did.
 */
export async function prepareDataFolder(pgliteDir: string): Promise<'existing' | 'from-template'> {
  const target = resolve(pgliteDir);
  if (isInitialised(target)) return 'existing';
  const parent = dirname(target);
  makePrivateFolder(parent);
  // Leftovers of a start that died while unpacking.
  for (const name of readdirSync(parent)) {
    if (name.startsWith(`${basename(target)}.unpacking-`)) rmSync(join(parent, name), { recursive: true });
  }
  const template = await ensureTemplate('seeded');
  const temp = `${target}.unpacking-${process.pid}`;
  try {
    makePrivateFolder(temp);
    extractTar(template, temp);
    if (!isInitialised(temp)) throw new Error(`The PGlite template ${template} holds no database`);
    if (existsSync(target)) {
      // An empty folder (made by hand, or by an older start that failed before initdb) gives way.
      if (readdirSync(target).length > 0) {
        throw new Error(`${target} is neither empty nor a PGlite database; move it away or set DATA_DIR.`);
      }
      rmSync(target, { recursive: true });
    }
    renameSync(temp, target);
  } catch (error) {
    rmSync(temp, { recursive: true, force: true });
    throw error;
  }
  return 'from-template';
}
