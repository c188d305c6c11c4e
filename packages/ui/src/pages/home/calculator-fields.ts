import type { Quote } from '@tm/core';

/**
 * What an amount form shows in its fields, apart from the arithmetic (calculator-state.ts), so that the home
 * calculator can render its fields before decimal.js and the money rules have loaded.
 */

/** Which field the customer typed in: the GBP side or the foreign side. */
export type Side = 'gbp' | 'fx';

/** What the customer typed, and in which field. */
export interface Typed {
  side: Side;
  text: string;
}

export type CalcResult =
  | { ok: true; quote: Quote }
  /**
   * `error` is null while there is nothing to complain about yet: the field is empty, or the amount is fine
   * but no rate is known to price it with (the rates are still on their way).
   */
  | { ok: false; error: string | null };

/** The value a field shows: what the customer typed on their side, the computed amount on the other. */
export function fieldValue(
  side: Side,
  typedSide: Side,
  typedText: string,
  result: CalcResult,
  /** The foreign currency has no minor unit (yen): its computed amount shows whole, "16316" (issue 31.4). */
  fxWhole = false,
): string {
  if (side === typedSide) return typedText;
  if (!result.ok) return '';
  const value = result.quote[side];
  return side === 'fx' && fxWhole ? value.replace(/\.00$/, '') : value;
}
