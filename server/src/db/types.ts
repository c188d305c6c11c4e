import type { PGlite } from '@electric-sql/pglite';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import type postgres from 'postgres';
import type { RawQuery } from './raw';
import type * as schema from './schema';

/** The one database type handlers see, whichever driver (PostgreSQL or PGlite) is underneath. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export type Tx = PgTransaction<PgQueryResultHKT, typeof schema, ExtractTablesWithRelations<typeof schema>>;
/** Anything that runs queries: the database itself or an open transaction. */
export type Queryable = Db | Tx;

export type DriverName = 'postgres' | 'pglite';

/** An open database: drizzle over it, raw statements on the same client, and the client itself by driver. */
export type Database = {
  db: Db;
  raw: RawQuery;
  /** Closes connections; safe to call twice. */
  close(): Promise<void>;
} & ({ driver: 'postgres'; client: postgres.Sql } | { driver: 'pglite'; client: PGlite });
