import type { PGlite } from '@electric-sql/pglite';
import type postgres from 'postgres';

/** A parameter as both drivers take it: text (cast in the SQL where the column needs another type) or null. */
export type RawParam = string | number | boolean | null;

/**
 * Runs one fixed SQL text with parameters straight on the driver under drizzle, for the few hot statements
 * where building the query through drizzle each time costs more than the database work (an order's write
 * was ~0.3 ms of query building per request). Errors are the driver's own (code, constraint_name), which
 * `db/errors.ts` reads the same way. openDatabase() binds one to its own client.
 */
export type RawQuery = <Row extends Record<string, unknown>>(
  text: string,
  params: readonly RawParam[],
) => Promise<Row[]>;

/** On PostgreSQL the text is a named prepared statement per connection (parsed and planned once, then bound). */
export function postgresRawQuery(client: postgres.Sql): RawQuery {
  return async <Row extends Record<string, unknown>>(text: string, params: readonly RawParam[]) =>
    client.unsafe<Row[]>(text, [...params], { prepare: true });
}

/** PGlite runs it as an extended-protocol query. */
export function pgliteRawQuery(client: PGlite): RawQuery {
  return async <Row extends Record<string, unknown>>(text: string, params: readonly RawParam[]) =>
    (await client.query<Row>(text, [...params])).rows;
}
