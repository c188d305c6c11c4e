import type { ExtractTablesWithRelations } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import type * as schema from './schema';

/** The one database type handlers see, whichever driver (PostgreSQL or PGlite) is underneath. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export type Tx = PgTransaction<PgQueryResultHKT, typeof schema, ExtractTablesWithRelations<typeof schema>>;
/** Anything that runs queries: the database itself or an open transaction. */
export type Queryable = Db | Tx;

export type DriverName = 'postgres' | 'pglite';

export interface Database {
  db: Db;
  driver: DriverName;
  /** Closes connections; safe to call twice. */
  close(): Promise<void>;
}
