import { BASE_CURRENCY } from './constants';
import { Dec } from './decimal';
import { formatMoney, sumAmounts } from './money';
import { foreignCode, lineForeignAmount, lineGbpAmount } from './line-sides';
import { lineNotesSplit, notesText, type NotesSplit } from './notes';
import type { CartLine } from './schemas/order';
import type { TillLine } from './schemas/admin';
import type { Way } from './ways';

/**
 * What an order's money comes to, as the customer's emails state it and the staff screens show it (issue 29:
 * staff saw "€691.32" where the customer read "690 EUR in notes, 1.32 EUR (1.15 GBP) paid back in GBP …
 * Total: £900.00"). Every place that says how an order is paid reads it from here.
 */
export interface OrderMoney {
  /** "Banknotes only:" (Collect) or "The branch takes banknotes only:" (Sell). */
  notesTitle: string;
  /** One sentence per line with a foreign side: "EUR: 690 EUR in notes, 1.32 EUR (1.15 GBP) paid back in GBP". */
  notes: string[];
  /** The splits themselves, for tables that add them up. */
  splits: NotesSplit[];
  /** The GBP of the remainders: paid back (Collect) or worth of what is not exchanged (Sell), 2 dp. */
  gbpBack: string;
  /** The GBP that changes hands, "£900.00" (orderGbpTotal): what a Collect customer pays, a Sell one is paid. */
  total: string;
}

/** The lines of an order as every order-like record has them. */
type MoneyLine = Pick<
  CartLine,
  'currencyMy' | 'currencyMycurrent' | 'currencyTake' | 'currencyTakecurrent' | 'Rate'
>;

/**
 * An order's notes, GBP back and total. `formatAmount` is the reader's money format: the emails'
 * `formatAmountWithCode` ("690 EUR"), the screens' `formatMoney` ("€690"); the total is always `formatMoney`.
 */
export function orderMoney(
  lines: readonly MoneyLine[],
  way: Way,
  formatAmount: (amount: string, code: string) => string,
): OrderMoney {
  const splits = lines.flatMap((line) => lineNotesSplit(line, way) ?? []);
  return {
    notesTitle: way === 'buy' ? 'Banknotes only:' : 'The branch takes banknotes only:',
    notes: splits.map((s) => `${s.code}: ${notesText(s, way, formatAmount)}`),
    splits,
    gbpBack: sumAmounts(splits.map((s) => s.remainderGbp)),
    total: formatMoney(orderGbpTotal(lines, way), BASE_CURRENCY),
  };
}

/**
 * A line's GBP as it changes hands: a Collect line's whole GBP side (its part below the smallest note comes back
 * as GBP, said beside it); a Sell line's GBP for the notes only, since what is left below the smallest note
 * stays with the customer (docs/pricing.md, "Banknotes only"): €102.40 at 1.1767 is €100 in notes, paid
 * 100 / 1.1767 = £84.98. Rounded once, from the notes: the same €100 of notes pays the same £84.98 whatever
 * was left over (the priced amount minus the leftover's GBP, each rounded, was a penny off for some amounts).
 */
export function lineGbpSettled(line: MoneyLine, way: Way): string {
  if (way === 'sell') {
    const split = lineNotesSplit(line, way);
    if (split && line.Rate) return notesGbp(split.notes, line.Rate);
  }
  return new Dec(lineGbpAmount(line) ?? '0').toFixed(2);
}

/** The GBP paid for Sell notes at the line's rate (units per £1), 2 dp half-up. */
export function notesGbp(notes: string, rate: string): string {
  return new Dec(notes).div(rate).toDecimalPlaces(2, Dec.ROUND_HALF_UP).toFixed(2);
}

/** One line as it is settled at the counter: what the till, the end-of-day report and its CSV all count. */
export interface LineSettlement {
  /** The foreign code. */
  code: string;
  /** The notes handed over (Collect) or taken in (Sell), 2 dp. */
  notes: string;
  /** The GBP that changes hands for the line (lineGbpSettled): paid by a Collect customer, to a Sell one. */
  gbp: string;
  /** Collect only: the GBP paid back for the part below the smallest note, 2 dp; "0.00" for Sell. */
  gbpBack: string;
}

/**
 * A line as settled at the counter, or null for a line with no foreign side. The customer's emails state the
 * same figures (orderMoney), so the till, the report and the CSV never count other money than they were told.
 */
export function lineSettlement(line: MoneyLine, way: Way): LineSettlement | null {
  const split = lineNotesSplit(line, way);
  if (!split) return null;
  return {
    code: split.code,
    notes: split.notes,
    gbp: lineGbpSettled(line, way),
    gbpBack: way === 'buy' ? split.remainderGbp : '0.00',
  };
}

/**
 * What an order comes to in GBP, as the customer is told it and the till pays it: what a Collect customer pays,
 * what a Sell customer is paid for the notes they bring (lineGbpSettled). The order limits read the priced
 * total instead (cartGbpTotal): they are about the order's worth, not about the coins left over.
 */
export function orderGbpTotal(lines: readonly MoneyLine[], way: Way): string {
  return sumAmounts(lines.map((line) => lineGbpSettled(line, way)));
}

/**
 * An order's amount in one phrase, foreign side(s) then GBP: "€691.32 / £600.00" (two lines: "€115.22 +
 * $133.80 / £200.00"). What staff read in a row and in a confirm dialog, so its GBP is the total the customer
 * was told (orderGbpTotal), and a Sell order's foreign side the notes the branch takes: "€300.00 / £254.95"
 * for €302.67 sold, the cashier's two figures at the counter.
 */
export function orderAmountText(lines: readonly MoneyLine[], way: Way): string {
  const foreign = lines
    .map((line) => {
      const amount =
        way === 'sell'
          ? (lineNotesSplit(line, way)?.notes ?? lineForeignAmount(line))
          : lineForeignAmount(line);
      return amount ? formatMoney(amount, foreignCode(line, way)) : null;
    })
    .filter((text): text is string => text !== null);
  const gbp = formatMoney(orderGbpTotal(lines, way), BASE_CURRENCY);
  return foreign.length > 0 ? `${foreign.join(' + ')} / ${gbp}` : gbp;
}

/** An open order as the till adds it up: its way and lines. */
export interface TillOrder {
  status: Way;
  Orders: readonly MoneyLine[];
}

const add = (a: string, b: string) => sumAmounts([a, b]);

/** A currency with nothing to prepare yet; the till's sums start from it. */
export const emptyTillLine = (code: string): TillLine => ({
  code,
  collectNotes: '0.00',
  collectGbpBack: '0.00',
  collectGbp: '0.00',
  collectOrders: 0,
  sellNotes: '0.00',
  sellGbp: '0.00',
  sellOrders: 0,
});

/**
 * What the till needs per foreign currency for these orders, line by line as each customer was told: for
 * Collect the notes to hand over (never an amount below the smallest note: JP¥717,897.42 is ¥717,000 in notes
 * and £4.61 back), the GBP paid back and the GBP taken; for Sell the notes coming in and the GBP paid out for
 * them (lineGbpSettled). Sorted by code.
 */
export function tillLines(orders: readonly TillOrder[]): TillLine[] {
  const byCode = new Map<string, TillLine>();
  const counted = new Map<string, Set<TillOrder>>();
  for (const order of orders) {
    for (const line of order.Orders) {
      const settled = lineSettlement(line, order.status);
      if (!settled) continue;
      const t = byCode.get(settled.code) ?? emptyTillLine(settled.code);
      const seen = counted.get(settled.code) ?? new Set();
      const first = !seen.has(order);
      seen.add(order);
      counted.set(settled.code, seen);
      if (order.status === 'buy') {
        t.collectNotes = add(t.collectNotes, settled.notes);
        t.collectGbpBack = add(t.collectGbpBack, settled.gbpBack);
        t.collectGbp = add(t.collectGbp, settled.gbp);
        if (first) t.collectOrders++;
      } else {
        t.sellNotes = add(t.sellNotes, settled.notes);
        t.sellGbp = add(t.sellGbp, settled.gbp);
        if (first) t.sellOrders++;
      }
      byCode.set(settled.code, t);
    }
  }
  return [...byCode.values()].sort((a, b) => a.code.localeCompare(b.code));
}
