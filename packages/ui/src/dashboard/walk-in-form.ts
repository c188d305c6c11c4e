import { addToCart, cartGbpTotal } from '@tm/core/cart';
import { MAX_CART_LINES } from '@tm/core/constants';
import { messages } from '@tm/core/messages';
import { foreignCode, lineForeignAmount } from '@tm/core/line-sides';
import { formatMoney, makeCartLine, type PricingCurrency } from '@tm/core/money';
import { lineNotesSplit, notesText } from '@tm/core/notes';
import { lineGbpSettled, orderGbpTotal } from '@tm/core/order-money';
import { orderLimitProblem, type OrderLimits } from '@tm/core/order-limits';
import { orderRequestSchema } from '@tm/core/schemas';
import { belowSmallestNote } from '@tm/core/sell-notes';
import { WAY_TITLE, type Way } from '@tm/core/ways';
import type { CartLine, OrderRequest } from '@tm/core';

/**
 * The counter's walk-in form (issue 30) as plain data, and the one function that turns it into the order POST
 * /walkInOrders takes, with the customer's own rules: the cart's (a line per currency, up to four, one way),
 * the amount's (minor units, the smallest note a Sell line can be), the order's limits, and the details'
 * (the order schema the server parses with). The server prices the order again from its own rates.
 */

/** One currency line: its code and what the customer gives (GBP for Click & Collect, the currency for Sell). */
export interface WalkInLine {
  code: string;
  gives: string;
}

export interface WalkInForm {
  way: Way;
  name: string;
  email: string;
  phone: string;
  address: string;
  branch: string;
  lines: WalkInLine[];
}

/** A problem and the form field it belongs to (its input's id suffix), so the screen can focus it. */
export interface WalkInProblem {
  field: string;
  message: string;
}

export type WalkInDraft =
  /** `totalGbp`: what the customer pays (Collect) or is paid (Sell), as their email will say. */
  | { ok: true; request: OrderRequest; lines: CartLine[]; totalGbp: string }
  | { ok: false; problems: WalkInProblem[]; lines: CartLine[]; totalGbp: string };

export const emptyWalkIn = (branch: string): WalkInForm => ({
  way: 'buy',
  name: '',
  email: '',
  phone: '',
  address: '',
  branch,
  lines: [{ code: '', gives: '' }],
});

export const canAddLine = (form: WalkInForm) => form.lines.length < MAX_CART_LINES;

/** The order's field in the form, from a path of the order schema ("Orders.1.currencyTake" is line 1's amount). */
function fieldOf(path: readonly PropertyKey[]): string {
  const [top, index] = path;
  if (top === 'Orders' && typeof index === 'number') return `line-${index}-gives`;
  const fields: Record<string, string> = {
    Name: 'name',
    Email: 'email',
    Phone_Number: 'phone',
    Address: 'address',
    CheckingPoint: 'branch',
  };
  return fields[String(top)] ?? 'lines';
}

/** Prices one line as the customer's calculator would, or says why it cannot be. */
function priceLine(
  line: WalkInLine,
  i: number,
  way: Way,
  currencies: readonly PricingCurrency[],
): CartLine | WalkInProblem {
  const currency = currencies.find((c) => c.value === line.code);
  if (!currency) return { field: `line-${i}-code`, message: messages.addCurrencyItem };
  const typed = line.gives.trim();
  try {
    const priced = makeCartLine({
      currency,
      way,
      id: `walk-in-${i}`,
      ...(way === 'buy' ? { gbp: typed } : { fx: typed }),
    });
    const note = belowSmallestNote(way, typed, currency.value, priced.Rate);
    return note === null ? priced : { field: `line-${i}-gives`, message: note };
  } catch {
    return { field: `line-${i}-gives`, message: messages.correctAmount };
  }
}

/**
 * The order the form describes, priced for the screen's summary, or every problem in it in the form's order
 * (details first, then the lines, then the limits), each naming its field.
 */
export function draftWalkIn(
  form: WalkInForm,
  currencies: readonly PricingCurrency[],
  limits: OrderLimits | null,
): WalkInDraft {
  const problems: WalkInProblem[] = [];
  let lines: CartLine[] = [];
  form.lines.forEach((line, i) => {
    const priced = priceLine(line, i, form.way, currencies);
    if ('field' in priced) {
      problems.push(priced);
      return;
    }
    const added = addToCart(lines, priced, { maxGbp: limits?.maxGbp });
    if (added.ok) lines = added.cart;
    else problems.push({ field: `line-${i}-code`, message: added.message });
  });
  // The limits weigh the order's priced worth; the total shown is the money that changes hands, as the
  // customer's email states it (core orderGbpTotal): for Sell, what the notes the branch takes pay.
  const totalGbp = orderGbpTotal(lines, form.way);
  if (limits && problems.length === 0) {
    const limit = orderLimitProblem(cartGbpTotal(lines), limits);
    if (limit !== null) problems.push({ field: 'lines', message: limit });
  }

  const parsed = orderRequestSchema.safeParse({
    Name: form.name,
    Email: form.email,
    Phone_Number: form.phone,
    Address: form.address,
    CheckingPoint: form.branch,
    Orders: lines.map(({ Id: _id, ...line }) => line),
    status: form.way,
    title: WAY_TITLE[form.way],
  });
  if (!parsed.success) {
    const details = parsed.error.issues
      // The lines' own problems are said above, per line; an empty cart's is said once.
      .filter((issue) => issue.path[0] !== 'Orders' || problems.length === 0)
      .map((issue) => ({ field: fieldOf(issue.path), message: issue.message }))
      // One message per field: an empty phone is "required", not also "not a phone number".
      .filter((p, i, all) => all.findIndex((q) => q.field === p.field) === i);
    problems.unshift(...details);
  }
  if (problems.length > 0 || !parsed.success) return { ok: false, problems, lines, totalGbp };
  return { ok: true, request: parsed.data, lines, totalGbp };
}

/**
 * What one priced line gives the customer, under its amount: "Gets €691.32 at 1.1522" (Collect); for Sell what
 * the notes the branch takes pay, as the email will say (core lineGbpSettled): "Gets £254.95 at 1.1767 for €300
 * in notes; the branch takes notes only, so €2.67 (£2.27) is not exchanged".
 */
export function walkInLineText(line: CartLine, way: Way): string {
  if (way === 'buy') {
    return `Gets ${formatMoney(lineForeignAmount(line) ?? '0', foreignCode(line))} at ${line.Rate}`;
  }
  const split = lineNotesSplit(line, way);
  const notes = split ? ` for ${notesText(split, way, formatMoney)}` : '';
  return `Gets ${formatMoney(lineGbpSettled(line, way), 'GBP')} at ${line.Rate}${notes}`;
}
