import { BASE_CURRENCY } from '@tm/core/constants';
import { formatMoney, formatRate } from '@tm/core/money';
import type { CartLine } from '@tm/core';

/** A cart or order line as the tables show it: the foreign code, what is given, what is received, the rate. */
export function lineDisplay(line: CartLine) {
  const currency =
    line.currencyMycurrent === BASE_CURRENCY ? line.currencyTakecurrent : line.currencyMycurrent;
  return {
    currency,
    from: formatMoney(line.currencyTake, line.currencyTakecurrent),
    to: formatMoney(line.currencyMy, line.currencyMycurrent),
    rate: formatRate(line.Rate),
  };
}
