import { currencies, idempotencyKeys, orderLines, orders, outboxEmails } from '../db/schema';
import {
  insertColumns,
  placeholders,
  rowParams,
  someColumns,
  type InsertColumns,
} from '../db/insert-columns';
import type { RawParam } from '../db/raw';
import type { OutboxRow } from '../mail/outbox';
import type { CurrencyRow } from '../currencies/currency-mapper';
import type { OrderLineRow, OrderRow } from './order-mapper';

/** The currency values a line was priced with; the statement writes only if the database still holds them. */
export type PricedWith = Pick<CurrencyRow, 'code' | 'rate' | 'sellMargin' | 'buyMargin'>;

export interface OrderWrite {
  orderRow: OrderRow;
  lineRows: OrderLineRow[];
  emails: OutboxRow[];
  /** One per line (codes may repeat). */
  pricedWith: PricedWith[];
  /** With an Idempotency-Key: its row is claimed in the same statement. */
  claim: { key: string; requestHash: string } | null;
}

export interface OrderWriteResult {
  /** False: a currency changed (or went) since the lines were priced; nothing was written. */
  fresh: boolean;
  /** False with `fresh`: the Idempotency-Key is held by a committed order; nothing was written. */
  placed: boolean;
}

/**
 * The columns of each table the statement writes, from the drizzle schema: a column added to a table is
 * written from then on (test/db/order-statement.test.ts holds the statement to the tables). An order's ID
 * record is written when staff complete it, its cancel reason when they delete it, never when it is placed; the outbox's id, attempt count, lease,
 * error and sent time are the database's and the mail worker's to fill.
 */
const ORDER_COLUMNS = insertColumns(orders, [
  'idType',
  'idLast4',
  'idNumber',
  'idExpiry',
  'dateOfBirth',
  'idCheckedBy',
  'idCheckedAt',
  'deleteReason',
  'deleteNote',
]);
const LINE_COLUMNS = insertColumns(orderLines);
const EMAIL_COLUMNS = insertColumns(outboxEmails, ['id', 'attempts', 'leaseUntil', 'lastError', 'sentAt']);
const KEY_COLUMNS = insertColumns(idempotencyKeys);
/** What the guard compares with each currency row: the values its line was priced with. */
const GUARD_COLUMNS = someColumns(currencies, ['code', 'rate', 'sellMargin', 'buyMargin']);

/** One VALUES list of the statement: its columns, how many rows it has, and their parameters. */
interface Part {
  columns: InsertColumns<string>;
  rows: number;
  params: RawParam[];
}

function part<K extends string>(
  columns: InsertColumns<K>,
  rows: ReadonlyArray<Record<K, RawParam | Date>>,
): Part {
  return { columns, rows: rows.length, params: rowParams(columns, rows) };
}

interface Values {
  columns: InsertColumns<string>;
  values: string;
  rows: number;
}

/**
 * The whole order as ONE statement (data-modifying CTEs), so it is one round trip and atomic by itself: either
 * the order, its lines, its Idempotency-Key and its emails (both, one, or none when the caps hold them) are
 * committed together, or nothing is. Foreign
 * keys between them are checked at the end of the statement, when all rows exist.
 *
 * - `guard` re-reads the currencies the lines were priced with, in the statement's own snapshot: the prices
 *   came from the in-memory rates snapshot, and if any rate, margin or deletion moved since, nothing is
 *   written and the caller prices again from the database (see current-rates.ts).
 * - `claim` takes the Idempotency-Key with ON CONFLICT DO NOTHING: a concurrent request with the same key
 *   waits on the key's primary key until the first commits, then claims nothing, so writes nothing.
 * - `placed` inserts the order only when the guard held and the key (if any) was claimed; lines and emails
 *   are selected beside `placed`, so they exist exactly when the order does.
 *
 * Placeholders are numbered in the order of `parts` (guard, key, order, lines, emails), the order
 * orderStatement() sends the parameters in. Every one is cast to its column's type, so PostgreSQL never has
 * to guess (a bare $n in INSERT ... SELECT is text).
 */
function buildText(parts: readonly Part[]): string {
  let n = 0;
  const next = () => ++n;
  const [guard, claim, order, lines, emails] = parts.map(({ columns, rows }) => ({
    columns,
    values: placeholders(columns, rows, next),
    rows,
  })) as [Values, Values, Values, Values, Values];
  const insert = ({ columns }: Values) => `insert into ${columns.table} (${columns.names.join(', ')})`;
  const matches = GUARD_COLUMNS.names.map((name) => `c.${name} = v.${name}`).join(' and ');
  const withKey = claim.rows > 0;
  // No email at all when the customer's cap is reached and the branch's copy waits for its digest.
  const withEmails = emails.rows > 0;
  return `with guard as (
    select count(*) = ${guard.rows} as fresh
      from (values ${guard.values}) as v(${GUARD_COLUMNS.names.join(', ')})
      join currencies c on c.deleted_at is null and ${matches}
  ),
  ${
    withKey
      ? `claim as (
    ${insert(claim)}
    select * from (values ${claim.values}) as v where (select fresh from guard)
    on conflict (key) do nothing
    returning key
  ),`
      : ''
  }
  placed as (
    ${insert(order)}
    select * from (values ${order.values}) as v
     where ${withKey ? 'exists (select 1 from claim)' : '(select fresh from guard)'}
    returning id
  ),
  lines as (
    ${insert(lines)}
    select v.* from (values ${lines.values}) as v, placed
  )${
    withEmails
      ? `,
  emails as (
    ${insert(emails)}
    select v.* from (values ${emails.values}) as v, placed
  )`
      : ''
  }
  select (select fresh from guard) as fresh, exists (select 1 from placed) as placed`;
}

const texts = new Map<string, string>();

/** The text depends only on the number of rows in each part, so each variant is prepared once per connection. */
function textFor(parts: readonly Part[]): string {
  const id = parts.map(({ rows }) => rows).join('/');
  let text = texts.get(id);
  if (text === undefined) {
    // One space for each run of whitespace: postgres.js hashes the text (with its types) on every call to
    // find the connection's prepared statement, so a shorter text is less work per order.
    text = buildText(parts).replace(/\s+/g, ' ');
    texts.set(id, text);
  }
  return text;
}

/** The statement text and its parameters, both in the order of `parts`. */
export function orderStatement(write: OrderWrite): { text: string; params: RawParam[] } {
  const { orderRow, lineRows, emails, pricedWith, claim } = write;
  const keyRows = claim ? [{ ...claim, orderId: orderRow.id, createdAt: orderRow.createdAt }] : [];
  const parts = [
    part(GUARD_COLUMNS, pricedWith),
    part(KEY_COLUMNS, keyRows),
    part(ORDER_COLUMNS, [orderRow]),
    part(LINE_COLUMNS, lineRows),
    part(EMAIL_COLUMNS, emails),
  ];
  return { text: textFor(parts), params: parts.flatMap((p) => p.params) };
}
