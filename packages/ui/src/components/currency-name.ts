/** en-GB currency names ("Euro", "Japanese Yen"); null where the runtime has no Intl.DisplayNames. */
const names = (() => {
  try {
    return new Intl.DisplayNames(['en-GB'], { type: 'currency', fallback: 'none' });
  } catch {
    return null;
  }
})();

/**
 * The name a currency picker shows beside the code: the currency's own name (spec: "EUR Euro"), since the
 * API's `label` is the country; the label when the runtime does not know the code.
 */
export function currencyName(code: string, label: string): string {
  try {
    return names?.of(code) ?? label;
  } catch {
    // A code Intl refuses as malformed.
    return label;
  }
}
