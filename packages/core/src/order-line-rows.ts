import { foreignCode, type LineCodes } from './line-sides';
import { formatRate } from './money';
import type { Way } from './ways';

/** A line as any of its tables has it: a stored order line, a cart line, or an outbox quote (no receive side yet). */
export interface DisplayLine extends LineCodes {
  Id?: string;
  currencyTake: string;
  currencyMy?: string;
  Rate?: string;
}

/** One row of the Currency / From / To / Rate table. */
export interface OrderLineRow {
  key: string;
  /** The foreign code. */
  currency: string;
  /** What the customer gives. */
  from: string;
  /** What the customer receives ('—' while unknown). */
  to: string;
  /** The 4-dp customer rate ('—' while unknown). */
  rate: string;
}

export const ORDER_LINE_COLUMNS = ['currency', 'from', 'to', 'rate'] as const;

const UNKNOWN = '—';

/**
 * The cells of an order's lines, in the one column order every table of them uses: the screens (with
 * `formatMoney`, "€115.22") and the emails (with `formatAmountWithCode`, "115.22 EUR").
 */
export function orderLineRows(
  lines: readonly DisplayLine[],
  formatAmount: (amount: string, code: string) => string,
  way?: Way,
): OrderLineRow[] {
  return lines.map((line, i) => ({
    key: line.Id ?? String(i),
    currency: foreignCode(line, way),
    from: formatAmount(line.currencyTake, line.currencyTakecurrent),
    to: line.currencyMy ? formatAmount(line.currencyMy, line.currencyMycurrent) : UNKNOWN,
    rate: line.Rate ? formatRate(line.Rate) : UNKNOWN,
  }));
}
