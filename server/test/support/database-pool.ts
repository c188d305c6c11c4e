import type { PGlite } from '@electric-sql/pglite';
import postgres from 'postgres';
import { migrateDatabase, openDatabase, overPglite, overPostgres } from '../../src/db/open';
import type { Database } from '../../src/db/types';

/**
 * The test files' databases, kept by this worker from file to file instead of made for each.
 *
 * Opening an in-memory PGlite from the migrated template (loading its 26 MB dump into a new WebAssembly
 * instance) cost a file ~0.4 s alone and 0.8–1.4 s in a loaded run, ~80 times per run; on PostgreSQL each
 * file copied the template into a new database and dropped it after. A worker keeps its modules between files (vitest.config.ts, `isolate: false`), so a database a
 * file has finished with is emptied back to the template's rows and sequences (~20–40 ms) and lent to the next.
 *
 * What a file is given is a lease: drizzle, raw queries and the client all go through a revocable proxy,
 * revoked when the file closes it. Whatever the file left running (a timer, a worker loop) then fails as on a
 * closed database instead of writing into the next file's data. On PostgreSQL the lease's own connections are
 * ended and every other connection to the database (a second pool, a listener, a server process) is ended
 * too; a pool the file opened itself and left open would connect again on its next query, so files close
 * what they open, as they did when their database was dropped. A database whose schema a file changed (the
 * disk-full test's trigger, say), or one closed under the lease, is not lent again.
 */

type Row = Record<string, unknown>;
/** The two statements a reset needs, on either driver. */
interface Statements {
  query<R extends Row>(text: string, params?: unknown[]): Promise<R[]>;
  inTransaction(work: (query: Statements['query']) => Promise<void>): Promise<void>;
}

/** The template's own rows (the branch the migrations insert, the migration journal) and sequence values. */
interface TemplateState {
  tables: string[];
  rows: { table: string; json: string }[];
  sequences: { name: string; lastValue: string; isCalled: boolean }[];
  schemaPrint: string;
}

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

async function schemaPrint(sql: Statements): Promise<string> {
  const [row] = await sql.query<{ print: string }>(SCHEMA_PRINT);
  return row!.print;
}

async function readTemplateState(sql: Statements): Promise<TemplateState> {
  const tables = await sql.query<{ name: string }>(
    `select format('%I.%I', schemaname, tablename) as name from pg_tables
      where schemaname not in ('pg_catalog', 'information_schema') order by 1`,
  );
  const rows: TemplateState['rows'] = [];
  for (const { name } of tables) {
    const [found] = await sql.query<{ json: string | null }>(
      `select json_agg(t)::text as json from ${name} t`,
    );
    if (found?.json) rows.push({ table: name, json: found.json });
  }
  const sequences = await sql.query<TemplateState['sequences'][number]>(
    `select format('%I.%I', schemaname, sequencename) as "name",
       coalesce(last_value, start_value)::text as "lastValue", last_value is not null as "isCalled"
     from pg_sequences`,
  );
  return { tables: tables.map((t) => t.name), rows, sequences, schemaPrint: await schemaPrint(sql) };
}

/** Back to the template's content; throws where that cannot be promised (the schema changed). */
async function resetToTemplate(sql: Statements, template: TemplateState): Promise<void> {
  if ((await schemaPrint(sql)) !== template.schemaPrint) throw new Error('the schema changed');
  await sql.inTransaction(async (query) => {
    await query(`truncate ${template.tables.join(', ')} restart identity cascade`);
    for (const { table, json } of template.rows)
      await query(
        `insert into ${table} select * from json_populate_recordset(null::${table}, $1::text::json)`,
        [json],
      );
    for (const { name, lastValue, isCalled } of template.sequences)
      await query('select setval($1::regclass, $2::bigint, $3)', [name, lastValue, isCalled]);
  });
}

/** What a lease is made of on either driver: a Database without its close() (db/open.ts's `over…`). */
type LeaseParts = Database extends infer D ? (D extends unknown ? Omit<D, 'close'> : never) : never;

/**
 * One file's handle on `client`: built by `over` on a revocable proxy of it (methods run on the client itself,
 * where PGlite's private fields live). `close()` revokes the proxy, then gives the client back, once.
 */
function lease<C extends object>(
  client: C,
  over: (proxy: C) => LeaseParts,
  giveBack: () => Promise<void>,
): Database {
  const { proxy, revoke } = Proxy.revocable(client, {
    get(object, key) {
      const value: unknown = Reflect.get(object, key, object);
      return typeof value === 'function' ? value.bind(object) : value;
    },
  });
  let returned = false;
  return {
    ...over(proxy),
    async close() {
      if (returned) return;
      returned = true;
      revoke();
      await giveBack();
    },
  };
}

// ── PGlite ──────────────────────────────────────────────────────────────────────────────────────────────

const idlePglite: Promise<PGlite | null>[] = [];
let pgliteTemplateState: Promise<TemplateState> | undefined;

function pgliteStatements(client: PGlite): Statements {
  return {
    query: async <R extends Row>(text: string, params?: unknown[]) =>
      (await client.query<R>(text, params)).rows,
    inTransaction: (work) =>
      client.transaction(async (tx) => {
        await work(
          async <R extends Row>(text: string, params?: unknown[]) => (await tx.query<R>(text, params)).rows,
        );
      }),
  };
}

async function emptiedPglite(client: PGlite): Promise<PGlite | null> {
  if (client.closed) return null;
  try {
    // A transaction the file left open, its session settings and prepared statements go first (two
    // statements: DISCARD cannot run inside the implicit transaction of a multi-statement string).
    await client.exec('rollback');
    await client.exec('discard all');
    await resetToTemplate(pgliteStatements(client), await pgliteTemplateState!);
    return client;
  } catch {
    await client.close().catch(() => {});
    return null;
  }
}

/** A migrated in-memory PGlite with the template's content, for one test file; `close()` gives it back. */
export async function lendPglite(template: () => Promise<Blob>): Promise<Database> {
  let client: PGlite | null = null;
  while (!client && idlePglite.length) client = await idlePglite.pop()!;
  if (!client) {
    const opened = await openDatabase({ pgliteTemplate: await template() });
    await migrateDatabase(opened);
    client = opened.client as PGlite;
    pgliteTemplateState ??= readTemplateState(pgliteStatements(client));
    await pgliteTemplateState;
  }
  const instance = client;
  return lease(instance, overPglite, async () => {
    idlePglite.push(emptiedPglite(instance));
  });
}

// ── PostgreSQL ──────────────────────────────────────────────────────────────────────────────────────────

interface PooledPostgres {
  name: string;
  url: string;
}
const idlePostgres: Promise<PooledPostgres | null>[] = [];
let postgresTemplateState: Promise<TemplateState> | undefined;

function postgresStatements(client: postgres.Sql): Statements {
  return {
    query: <R extends Row>(text: string, params: unknown[] = []) =>
      client.unsafe<R[]>(text, params as postgres.ParameterOrJSON<never>[]),
    inTransaction: async (work) => {
      await client.begin(async (tx) => {
        await work(<R extends Row>(text: string, params: unknown[] = []) =>
          tx.unsafe<R[]>(text, params as postgres.ParameterOrJSON<never>[]),
        );
      });
    },
  };
}

/** On one connection of its own: every other connection to the database ended, then its rows reset. */
async function emptiedPostgres(pooled: PooledPostgres, drop: (name: string) => Promise<void>) {
  const sql = postgres(pooled.url, { max: 1, onnotice: () => {} });
  try {
    // What the file opened beside its lease (a second pool, a listener, a server process it started).
    await sql`select pg_terminate_backend(pid) from pg_stat_activity
      where datname = current_database() and pid <> pg_backend_pid()`;
    await resetToTemplate(postgresStatements(sql), await postgresTemplateState!);
    return pooled;
  } catch {
    await drop(pooled.name).catch(() => {});
    return null;
  } finally {
    await sql.end({ timeout: 5 }).catch(() => {});
  }
}

/**
 * A migrated PostgreSQL database with the template's content for one test file, with its URL for the file's
 * own further connections; `close()` ends the lease's connections and gives the database back. `create` makes
 * a new database from the template; `drop` removes one that cannot be lent again.
 */
export async function lendPostgres(
  create: () => Promise<PooledPostgres>,
  drop: (name: string) => Promise<void>,
): Promise<{ database: Database; url: string }> {
  let pooled: PooledPostgres | null = null;
  while (!pooled && idlePostgres.length) pooled = await idlePostgres.pop()!;
  const fresh = !pooled;
  pooled ??= await create();
  const opened = await openDatabase({ databaseUrl: pooled.url, max: 12 });
  const client = opened.client as postgres.Sql;
  if (fresh) {
    // Finds the copy up to date; kept so a file never runs on a schema older than the migrations.
    await migrateDatabase(opened);
    postgresTemplateState ??= readTemplateState(postgresStatements(client));
    await postgresTemplateState;
  }
  const kept = pooled;
  const database = lease(client, overPostgres, async () => {
    await opened.close();
    idlePostgres.push(emptiedPostgres(kept, drop));
  });
  return { database, url: kept.url };
}
