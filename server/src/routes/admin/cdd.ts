import { ID_DOCUMENT_TYPES, cddRequired, sumAmounts, type OrderCdd, type OrderStatus } from '@tm/core';
import type { RawQuery } from '../../db/raw';
import type { OrderRow } from '../orders/order-mapper';

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
  gbp: string | null;
}

/**
 * For each order, the orders linked to it: the same customer (email compared trimmed and case-blind, phone by
 * its digits) placed within CDD_LINKED_DAYS up to and including it, not deleted, expired or cancelled (those
 * never changed hands), with the GBP side of each (what the customer paid, or was paid). One statement for a
 * whole page of orders; the expression indexes on orders make each lookup an index range.
 */
const LINKED = `
  with target as (
    select id, created_at, lower(btrim(email)) as email_key, regexp_replace(phone, '[^0-9]', '', 'g') as phone_key
      from orders where id = any($1::uuid[])
  )
  select t.id as target, p.id, p.order_number, p.created_at, p.status,
         (select sum(case when l.give_code = 'GBP' then l.give_amount else l.receive_amount end)
            from order_lines l where l.order_id = p.id)::text as gbp
    from target t
    join orders p
      on p.created_at <= t.created_at
     and p.created_at > t.created_at - make_interval(days => $2::int)
     and (p.id = t.id or (p.deleted_at is null and p.status not in ('Expired', 'Cancelled')))
     and (lower(btrim(p.email)) = t.email_key
          or (length(t.phone_key) >= 6 and regexp_replace(p.phone, '[^0-9]', '', 'g') = t.phone_key))
   order by t.id, p.created_at, p.order_number`;

type IdType = (typeof ID_DOCUMENT_TYPES)[number];
const isIdType = (v: string | null): v is IdType =>
  (ID_DOCUMENT_TYPES as readonly string[]).includes(v ?? '');

function idRecordOf(row: OrderRow): OrderCdd['idRecord'] {
  const { idType, idLast4, idCheckedBy, idCheckedAt } = row;
  if (!isIdType(idType) || !idLast4 || !idCheckedBy || !idCheckedAt) return null;
  return { idType, idLast4, by: idCheckedBy, at: idCheckedAt.toISOString() };
}

const iso = (v: string | Date) => (v instanceof Date ? v : new Date(v)).toISOString();

/**
 * The customer due diligence of each order (issue 18): whether its linked orders reach CDD_THRESHOLD_GBP, and,
 * with `withLinked`, the linked orders themselves (the details screen). The ID record comes from the row.
 */
export async function cddOf(
  raw: RawQuery,
  rows: readonly OrderRow[],
  settings: CddSettings,
  withLinked = false,
): Promise<Map<string, OrderCdd>> {
  const out = new Map<string, OrderCdd>();
  if (rows.length === 0) return out;
  const linked = await raw<LinkedRow>(LINKED, [
    `{${rows.map((r) => r.id).join(',')}}`,
    settings.CDD_LINKED_DAYS,
  ]);
  for (const row of rows) {
    const mine = linked.filter((l) => l.target === row.id);
    const linkedGbp = sumAmounts(mine.map((l) => l.gbp ?? '0'));
    out.set(row.id, {
      required: cddRequired(linkedGbp, settings.CDD_THRESHOLD_GBP),
      linkedGbp,
      linked: withLinked
        ? mine
            .filter((l) => l.id !== row.id)
            .map((l) => ({
              Order_Id: l.order_number,
              time: iso(l.created_at),
              Status: l.status,
              gbp: sumAmounts([l.gbp ?? '0']),
            }))
        : [],
      idRecord: idRecordOf(row),
    });
  }
  return out;
}
