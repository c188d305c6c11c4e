import { MAX_CART_LINES } from './constants';
import { toDec } from './decimal';
import { messages } from './messages';
import type { CartLine, Way } from './schemas';

/** Amounts past this are a typing slip, not a travel-money order; they also keep database numerics bounded. */
export const MAX_AMOUNT = '1000000000';

/**
 * Checks an amount the customer typed (spec §5). Returns null when it is usable, else the spec's message.
 *
 * Refused: anything that is not a plain decimal (empty, NaN, Infinity, "1e3", "1,000", objects), zero, negatives,
 * amounts above MAX_AMOUNT, and more than 2 decimal places. The last is a decision: money has pennies, and
 * quietly rounding 10.005 would price something other than what the customer typed, so they are asked again.
 */
export function validateAmount(input: unknown): string | null {
  if (typeof input === 'string' && /e/i.test(input)) return messages.correctAmount;
  const d = toDec(input);
  if (d === null || !d.gt(0) || d.gt(MAX_AMOUNT) || d.decimalPlaces() > 2) return messages.correctAmount;
  return null;
}

/** The way of a cart (its first line's), or null when it is empty. */
export function cartWay(cart: readonly CartLine[]): Way | null {
  return cart[0]?.status ?? null;
}

export type AddToCartResult = { ok: true; cart: CartLine[] } | { ok: false; message: string };

/**
 * Adds a line, or says why not, in the order a customer can act on: a bad amount, a full cart (spec §5), then
 * a line of the other way (domain-rules.md: a cart never mixes Click & Collect with Click & Sell).
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
