import type { CalcResult } from './calculator-state';

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

/** The value a field shows: what the customer typed on their side, the computed amount on the other. */
export function fieldValue(side: Side, typedSide: Side, typedText: string, result: CalcResult): string {
  if (side === typedSide) return typedText;
  return result.ok ? result.quote[side] : '';
}
