import { cartGbpTotal } from '@tm/core/cart';
import { foreignCode } from '@tm/core/line-sides';
import { guaranteedPricing, priceOrderLine, PricingError } from '@tm/core/money';
import { orderLimitProblem, type OrderLimits } from '@tm/core/order-limits';
import type { Order } from '@tm/core';

/**
 * Why Change amounts would take an order outside the limits (issue 30), priced as the server prices it while
 * the guarantee lasts: each line at the rate it was guaranteed (core guaranteedPricing). Null when inside, or
 * when an amount cannot be priced at all (the server names that one). Past the guarantee the server prices at
 * today's rates and checks the limits again; its refusal is then shown in the same dialog.
 */
export function amendedLimitProblem(
  order: Pick<Order, 'Orders' | 'status'>,
  amounts: readonly string[],
  limits: OrderLimits,
): string | null {
  try {
    const lines = order.Orders.map((line, i) =>
      priceOrderLine(guaranteedPricing(foreignCode(line), line.Rate), order.status, amounts[i] ?? ''),
    );
    return orderLimitProblem(cartGbpTotal(lines), limits);
  } catch (err) {
    if (err instanceof PricingError) return null;
    throw err;
  }
}
