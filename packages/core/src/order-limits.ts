import { Dec } from './decimal';
import { messages } from './messages';
import { formatMoney } from './money';

/** The GBP bounds of one order (ORDER_MIN_GBP / ORDER_MAX_GBP), as decimal strings; a minimum of 0 is off. */
export interface OrderLimits {
  minGbp: string;
  maxGbp: string;
  /** GET /orderRules also says how old a rate may be for an order, and which provider's rates these are. */
  ratesMaxAgeHours?: number | undefined;
  ratesProvider?: 'service' | 'sample' | undefined;
}

/**
 * Why an order of `totalGbp` (what the customer pays for Click & Collect, or is paid for Click & Sell) is
 * outside the limits, naming the limit ("Orders can be up to £5,000.00"); null when it is inside. The server
 * refuses with this message, and the calculator, cart and purchase page say it before the customer gets there.
 */
export function orderLimitProblem(totalGbp: string, limits: OrderLimits): string | null {
  const total = new Dec(totalGbp);
  if (total.gt(limits.maxGbp)) return messages.orderAboveLimit(formatMoney(limits.maxGbp, 'GBP'));
  const min = new Dec(limits.minGbp);
  if (min.gt(0) && total.lt(min)) return messages.orderBelowLimit(formatMoney(limits.minGbp, 'GBP'));
  return null;
}

/**
 * Linked transactions (Money Laundering Regulations 2017, issue 18): one customer's orders within the window
 * that together reach the threshold (CDD_THRESHOLD_GBP, about EUR 15,000) need an ID check. Reaching it counts.
 */
export function cddRequired(linkedGbp: string, thresholdGbp: string): boolean {
  return new Dec(linkedGbp).gte(thresholdGbp);
}
