import { BASE_CURRENCY } from './constants';
import { Dec } from './decimal';
import { foreignCode, lineForeignAmount, lineGbpAmount } from './line-sides';
import { lineSettlement, tillLines, type TillOrder } from './order-money';
import { messages } from './messages';
import { formatMoney } from './money';
import { londonInstant } from './order-policy';
import type { EndOfDay, TillRow } from './schemas/till';

/**
 * The branch's till for a day (issue 30), all in decimal (never floats). Per foreign currency the notes out are
 * those handed over for Collect orders completed that day, the notes in those taken for Sell orders (the same
 * notes split as the customer's email, core tillLines). GBP: in is what Collect customers paid less what was
 * paid back to them in GBP; out is what Sell customers were paid.
 *   expected = opening float + deliveries + in − out;   difference = counted − expected (null until counted).
 */
export interface TillEntry {
  code: string;
  openingFloat: string;
  deliveries: string;
  counted: string | null;
}

const d = (s: string) => new Dec(s);
const money = (x: InstanceType<typeof Dec>) => x.toFixed(2);

export function tillRows(completed: readonly TillOrder[], entries: readonly TillEntry[]): TillRow[] {
  const lines = tillLines(completed);
  const moves = new Map<string, { moneyIn: InstanceType<typeof Dec>; moneyOut: InstanceType<typeof Dec> }>();
  let gbpIn = d('0');
  let gbpOut = d('0');
  for (const l of lines) {
    moves.set(l.code, { moneyIn: d(l.sellNotes), moneyOut: d(l.collectNotes) });
    gbpIn = gbpIn.plus(l.collectGbp).minus(l.collectGbpBack);
    gbpOut = gbpOut.plus(l.sellGbp);
  }
  if (lines.length > 0) moves.set(BASE_CURRENCY, { moneyIn: gbpIn, moneyOut: gbpOut });
  const byCode = new Map(entries.map((e) => [e.code, e]));
  const codes = [...new Set([...moves.keys(), ...byCode.keys()])].sort((a, b) =>
    // GBP first, then the currencies by code.
    a === BASE_CURRENCY ? -1 : b === BASE_CURRENCY ? 1 : a.localeCompare(b),
  );
  return codes.map((code) => {
    const e = byCode.get(code);
    const m = moves.get(code) ?? { moneyIn: d('0'), moneyOut: d('0') };
    const expected = d(e?.openingFloat ?? '0')
      .plus(e?.deliveries ?? '0')
      .plus(m.moneyIn)
      .minus(m.moneyOut);
    const counted = e?.counted ?? null;
    return {
      code,
      openingFloat: money(d(e?.openingFloat ?? '0')),
      deliveries: money(d(e?.deliveries ?? '0')),
      moneyIn: money(m.moneyIn),
      moneyOut: money(m.moneyOut),
      expected: money(expected),
      counted: counted === null ? null : money(d(counted)),
      difference: counted === null ? null : money(d(counted).minus(expected)),
    };
  });
}

/** The currencies a manager must count before signing off: every row with money in it. */
export const uncountedCodes = (rows: readonly TillRow[]) =>
  rows.filter((r) => r.counted === null && !d(r.expected).isZero()).map((r) => r.code);

/** The counted currencies whose count is not what was expected, as the screen shows them ("-€5.00"). */
export const tillDifferences = (rows: readonly TillRow[]): string[] =>
  rows
    .filter((r) => r.difference !== null && !d(r.difference).isZero())
    .map((r) => formatMoney(r.difference!, r.code));

/** How long a sign-off's note must be when the till is out: a reason, not "ok". */
export const SIGN_OFF_NOTE_MIN = 10;

/**
 * Why a manager may not sign off yet: a till that is out (a count differs from the expected) is signed off
 * only with a note saying why, kept with the sign-off and audited, since nothing reopens a signed-off day.
 * Null when the till balances or the note says enough. The server refuses with it (422); the screen asks
 * for the note with the same words before sending.
 */
export function signOffNoteProblem(rows: readonly TillRow[], note: string | undefined): string | null {
  const out = tillDifferences(rows);
  if (out.length === 0 || (note?.trim().length ?? 0) >= SIGN_OFF_NOTE_MIN) return null;
  return messages.tillOutNeedsNote(out, SIGN_OFF_NOTE_MIN);
}

/**
 * The end-of-day report's totals (issue 30): per currency and way the orders, foreign amount and GBP of the
 * orders completed that London day; GBP in (Collect) and out (Sell).
 */
export function endOfDayRows(
  completed: readonly TillOrder[],
): Pick<EndOfDay, 'rows' | 'gbpIn' | 'gbpPaidBack' | 'gbpOut'> {
  const rows = new Map<string, EndOfDay['rows'][number]>();
  let gbpIn = d('0');
  let gbpBack = d('0');
  let gbpOut = d('0');
  for (const order of completed) {
    const seen = new Set<string>();
    for (const line of order.Orders) {
      // As settled at the counter (core lineSettlement), the till's figures: the notes that changed hands and
      // the GBP each customer paid or was paid, as their email stated it.
      const settled = lineSettlement(line, order.status);
      const code = foreignCode(line, order.status);
      const foreign = settled?.notes ?? lineForeignAmount(line) ?? '0';
      const gbp = settled?.gbp ?? lineGbpAmount(line) ?? '0';
      if (order.status === 'buy') {
        gbpIn = gbpIn.plus(gbp);
        gbpBack = gbpBack.plus(settled?.gbpBack ?? '0');
      } else gbpOut = gbpOut.plus(gbp);
      const key = `${code}|${order.status}`;
      const row = rows.get(key) ?? { code, way: order.status, orders: 0, foreign: '0.00', gbp: '0.00' };
      row.foreign = money(d(row.foreign).plus(foreign));
      row.gbp = money(d(row.gbp).plus(gbp));
      if (!seen.has(key)) row.orders++;
      seen.add(key);
      rows.set(key, row);
    }
  }
  const sorted = [...rows.values()].sort(
    (a, b) => a.code.localeCompare(b.code) || a.way.localeCompare(b.way),
  );
  return { rows: sorted, gbpIn: money(gbpIn), gbpPaidBack: money(gbpBack), gbpOut: money(gbpOut) };
}

/** The instants a London day starts and ends (23, 24 or 25 hours long): the report's completion-time window. */
export function londonDayBounds(day: string): { start: Date; end: Date } {
  const [y, m, dd] = day.split('-').map(Number) as [number, number, number];
  return {
    start: londonInstant(new Date(y, m - 1, dd, 12), '00:00'),
    end: londonInstant(new Date(y, m - 1, dd + 1, 12), '00:00'),
  };
}

/** One currency a Collect order hands over, against the till's stock (its Expected now; null: not entered). */
export interface StockCheck {
  code: string;
  needed: string;
  stock: string | null;
  short: boolean;
}

/**
 * What a Collect order needs from the till per currency (whole notes, as its customer's email says) against
 * the stock, the till's Expected for today (issue 30): shown when accepting it, `short` when it exceeds it.
 */
export function stockChecks(order: TillOrder, rows: readonly TillRow[]): StockCheck[] {
  if (order.status !== 'buy') return [];
  return tillLines([order]).map((l) => {
    const row = rows.find((r) => r.code === l.code);
    const stock = row && (row.openingFloat !== '0.00' || row.deliveries !== '0.00') ? row.expected : null;
    return {
      code: l.code,
      needed: l.collectNotes,
      stock,
      short: stock !== null && d(l.collectNotes).gt(stock),
    };
  });
}
