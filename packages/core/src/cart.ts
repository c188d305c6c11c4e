import { BASE_CURRENCY, MAX_CART_LINES } from './constants';
import { Dec } from './decimal';
import { formatMoney, sumAmounts } from './money';
import { foreignCode, lineGbpAmount } from './line-sides';
import { validateAmount } from './amount';
import { messages } from './messages';
import type { CartLine } from './schemas/order';
import type { Way } from './ways';

/** The way of a cart (its first line's), or null when it is empty. */
export function cartWay(cart: readonly CartLine[]): Way | null {
  return cart[0]?.status ?? null;
}

export type AddToCartResult = { ok: true; cart: CartLine[] } | { ok: false; message: string };

/** What the cart checks beyond its own rules when known: the order's upper limit (GET /orderRules). */
export interface CartRules {
  maxGbp?: string | undefined;
}

/**
 * Adds a line, or says why not, in the order a customer can act on: a bad amount, a full cart (spec §5), a
 * line of the other way (docs/pricing.md: a cart never mixes Click & Collect with Click & Sell), a second line
 * of a currency already in it (issue 31.10: two EUR lines price as two £10 round-ups and two note splits; the
 * customer changes the first), and a line that would take the order over its upper limit, refused BEFORE it
 * is added (it used to be added and only then complained about). Never mutates the cart it is given.
 */
export function addToCart(cart: readonly CartLine[], line: CartLine, rules: CartRules = {}): AddToCartResult {
  if (validateAmount(line.currencyMy) !== null || validateAmount(line.currencyTake) !== null) {
    return { ok: false, message: messages.correctAmount };
  }
  if (cart.length >= MAX_CART_LINES) return { ok: false, message: messages.clearCart };
  const way = cartWay(cart);
  if (way !== null && way !== line.status) return { ok: false, message: messages.cartWayMismatch };
  const code = foreignCode(line);
  if (cart.some((l) => foreignCode(l) === code)) return { ok: false, message: messages.currencyInCart(code) };
  const next = [...cart, line];
  if (rules.maxGbp !== undefined) {
    const total = cartGbpTotal(next);
    if (new Dec(total).gt(rules.maxGbp))
      return {
        ok: false,
        message: messages.cartOverLimit(
          formatMoney(total, BASE_CURRENCY),
          formatMoney(rules.maxGbp, BASE_CURRENCY),
        ),
      };
  }
  return { ok: true, cart: next };
}

/** The cart without the line of that Id (unchanged when there is none). */
export function removeFromCart(cart: readonly CartLine[], id: string): CartLine[] {
  return cart.filter((l) => l.Id !== id);
}

/**
 * What a cart (or an order's lines) is worth in GBP: the GBP side of each line, what the customer pays for
 * Click & Collect or is paid for Click & Sell. The total shown with the lines, and what the order limits read.
 */
export function cartGbpTotal(
  lines: readonly Pick<CartLine, 'currencyMy' | 'currencyMycurrent' | 'currencyTake'>[],
): string {
  return sumAmounts(lines.map(lineGbpAmount));
}
