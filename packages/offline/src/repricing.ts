import { foreignCode } from '@tm/core/line-sides';
import type { Order, OrderRequest } from '@tm/core';
import type { RepricedLine } from './types';

/** "1.1650" and "1.165" are the same number; compare digits, never floats. */
export function sameDecimal(a: string | null | undefined, b: string | null | undefined): boolean {
  if (a == null || b == null) return a == b;
  const norm = (s: string) => {
    let [whole = '0', frac = ''] = s.trim().replace(/^\+/, '').split('.');
    const neg = whole.startsWith('-');
    whole = whole.replace(/^-/, '').replace(/^0+(?=\d)/, '');
    frac = frac.replace(/0+$/, '');
    const body = frac ? `${whole}.${frac}` : whole;
    return neg && body !== '0' ? `-${body}` : body;
  };
  return norm(a) === norm(b);
}

/**
 * The server prices every line again from its own rates (docs/pricing.md "Orders"); the client's numbers are a
 * quote. Lists the lines whose confirmed rate or amounts differ from the quote, so the customer is told plainly.
 * Lines are matched by Id when the server kept it, else by position.
 */
export function compareWithQuote(request: OrderRequest, order: Order): RepricedLine[] {
  const changes: RepricedLine[] = [];
  order.Orders.forEach((line, i) => {
    const quoted = request.Orders.find((q) => q.Id !== undefined && q.Id === line.Id) ?? request.Orders[i];
    if (!quoted) return;
    const same =
      sameDecimal(quoted.Rate ?? null, line.Rate) &&
      sameDecimal(quoted.currencyMy ?? null, line.currencyMy) &&
      sameDecimal(quoted.currencyTake, line.currencyTake);
    if (same) return;
    changes.push({
      Id: line.Id ?? null,
      currency: foreignCode(line),
      quotedRate: quoted.Rate ?? null,
      rate: line.Rate,
      receiveCode: line.currencyMycurrent,
      quotedReceive: quoted.currencyMy ?? null,
      receive: line.currencyMy,
      giveCode: line.currencyTakecurrent,
      quotedGive: quoted.currencyTake,
      give: line.currencyTake,
    });
  });
  return changes;
}
