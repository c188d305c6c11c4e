import { getTableColumns, getTableName, type Table } from 'drizzle-orm';
import type { RawParam } from './raw';

type ColumnKey<T extends Table> = keyof T['_']['columns'] & string;

/** The columns a hand-written statement writes into one table, read from its drizzle definition. */
export interface InsertColumns<K extends string> {
  /** The table's SQL name. */
  table: string;
  /** The row keys (drizzle's property names), in the table's order. */
  keys: readonly K[];
  /** The SQL column names, quoted, in the same order. */
  names: readonly string[];
  /** Each column's SQL type, which every placeholder is cast to (a bare $n in INSERT ... SELECT is text). */
  casts: readonly string[];
}

function described<T extends Table, K extends ColumnKey<T>>(
  table: T,
  include: (key: string) => boolean,
): InsertColumns<K> {
  const columns = Object.entries(getTableColumns(table)).filter(([key]) => include(key));
  return {
    table: getTableName(table),
    keys: columns.map(([key]) => key as K),
    names: columns.map(([, column]) => `"${column.name}"`),
    casts: columns.map(([, column]) => column.getSQLType()),
  };
}

/**
 * Every column of `table` except those `leftToDatabase` (whose defaults the database fills in). A column
 * added to the table is written from then on: a row type that lacks it no longer compiles where it is sent.
 */
export function insertColumns<T extends Table, X extends ColumnKey<T> = never>(
  table: T,
  leftToDatabase: readonly X[] = [],
): InsertColumns<Exclude<ColumnKey<T>, X>> {
  return described(table, (key) => !(leftToDatabase as readonly string[]).includes(key));
}

/** Just the named columns of `table`, in the table's order. */
export function someColumns<T extends Table, K extends ColumnKey<T>>(
  table: T,
  keys: readonly K[],
): InsertColumns<K> {
  return described(table, (key) => (keys as readonly string[]).includes(key));
}

/** `($1::uuid, $2::text, ...), (...)` for `rows` rows, numbering placeholders from `next()`. */
export function placeholders(columns: InsertColumns<string>, rows: number, next: () => number): string {
  return Array.from(
    { length: rows },
    () => `(${columns.casts.map((cast) => `$${next()}::${cast}`).join(', ')})`,
  ).join(', ');
}

/** The parameters of `rows`, column by column in the order `placeholders` numbers them. */
export function rowParams<K extends string>(
  columns: InsertColumns<K>,
  rows: ReadonlyArray<Record<K, RawParam | Date>>,
): RawParam[] {
  const params: RawParam[] = [];
  for (const row of rows) {
    for (const key of columns.keys) {
      const value = row[key];
      params.push(value instanceof Date ? value.toISOString() : value);
    }
  }
  return params;
}
