import type { PGlite } from '@electric-sql/pglite';
import type postgres from 'postgres';
import type { Db, DriverName } from './types';

/** A parameter as both drivers take it: text (cast in the SQL where the column needs another type) or null. */
export type RawParam = string | number | boolean | null;

/**
 * Runs one fixed SQL text with parameters straight on the driver under drizzle, for the few hot statements
 * where building the query through drizzle each time costs more than the database work (an order's write
 * was ~0.3 ms of query building per request). On PostgreSQL the text is a named prepared statement per
 * connection (parsed and planned once, then only bound); PGlite runs it as an extended-protocol query.
 * Errors are the driver's own (code, constraint_name), which `db/errors.ts` reads the same way.
 */
export async function rawQuery<Row extends Record<string, unknown>>(
  db: Db,
  driver: DriverName,
  text: string,
  params: readonly RawParam[],
): Promise<Row[]> {
  const client = (db as unknown as { $client: unknown }).$client;
  if (driver === 'postgres') {
    const rows = await (client as postgres.Sql).unsafe(text, params as postgres.ParameterOrJSON<never>[], {
      prepare: true,
    });
    return rows as unknown as Row[];
  }
  const result = await (client as PGlite).query<Row>(text, params as unknown[]);
  return result.rows;
}
