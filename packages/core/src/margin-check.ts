import { toDec } from './decimal';
import { messages } from './messages';

/**
 * A margin the branch may save, checked the same by the server and by the dashboard's form before it sends:
 * a percentage above -100 (a rate of zero or less is no rate) and below 1000, with at most 4 decimals.
 */
export function marginProblem(name: 'Sell' | 'Buy', value: string): string | null {
  const text = value.trim();
  const n = Number(text);
  return /^-?\d+(\.\d{1,4})?$/.test(text) && n > -100 && n < 1000 ? null : messages.marginRange(name);
}

/**
 * Margins that lose the branch money (issue 17.2). The customer Collect rate is `Rate × (1 + Sell/100)` and the
 * Sell rate `Rate × (1 + Buy/100)` (docs/pricing.md), so each warning is a fact about the margins alone, true
 * at any market rate:
 * - `collect-above-market`: Sell above 0 — a customer buying gets more currency per pound than the market gives;
 * - `sell-below-market`: Buy below 0 — a customer selling hands over less currency per pound than the market;
 * - `spread-inverted`: Sell above Buy — the Collect rate is above the Sell rate, so buying and selling straight
 *   back makes the customer money.
 * Staff may still save such margins (a promotion, say) after a second confirmation; the server audits it.
 */
export type MarginWarning = 'collect-above-market' | 'sell-below-market' | 'spread-inverted';

export function marginWarnings(margins: { Sell: string; Buy: string }): MarginWarning[] {
  const sell = toDec(margins.Sell);
  const buy = toDec(margins.Buy);
  const warnings: MarginWarning[] = [];
  if (sell?.gt(0)) warnings.push('collect-above-market');
  if (buy?.lt(0)) warnings.push('sell-below-market');
  if (sell && buy && sell.gt(buy)) warnings.push('spread-inverted');
  return warnings;
}

/** What each warning means, in words staff read before confirming. */
export const marginWarningText: Record<MarginWarning, string> = {
  'collect-above-market':
    'The Sell Rate is above 0%: customers buying currency (Click & Collect) get more than the market rate.',
  'sell-below-market':
    'The Buy Rate is below 0%: customers selling currency (Click & Sell) are paid more than the market rate.',
  'spread-inverted':
    'The Sell Rate is above the Buy Rate: the Click & Collect rate is above the Click & Sell rate, so a customer could buy and sell straight back at a profit.',
};
