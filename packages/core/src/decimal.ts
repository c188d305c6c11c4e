import DecimalBase from 'decimal.js';

/**
 * A private Decimal clone: money rounds half-up (docs/pricing.md), whatever other code does to the global
 * Decimal's configuration. Precision is generous so intermediate products and quotients never lose a digit
 * that could move a 4-dp rate or a 2-dp amount.
 */
export const Dec = DecimalBase.clone({ precision: 40, rounding: DecimalBase.ROUND_HALF_UP });
export type Dec = InstanceType<typeof Dec>;

/** Plain decimal notation only: no exponent, no sign other than a leading minus, no thousands separators. */
export const DECIMAL_TEXT = /^-?\d+(\.\d+)?$/;

/**
 * Reads a decimal from a string or a number. Numbers go through `String()` so 0.1 stays "0.1" (the shortest
 * round-trip form), never its binary expansion. Returns null for anything that is not a finite decimal.
 */
export function toDec(input: unknown): Dec | null {
  let text: string;
  if (typeof input === 'number') {
    if (!Number.isFinite(input)) return null;
    text = String(input);
    // Very large or very small numbers print with an exponent; Decimal reads those exactly.
    if (/e/i.test(text)) return new Dec(text);
  } else if (typeof input === 'string') {
    text = input.trim();
  } else {
    return null;
  }
  if (!DECIMAL_TEXT.test(text)) return null;
  return new Dec(text);
}
