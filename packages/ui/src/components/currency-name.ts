import { CURRENCY_NAMES } from './currency-names';

/**
 * Intl's en-GB currency names, for a code the table does not have; null where the runtime has no
 * Intl.DisplayNames. Made only when first needed: building it is the cost the table avoids.
 */
let names: Intl.DisplayNames | null | undefined;
function currencyNames(): Intl.DisplayNames | null {
  if (names !== undefined) return names;
  try {
    names = new Intl.DisplayNames(['en-GB'], { type: 'currency', fallback: 'none' });
  } catch {
    names = null;
  }
  return names;
}

/**
 * The name a currency picker shows beside the code: the currency's own name (spec: "EUR Euro"), since the
 * API's `label` is the country; the label when the runtime does not know the code.
 */
export function currencyName(code: string, label: string): string {
  const known = Object.hasOwn(CURRENCY_NAMES, code) ? CURRENCY_NAMES[code] : undefined;
  if (known) return known;
  try {
    return currencyNames()?.of(code) ?? label;
  } catch {
    // A code Intl refuses as malformed.
    return label;
  }
}
