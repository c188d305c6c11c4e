import { BASE_CURRENCY, MAX_CART_LINES } from './constants';
import { sumAmounts } from './money';
import { validateAmount } from './amount';
import { messages } from './messages';
import type { CartLine } from './schemas/order';
import type { Way } from './ways';

/** The way of a cart (its first line's), or null when it is empty. */
export function cartWay(cart: readonly CartLine[]): Way | null {
  return cart[0]?.status ?? null;
}

export type AddToCartResult = { ok: true; cart: CartLine[] } | { ok: false; message: string };

/**
 * Adds a line, or says why not, in the order a customer can act on: a bad amount, a full cart (spec §5), then
 * a line of the other way (docs/pricing.md: a cart never mixes Click & Collect with Click & Sell).
 * Never mutates the cart it is given.
 */
export function addToCart(cart: readonly CartLine[], line: CartLine): AddToCartResult {
  if (validateAmount(line.currencyMy) !== null || validateAmount(line.currencyTake) !== null) {
    return { ok: false, message: messages.correctAmount };
  }
  if (cart.length >= MAX_CART_LINES) return { ok: false, message: messages.clearCart };
  const way = cartWay(cart);
  if (way !== null && way !== line.status) return { ok: false, message: messages.cartWayMismatch };
  return { ok: true, cart: [...cart, line] };
}

/** The cart without the line of that Id (unchanged when there is none). */
export function removeFromCart(cart: readonly CartLine[], id: string): CartLine[] {
  return cart.filter((l) => l.Id !== id);
}

/**
 * What a cart (or an order's lines) is worth in GBP: the GBP side of each line, what the customer pays for
 * Click & Collect or is paid for Click & Sell. The total shown with the lines, and what the order limits read.
 */
export function cartGbpTotal(lines: readonly CartLine[]): string {
  return sumAmounts(
    lines.map((l) => (l.currencyMycurrent === BASE_CURRENCY ? l.currencyMy : l.currencyTake)),
  );
}
