import type { RawParam } from '../../db/raw';
import type { OutboxRow } from '../../mail/outbox';
import type { OrderLineRow, OrderRow } from './order-mapper';

/** The currency values a line was priced with; the statement writes only if the database still holds them. */
export interface PricedWith {
  code: string;
  rate: string;
  sell: string;
  buy: string;
}

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
 * Builds `(values ($1::t, ...), (...))` for `rows` rows of `casts`, numbering parameters from `next()`.
 * Every parameter is cast so PostgreSQL never has to guess a type (a bare $n in INSERT ... SELECT is text).
 */
function valuesList(rows: number, casts: readonly string[], next: () => number): string {
  return Array.from(
    { length: rows },
    () => `(${casts.map((cast) => `$${next()}::${cast}`).join(', ')})`,
  ).join(', ');
}

const ORDER_CASTS = [
  'uuid', // id
  'text', // order_number
  'text', // way
  'text', // title
  'text', // status
  'text', // name
  'text', // email
  'text', // phone
  'text', // address
  'text', // checking_point
  'timestamptz', // created_at
  'timestamptz', // priced_at
  'uuid', // user_id
  'text', // idempotency_key
] as const;
const LINE_CASTS = ['uuid', 'int4', 'text', 'numeric', 'text', 'numeric', 'text', 'numeric', 'text'] as const;
const EMAIL_CASTS = ['text', 'text', 'text', 'text', 'text', 'text', 'timestamptz', 'text'] as const;
const GUARD_CASTS = ['text', 'numeric', 'numeric', 'numeric'] as const;

/**
 * The whole order as ONE statement (data-modifying CTEs), so it is one round trip and atomic by itself: either
 * the order, its lines, its Idempotency-Key and BOTH emails are committed together, or nothing is. Foreign
 * keys between them are checked at the end of the statement, when all rows exist.
 *
 * - `guard` re-reads the currencies the lines were priced with, in the statement's own snapshot: the prices
 *   came from the in-memory rates snapshot, and if any rate, margin or deletion moved since, nothing is
 *   written and the caller prices again from the database (see current-rates.ts).
 * - `claim` takes the Idempotency-Key with ON CONFLICT DO NOTHING: a concurrent request with the same key
 *   waits on the key's primary key until the first commits, then claims nothing, so writes nothing.
 * - `placed` inserts the order only when the guard held and the key (if any) was claimed; lines and emails
 *   are selected from `placed`, so they exist exactly when the order does.
 *
 * The text depends only on the number of lines and on whether a key is given, so each variant is prepared
 * once per connection.
 */
function buildText(lineCount: number, withKey: boolean, emailCount: number): string {
  let n = 0;
  const next = () => ++n;
  const guardValues = valuesList(lineCount, GUARD_CASTS, next);
  // The order's id and created_at are the first and eleventh of ORDER_CASTS; the claim reuses them.
  const orderId = `$${n + 1}::uuid`;
  const createdAt = `$${n + 11}::timestamptz`;
  const orderValues = ORDER_CASTS.map((cast) => `$${next()}::${cast}`).join(', ');
  const lineValues = valuesList(lineCount, LINE_CASTS, next);
  const emailValues = valuesList(emailCount, EMAIL_CASTS, next);
  const claim = withKey
    ? `claim as (
    insert into idempotency_keys (key, request_hash, order_id, created_at)
    select $${next()}::text, $${next()}::text, ${orderId}, ${createdAt}
     where (select fresh from guard)
    on conflict (key) do nothing
    returning key
  ),`
    : '';
  const condition = withKey ? 'exists (select 1 from claim)' : '(select fresh from guard)';
  return `with guard as (
    select count(*) = ${lineCount} as fresh
      from (values ${guardValues}) as v(code, rate, sell, buy)
      join currencies c
        on c.code = v.code and c.deleted_at is null
       and c.rate = v.rate and c.sell_margin = v.sell and c.buy_margin = v.buy
  ),
  ${claim}
  placed as (
    insert into orders (id, order_number, way, title, status, name, email, phone, address, checking_point,
                        created_at, priced_at, user_id, idempotency_key)
    select * from (values (${orderValues})) as o
     where ${condition}
    returning id, created_at
  ),
  lines as (
    insert into order_lines (id, position, client_line_id, receive_amount, receive_code, give_amount,
                             give_code, rate, way, order_id)
    select v.*, placed.id from (values ${lineValues}) as v, placed
  ),
  emails as (
    insert into outbox_emails (kind, "to", subject, html, text, message_id, next_attempt_at, status,
                               created_at, order_id)
    select v.*, placed.created_at, placed.id from (values ${emailValues}) as v, placed
  )
  select (select fresh from guard) as fresh, exists (select 1 from placed) as placed`;
}

const texts = new Map<string, string>();

function textFor(lineCount: number, withKey: boolean, emailCount: number): string {
  const id = `${lineCount}/${withKey}/${emailCount}`;
  let text = texts.get(id);
  if (text === undefined) {
    // One space for each run of whitespace: postgres.js hashes the text (with its types) on every call to
    // find the connection's prepared statement, so a shorter text is less work per order.
    text = buildText(lineCount, withKey, emailCount).replace(/\s+/g, ' ');
    texts.set(id, text);
  }
  return text;
}

/** The statement text and its parameters, in the order buildText numbers them. */
export function orderStatement(write: OrderWrite): { text: string; params: RawParam[] } {
  const { orderRow: o, lineRows, emails, pricedWith, claim } = write;
  const params: RawParam[] = [];
  for (const p of pricedWith) params.push(p.code, p.rate, p.sell, p.buy);
  params.push(
    o.id,
    o.orderNumber,
    o.way,
    o.title,
    o.status,
    o.customerName,
    o.email,
    o.phone,
    o.address,
    o.checkingPoint,
    o.createdAt.toISOString(),
    o.pricedAt.toISOString(),
    o.userId,
    o.idempotencyKey,
  );
  for (const l of lineRows) {
    params.push(
      l.id,
      l.position,
      l.clientLineId,
      l.receiveAmount,
      l.receiveCode,
      l.giveAmount,
      l.giveCode,
      l.rate,
      l.way,
    );
  }
  for (const e of emails)
    params.push(
      e.kind,
      e.to,
      e.subject,
      e.html,
      e.text,
      e.messageId,
      e.nextAttemptAt.toISOString(),
      e.status,
    );
  if (claim) params.push(claim.key, claim.requestHash);
  return { text: textFor(lineRows.length, claim !== null, emails.length), params };
}
