import { cartGbpTotal } from '@tm/core/cart';
import { foreignCode } from '@tm/core/line-sides';
import { formatMoney, guaranteedPricing, priceOrderLine, PricingError } from '@tm/core/money';
import { lineNotesSplit, notesText } from '@tm/core/notes';
import { lineGbpSettled } from '@tm/core/order-money';
import { orderLimitProblem, type OrderLimits } from '@tm/core/order-limits';
import type { CartLine, Order } from '@tm/core';

type Priced = Omit<CartLine, 'Id'>;

/**
 * One line of Change amounts priced as the server prices it while the guarantee lasts (issue 30): at the rate
 * it was guaranteed (core guaranteedPricing), a Click & Collect amount rounded up to the next £10. Null when
 * the amount cannot be priced (the form's own check names why). Past the guarantee the server prices at
 * today's rates instead; the dialog says so.
 */
export function amendedLine(
  line: Order['Orders'][number],
  way: Order['status'],
  amount: string,
): Priced | null {
  try {
    return priceOrderLine(guaranteedPricing(foreignCode(line), line.Rate), way, amount);
  } catch (err) {
    if (err instanceof PricingError) return null;
    throw err;
  }
}

/**
 * What the customer would give and get for a line at the guaranteed rate, as the dialog shows it under its box
 * and as the email will state it (core lineGbpSettled): "The customer pays £130.00 for €149.80, at the
 * guaranteed rate."; for Sell the notes the branch takes, "At the guaranteed rate the customer gets £254.95 for
 * €300 in notes; the branch takes notes only, so €2.67 (£2.27) is not exchanged." (the priced £257.22 of
 * €302.67 is never paid).
 */
export function amendedLineText(priced: Priced, way: Order['status']): string {
  const gbp = formatMoney(lineGbpSettled(priced, way), 'GBP');
  if (way === 'buy') {
    const foreign = formatMoney(priced.currencyMy, priced.currencyMycurrent);
    return `The customer pays ${gbp} for ${foreign}, at the guaranteed rate.`;
  }
  const split = lineNotesSplit(priced, way);
  const foreign = split
    ? notesText(split, way, formatMoney)
    : formatMoney(priced.currencyTake, priced.currencyTakecurrent);
  return `At the guaranteed rate the customer gets ${gbp} for ${foreign}.`;
}

/**
 * Why new amounts would take the order outside the limits, on those prices: checked before sending, as the
 * server checks again. Null when inside, or when a line cannot be priced.
 */
export function amendedLimitProblem(
  order: Pick<Order, 'Orders' | 'status'>,
  amounts: readonly string[],
  limits: OrderLimits,
): string | null {
  const lines = order.Orders.map((line, i) => amendedLine(line, order.status, amounts[i] ?? ''));
  if (lines.some((l) => l === null)) return null;
  return orderLimitProblem(cartGbpTotal(lines as Priced[]), limits);
}
