import {
  ID_DOCUMENT_TYPES,
  LINK_FACTS,
  cddRequired,
  sumAmounts,
  type LinkFact,
  type OrderCdd,
  type OrderStatus,
} from '@tm/core';
import { linkFacts } from '@tm/core/customer-keys';
import type { RawQuery } from '../db/raw';
import type { OrderRow } from './order-mapper';
import { orderLinesJson, settledGbp } from './settled-gbp';

export interface CddSettings {
  CDD_LINKED_DAYS: number;
  CDD_THRESHOLD_GBP: string;
}

interface LinkedRow extends Record<string, unknown> {
  target: string;
  id: string;
  order_number: string;
  created_at: string | Date;
  status: OrderStatus;
  email_key: string;
  phone_key: string | null;
  name_postcode_key: string | null;
  way: string;
  lines: unknown;
}

/**
 * One arm of the lookup: the orders sharing one key with the target, within the window before it, and with
 * `after` the window after it too (shown on the details screen, never counted towards its own check: cddOf).
 */
const byKey = (column: string, after: boolean) => `
    select t.id as target, p.id from target t join orders p
      on p.${column} = t.${column}
     and p.created_at > t.created_at - make_interval(days => $2::int)
     and ${after ? 'p.created_at < t.created_at + make_interval(days => $2::int)' : 'p.created_at <= t.created_at'}`;

/**
 * For each order, the orders linked to it (issue 29): the same customer by any of the keys stored with each
 * order (core customer-keys.ts: the mailbox, the phone in E.164, name + postcode) placed within CDD_LINKED_DAYS
 * up to and including it (or after it too: byKey), not deleted, expired or cancelled (those never changed hands), with the lines
 * of each for its GBP as the customer was told it (settledGbp: what they pay, or are paid for their notes). One statement for a whole page of orders; each key's index
 * (orders_*_key_idx: the key, then created_at) makes each arm of the union an index range.
 */
const linkedQuery = (after: boolean) => `
  with target as (
    select id, created_at, email_key, phone_key, name_postcode_key from orders where id = any($1::uuid[])
  ),
  matched as (${['email_key', 'phone_key', 'name_postcode_key'].map((key) => byKey(key, after)).join(' union ')})
  select m.target, p.id, p.order_number, p.created_at, p.status, p.email_key, p.phone_key, p.name_postcode_key,
         p.way, ${orderLinesJson('p.id')} as lines
    from matched m
    join orders p on p.id = m.id
   where p.id = m.target or (p.deleted_at is null and p.status not in ('Expired', 'Cancelled'))
   order by m.target, p.created_at, p.order_number`;

/** The staff lists' flags look back only; the details screen (`withLinked`) looks both ways. */
const LINKED = linkedQuery(false);
const LINKED_AROUND = linkedQuery(true);

/**
 * An order's ID record before anyone checked an ID for it: how every order is placed (walk-ins too), since staff
 * record the ID only when completing it.
 */
export const NO_ID_RECORD = {
  idType: null,
  idLast4: null,
  idNumber: null,
  idExpiry: null,
  dateOfBirth: null,
  idCheckedBy: null,
  idCheckedAt: null,
} as const satisfies Partial<OrderRow>;

type IdType = (typeof ID_DOCUMENT_TYPES)[number];
const isIdType = (v: string | null): v is IdType =>
  (ID_DOCUMENT_TYPES as readonly string[]).includes(v ?? '');

function idRecordOf(row: OrderRow): OrderCdd['idRecord'] {
  const { idType, idLast4, idCheckedBy, idCheckedAt } = row;
  if (!isIdType(idType) || !idLast4 || !idCheckedBy || !idCheckedAt) return null;
  return {
    idType,
    // Orders completed before issue 29 kept only the last 4 characters.
    idNumber: row.idNumber ?? idLast4,
    idLast4,
    idExpiry: row.idExpiry,
    dateOfBirth: row.dateOfBirth,
    by: idCheckedBy,
    at: idCheckedAt.toISOString(),
  };
}

const iso = (v: string | Date) => (v instanceof Date ? v : new Date(v)).toISOString();

const keysOf = (r: LinkedRow) => ({
  emailKey: r.email_key,
  phoneKey: r.phone_key,
  namePostcodeKey: r.name_postcode_key,
});

/**
 * The customer due diligence of each order (issues 18, 29): whether its linked orders reach CDD_THRESHOLD_GBP,
 * which facts linked them, and, with `withLinked`, the linked orders themselves (the details screen). The ID
 * record comes from the row.
 */
export async function cddOf(
  raw: RawQuery,
  rows: readonly OrderRow[],
  settings: CddSettings,
  withLinked = false,
): Promise<Map<string, OrderCdd>> {
  const out = new Map<string, OrderCdd>();
  if (rows.length === 0) return out;
  const linked = await raw<LinkedRow>(withLinked ? LINKED_AROUND : LINKED, [
    `{${rows.map((r) => r.id).join(',')}}`,
    settings.CDD_LINKED_DAYS,
  ]);
  for (const row of rows) {
    const own = { emailKey: row.emailKey, phoneKey: row.phoneKey, namePostcodeKey: row.namePostcodeKey };
    const around = linked.filter((l) => l.target === row.id);
    // The check is the order's that reaches the threshold: only the orders up to and including it count.
    const isLater = (l: LinkedRow) => new Date(l.created_at) > row.createdAt;
    const mine = around.filter((l) => !isLater(l));
    const withFacts = (l: LinkedRow) => ({ l, by: linkFacts(own, keysOf(l)) });
    const others = mine.filter((l) => l.id !== row.id).map(withFacts);
    const later = around.filter(isLater).map(withFacts);
    const seen = new Set<LinkFact>(others.flatMap((o) => o.by));
    const gbpOf = (l: LinkedRow) => settledGbp(l.lines, l.way);
    const linkedGbp = sumAmounts(mine.map(gbpOf));
    const view = ({ l, by }: { l: LinkedRow; by: LinkFact[] }) => ({
      Order_Id: l.order_number,
      time: iso(l.created_at),
      Status: l.status,
      gbp: gbpOf(l),
      by,
    });
    out.set(row.id, {
      required: cddRequired(linkedGbp, settings.CDD_THRESHOLD_GBP),
      linkedGbp,
      linkedBy: LINK_FACTS.filter((f) => seen.has(f)),
      linked: withLinked ? others.map(view) : [],
      linkedAfter: withLinked ? later.map(view) : [],
      idRecord: idRecordOf(row),
    });
  }
  return out;
}
