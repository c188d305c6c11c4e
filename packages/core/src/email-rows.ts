import { MAX_CART_LINES } from './constants';
import { Dec, toDec } from './decimal';
import { groupDigits } from './digit-groups';
import { labels } from './labels';
import { amountDecimals } from './money';
import { orderLineRows } from './order-line-rows';
import type { CartLine, OrderEmailRows, Way } from './schemas';

const ORDINALS = ['First', 'Second', 'Third', 'Fourth'] as const;

/** Sign, whole part without leading zeros, exactly two decimals: printed as it is, digits grouped. */
const PLAIN_2DP = /^(-?)(0|[1-9]\d*)\.(\d{2})$/;

/**
 * An amount with its code, "81,579.25 JPY". Emails say the code rather than a symbol: several currencies share
 * "$", and the code survives any mail client's font.
 */
export function formatAmountWithCode(amount: string, code: string): string {
  // Priced and stored amounts are already plain 2-dp text: only the thousands need grouping (four of these
  // per order line made Decimal a visible share of placing an order). Anything else takes the Decimal path.
  const plain = PLAIN_2DP.exec(amount);
  if (plain) return `${plain[1]}${groupDigits(plain[2]!)}${fraction(plain[3]!, code)} ${code}`;
  const d = toDec(amount);
  if (d === null) throw new RangeError(`Not an amount: ${amount}`);
  const [whole = '0', pennies = '00'] = d.abs().toDecimalPlaces(2, Dec.ROUND_HALF_UP).toFixed(2).split('.');
  const sign = d.isNeg() ? '-' : '';
  return `${sign}${groupDigits(whole)}${fraction(pennies, code)} ${code}`;
}

/**
 * ".22", or nothing for a whole amount of a currency with no minor unit ("81,579 JPY"), as formatMoney shows it
 * on screens (issue 31.4); a stored fraction of a yen is still shown rather than hidden.
 */
const fraction = (pennies: string, code: string) =>
  pennies === '00' && amountDecimals(code.trim().toUpperCase()) === 0 ? '' : `.${pennies}`;

/**
 * The confirmation email's row fields (spec §3) from an order's lines. Row N shows the foreign code, what the
 * customer gives (From), what they receive (To) and the rate; rows past the last line are hidden with
 * `…RowShow: 'none'` and left empty. The note is for sell orders only.
 */
export function buildOrderEmailRows(lines: readonly CartLine[], way: Way): OrderEmailRows {
  if (lines.length < 1 || lines.length > MAX_CART_LINES) {
    throw new RangeError(`An order has 1 to ${MAX_CART_LINES} lines (got ${lines.length})`);
  }
  if (lines.some((l) => l.status !== way)) throw new RangeError('Every line must be of the order\u2019s way');

  const text = labels.email[way];
  const cells = orderLineRows(lines, formatAmountWithCode, way);
  const rows: Record<string, string> = {};
  ORDINALS.forEach((ordinal, i) => {
    const row = cells[i];
    rows[`Rate${ordinal}`] = row?.rate ?? '';
    rows[`CurrencyName${ordinal}`] = row?.currency ?? '';
    rows[`From${ordinal}`] = row?.from ?? '';
    rows[`To${ordinal}`] = row?.to ?? '';
    if (i > 0) rows[`${ordinal}RowShow`] = row ? '' : 'none';
  });

  return {
    ...(rows as Omit<
      OrderEmailRows,
      'SecondRow' | 'FourthRow' | 'firstMessege' | 'secondTitle' | 'secondMessege' | 'note'
    >),
    SecondRow: labels.email.secondRow,
    FourthRow: labels.email.fourthRow,
    firstMessege: text.firstMessage,
    secondTitle: text.secondTitle,
    secondMessege: text.secondMessage,
    ...('note' in text ? { note: text.note } : {}),
  };
}
