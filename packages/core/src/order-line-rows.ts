import { BASE_CURRENCY } from './constants';
import { foreignCode, wayOfCodes, type LineCodes } from './line-sides';
import { formatRate } from './money';
import { lineNotesSplit } from './notes';
import { notesGbp } from './order-money';
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
 * `formatMoney`, "€115.22") and the emails (with `formatAmountWithCode`, "115.22 EUR"). A Sell line reads as
 * it changes hands: the notes the branch takes and the GBP paid for them (€102.50 brought is "€100.00 →
 * £84.98"; the notes sentence beside it says the €2.50 is not exchanged), the same figures as its total, the
 * staff screens and the till. A Collect line's two sides both change hands (its coins' worth comes back as
 * GBP, said beside it).
 */
export function orderLineRows(
  lines: readonly DisplayLine[],
  formatAmount: (amount: string, code: string) => string,
  way?: Way,
): OrderLineRow[] {
  return lines.map((line, i) => {
    const { Rate: rate } = line;
    const row = {
      key: line.Id ?? String(i),
      currency: foreignCode(line, way),
      rate: rate ? formatRate(rate) : UNKNOWN,
    };
    const settled = rate && (way ?? wayOfCodes(line)) === 'sell' ? lineNotesSplit(line, 'sell') : null;
    if (rate && settled)
      return {
        ...row,
        from: formatAmount(settled.notes, settled.code),
        to: formatAmount(notesGbp(settled.notes, rate), BASE_CURRENCY),
      };
    return {
      ...row,
      from: formatAmount(line.currencyTake, line.currencyTakecurrent),
      to: line.currencyMy ? formatAmount(line.currencyMy, line.currencyMycurrent) : UNKNOWN,
    };
  });
}
