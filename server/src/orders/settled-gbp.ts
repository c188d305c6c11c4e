import { orderGbpTotal, type Way } from '@tm/core';

/**
 * An order's lines as one JSON array in SQL, for a list that states each order's GBP (`settledGbp`): the
 * GBP that changes hands needs each line's notes, which core works out per currency, so SQL cannot sum it.
 * Amounts as text: JSON numbers would be floats. `orderId` is the SQL expression of the order's id.
 */
export const orderLinesJson = (orderId: string) => `(
  select coalesce(json_agg(json_build_object(
           'currencyTake', l.give_amount::text, 'currencyTakecurrent', l.give_code,
           'currencyMy', l.receive_amount::text, 'currencyMycurrent', l.receive_code,
           'Rate', l.rate::text) order by l.position), '[]')
    from order_lines l where l.order_id = ${orderId})`;

/** One line of `orderLinesJson`, in the API's names. */
interface LineJson {
  currencyTake: string;
  currencyTakecurrent: string;
  currencyMy: string;
  currencyMycurrent: string;
  Rate: string;
}

/**
 * What an order of `orderLinesJson` comes to in GBP as its customer was told it (core orderGbpTotal): a
 * Collect customer pays its GBP side, a Sell one is paid for the notes the branch takes (an audit found the
 * Deleted register and the linked orders of the ID check at the priced £257.22 of a €302.67 Sell, where the
 * email said £254.95). The drivers hand json back parsed, or as text.
 */
export function settledGbp(lines: unknown, way: string): string {
  const parsed = (typeof lines === 'string' ? JSON.parse(lines) : lines) as LineJson[] | null;
  return orderGbpTotal(parsed ?? [], way as Way);
}
