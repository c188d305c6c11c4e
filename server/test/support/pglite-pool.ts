import type { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrateDatabase, openDatabase } from '../../src/db/open';
import { pgliteRawQuery } from '../../src/db/raw';
import * as schema from '../../src/db/schema';
import type { Database, Db } from '../../src/db/types';

/**
 * In-memory PGlite databases for test files, kept by this worker between files instead of opened for each.
 *
 * Opening one from the migrated template (loading its 26 MB dump into a new WebAssembly instance) cost a file
 * ~0.4 s alone and 0.8–1.4 s in a loaded run, ~80 times per run. A worker keeps its modules between files
 * (vitest.config.ts, `isolate: false`), so an instance a file has finished with is emptied back to the
 * template's rows (~20–40 ms) and handed to the next file.
 *
 * What a file is given is a lease: drizzle, raw queries and the client all go through a revocable proxy of
 * the instance, revoked when the file closes it. Whatever the file left running (a timer, a worker loop) then
 * fails as it would on a closed database, instead of writing into the next file's data. An instance whose
 * schema a file changed, or that a file closed through its client, is closed rather than reused.
 */

/** The template's own rows (the branch the migrations insert, the migration journal) and sequence values. */
interface TemplateState {
  tables: string[];
  rows: { table: string; json: string }[];
  sequences: { name: string; lastValue: string; isCalled: boolean }[];
  schemaPrint: string;
}

const idle: Promise<PGlite | null>[] = [];
let templateState: Promise<TemplateState> | undefined;

/** Everything a file could change that emptying the tables would not undo: tables, columns, keys, code. */
const SCHEMA_PRINT = `
  select md5(string_agg(item, '|' order by item)) as print from (
    select format('%s.%s.%s:%s:%s', table_schema, table_name, column_name, data_type, column_default) as item
      from information_schema.columns where table_schema not in ('pg_catalog', 'information_schema')
    union all select format('c:%s:%s', conrelid::regclass, pg_get_constraintdef(oid)) from pg_constraint
      where connamespace not in ('pg_catalog'::regnamespace, 'information_schema'::regnamespace)
    union all select format('i:%s', indexdef) from pg_indexes where schemaname <> 'pg_catalog'
    union all select format('t:%s:%s', tgrelid::regclass, tgname) from pg_trigger where not tgisinternal
    union all select format('f:%s', p.oid::regprocedure) from pg_proc p
      where p.pronamespace not in ('pg_catalog'::regnamespace, 'information_schema'::regnamespace)
  ) items`;

async function readTemplateState(client: PGlite): Promise<TemplateState> {
  const { rows: tables } = await client.query<{ name: string; rows: string }>(
    `select format('%I.%I', schemaname, tablename) as name from pg_tables
      where schemaname not in ('pg_catalog', 'information_schema') order by 1`,
  );
  const rows: TemplateState['rows'] = [];
  for (const { name } of tables) {
    const { rows: found } = await client.query<{ json: string | null }>(
      `select json_agg(t)::text as json from ${name} t`,
    );
    if (found[0]?.json) rows.push({ table: name, json: found[0].json });
  }
  const { rows: sequences } = await client.query<TemplateState['sequences'][number]>(
    `select format('%I.%I', schemaname, sequencename) as "name", coalesce(last_value, start_value)::text as "lastValue",
       last_value is not null as "isCalled" from pg_sequences`,
  );
  return {
    tables: tables.map((t) => t.name),
    rows,
    sequences,
    schemaPrint: await schemaPrint(client),
  };
}

async function schemaPrint(client: PGlite): Promise<string> {
  const { rows } = await client.query<{ print: string }>(SCHEMA_PRINT);
  return rows[0]!.print;
}

/** Back to the template's content, or null (and closed) where that cannot be promised. */
async function emptied(client: PGlite): Promise<PGlite | null> {
  if (client.closed) return null;
  try {
    const template = await templateState!;
    // A transaction a file left open, its session settings and prepared statements go first.
    // (Two statements: DISCARD cannot run inside the implicit transaction of a multi-statement string.)
    await client.exec('rollback');
    await client.exec('discard all');
    if ((await schemaPrint(client)) !== template.schemaPrint) throw new Error('schema changed');
    await client.transaction(async (tx) => {
      await tx.exec(`truncate ${template.tables.join(', ')} restart identity cascade`);
      for (const { table, json } of template.rows)
        await tx.query(
          `insert into ${table} select * from json_populate_recordset(null::${table}, $1::json)`,
          [json],
        );
      for (const { name, lastValue, isCalled } of template.sequences)
        await tx.query('select setval($1::regclass, $2::bigint, $3)', [name, lastValue, isCalled]);
    });
    return client;
  } catch {
    await client.close().catch(() => {});
    return null;
  }
}

async function openFresh(blob: () => Promise<Blob>): Promise<PGlite> {
  const database = await openDatabase({ pgliteTemplate: await blob() });
  await migrateDatabase(database);
  const client = database.client as PGlite;
  templateState ??= readTemplateState(client);
  await templateState;
  return client;
}

/**
 * A migrated in-memory PGlite with the template's content for one test file: an instance another file of this
 * worker has finished with, emptied, or a new one. `close()` ends the lease and returns the instance.
 */
export async function leasePglite(blob: () => Promise<Blob>): Promise<Database> {
  let client: PGlite | null = null;
  while (!client && idle.length) client = await idle.pop()!;
  client ??= await openFresh(blob);
  const instance = client;
  const { proxy, revoke } = Proxy.revocable(instance, {
    get(target, key) {
      const value: unknown = Reflect.get(target, key, target);
      // PGlite's methods use private fields, which only the instance itself (not a proxy) can reach.
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
  let returned = false;
  return {
    db: drizzle(proxy, { schema }) as unknown as Db,
    raw: pgliteRawQuery(proxy),
    driver: 'pglite',
    client: proxy,
    async close() {
      if (returned) return;
      returned = true;
      revoke();
      idle.push(emptied(instance));
    },
  };
}
