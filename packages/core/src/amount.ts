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

/**
 * An amount as people type it, made plain for `validateAmount`: spaces around and inside, a leading pound or
 * other currency sign, and thousands commas ("1,000", "£50", " 50 ", "€1 250.50") are dropped, and a bare decimal
 * point is read as people mean it (".5" is 0.5, "5." is 5). Anything else stays as typed, so "1,00" or "12abc"
 * is still refused, never guessed at.
 */
export function plainAmount(typed: string): string {
  const text = typed.replace(/\s+/g, '').replace(/^[£$€¥]/, '');
  const unpunctuated = /^\d{1,3}(,\d{3})+(\.\d*)?$/.test(text) ? text.replaceAll(',', '') : text;
  // ".5" is 50p as people write it, and "5." is "5" half typed: neither is a mistake to refuse.
  return unpunctuated.replace(/^\.(?=\d)/, '0.').replace(/^(\d+)\.$/, '$1');
}

/** True for a plain decimal past MAX_AMOUNT: no typing slip of format, just far more than any order. */
export function beyondMaxAmount(plain: string): boolean {
  const d = toDec(plain);
  return d !== null && d.gt(MAX_AMOUNT);
}

/** True for a plain decimal with more than two decimal places ("12.345"): worth its own message. */
export const hasMoreThanPennies = (plain: string): boolean => /^\d*\.\d{3,}$/.test(plain);

/** Whether two amounts are the same money however written ("100" and "100.00"); false when either is none. */
export function sameAmount(a: string, b: string): boolean {
  const x = toDec(a);
  const y = toDec(b);
  return x !== null && y !== null && x.eq(y);
}
