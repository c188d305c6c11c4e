import { appendFileSync, cpSync, existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { MIGRATIONS_FOLDER, migrateDatabase, openDatabase } from '../../src/db/open';
import {
  ensureTemplate,
  isInitialised,
  prepareDataFolder,
  templateFile,
  templateKey,
} from '../../src/db/pglite-template';
import { extractTar } from '../../src/db/tar-extract';
import { query } from '../reliability/helpers/db-checks';
import { tempDirsPerTest } from '../support/temp-dirs';

/**
 * A new embedded data folder is unpacked from a template made at build time from the migrations and the
 * seed, instead of running initdb in the server (seconds and ~900 MB). These prove it is the same database
 * a migrated, seeded folder would be, that a stale template is never used, and that a start killed half-way
 * leaves nothing half-made.
 */
const tempDir = tempDirsPerTest('tm-template-');

describe('PGlite template', () => {
  it('is keyed by the migrations and the seed: a changed migration makes a new key, so a stale one is never used', () => {
    const migrations = join(tempDir(), 'drizzle');
    cpSync(MIGRATIONS_FOLDER, migrations, { recursive: true });
    const before = templateKey('seeded', migrations);
    expect(templateKey('seeded', migrations)).toBe(before);
    expect(templateKey('empty', migrations)).not.toBe(before);
    const sqlFile = readdirSync(migrations).find((f) => f.endsWith('.sql'))!;
    appendFileSync(join(migrations, sqlFile), '\n-- changed\n');
    expect(templateKey('seeded', migrations)).not.toBe(before);
    expect(templateFile('seeded')).toContain(templateKey('seeded'));
  });

  it('makes a new data folder that is migrated and seeded: migrateDatabase finds nothing to do, the currencies are there', async () => {
    const folder = join(tempDir(), 'pglite');
    expect(await prepareDataFolder(folder)).toBe('from-template');
    expect(isInitialised(folder)).toBe(true);
    // No leftovers beside it.
    expect(readdirSync(join(folder, '..'))).toEqual(['pglite']);
    const database = await openDatabase({ pgliteDir: folder });
    try {
      const [applied] = await query(
        database.db,
        sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
      );
      await migrateDatabase(database);
      const [after] = await query(
        database.db,
        sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
      );
      expect(Number(after?.n)).toBe(Number(applied?.n));
      expect(Number(applied?.n)).toBeGreaterThan(0);
      const [currencies] = await query(database.db, sql`select count(*)::int as n from currencies`);
      expect(Number(currencies?.n)).toBe(103);
      // Nothing but the seed: no staff login or Secure Box password is baked in (each server makes its own).
      const [users] = await query(database.db, sql`select count(*)::int as n from users`);
      const [box] = await query(database.db, sql`select count(*)::int as n from box_credentials`);
      expect([Number(users?.n), Number(box?.n)]).toEqual([0, 0]);
      // Only the database PGlite opens: initdb's template0 and template1 would add 15 MB and 600 files to
      // every data folder and test database made from it.
      const databases = await query(database.db, sql`select datname from pg_database order by datname`);
      expect(databases.map((d) => d.datname)).toEqual(['postgres']);
    } finally {
      await database.close();
    }
    // A second start leaves an existing database alone.
    expect(await prepareDataFolder(folder)).toBe('existing');
  }, 60_000);

  it('clears what a start killed while unpacking left, and refuses a folder that holds something else', async () => {
    const parent = tempDir();
    const folder = join(parent, 'pglite');
    mkdirSync(`${folder}.unpacking-99999999`, { recursive: true });
    writeFileSync(join(`${folder}.unpacking-99999999`, 'PG_VERSION'), '18');
    mkdirSync(folder);
    expect(await prepareDataFolder(folder)).toBe('from-template');
    expect(readdirSync(parent)).toEqual(['pglite']);

    const other = join(parent, 'other');
    mkdirSync(other);
    writeFileSync(join(other, 'notes.txt'), 'not a database');
    await expect(prepareDataFolder(other)).rejects.toThrow(/neither empty nor a PGlite database/);
    expect(readdirSync(other)).toEqual(['notes.txt']);
    expect(existsSync(`${other}.unpacking-${process.pid}`)).toBe(false);
  });
});

/** One ustar header (512 bytes) with a valid checksum. */
function tarHeader(name: string, size: number, type: string): Buffer {
  const header = Buffer.alloc(512);
  header.write(name, 0, 100, 'latin1');
  header.write('0000644\0', 100, 'latin1');
  header.write(`${size.toString(8).padStart(11, '0')}\0`, 124, 'latin1');
  header.write(type, 156, 'latin1');
  header.write('ustar\0', 257, 'latin1');
  header.fill(' ', 148, 156);
  let sum = 0;
  for (const byte of header) sum += byte;
  header.write(`${sum.toString(8).padStart(6, '0')}\0 `, 148, 'latin1');
  return header;
}
function tarOf(entries: Array<{ name: string; body?: string; type?: string }>): Buffer {
  const parts: Buffer[] = [];
  for (const { name, body = '', type = '0' } of entries) {
    const data = Buffer.from(body);
    parts.push(tarHeader(name, data.length, type), data, Buffer.alloc((512 - (data.length % 512)) % 512));
  }
  parts.push(Buffer.alloc(1024));
  return Buffer.concat(parts);
}

describe('extractTar', () => {
  it('unpacks folders and files of a PGlite dump (leading slashes and all)', async () => {
    const into = tempDir();
    const file = join(tempDir(), 'a.tar');
    writeFileSync(
      file,
      tarOf([
        { name: '/base', type: '5' },
        { name: '/base/1', body: 'page' },
      ]),
    );
    expect(extractTar(file, into)).toBe(2);
    expect(readdirSync(join(into, 'base'))).toEqual(['1']);
    // And the real template: every entry, a database PGlite opens.
    const real = tempDir();
    expect(extractTar(await ensureTemplate('empty'), real)).toBeGreaterThan(100);
    expect(isInitialised(real)).toBe(true);
  });

  it('refuses names leaving the folder, links, and corrupt headers', () => {
    const into = tempDir();
    const file = join(tempDir(), 'bad.tar');
    writeFileSync(file, tarOf([{ name: '../escape', body: 'x' }]));
    expect(() => extractTar(file, into)).toThrow(/would leave the folder/);
    writeFileSync(file, tarOf([{ name: 'link', type: '2' }]));
    expect(() => extractTar(file, into)).toThrow(/tar type 2/);
    const corrupt = tarOf([{ name: 'file', body: 'x' }]);
    corrupt[0] = 'g'.charCodeAt(0);
    writeFileSync(file, corrupt);
    expect(() => extractTar(file, into)).toThrow(/checksum/);
    expect(readdirSync(into)).toEqual([]);
  });
});
