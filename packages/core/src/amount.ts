import { toDec } from './decimal';
import { messages } from './messages';

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
