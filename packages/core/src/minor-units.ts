import { AMOUNT_DECIMALS } from './constants';
import { toDec } from './decimal';

/**
 * ISO 4217 minor units (issue 31.4) of the currencies that do not have two: a yen has no fraction, a Kuwaiti
 * dinar has three. Every other code has 2, as the list's default. An amount the customer types in a
 * currency is refused with more decimals than it has, in the calculator, the Add Currency form and the API.
 */
const WHOLE = 'BIF CLP DJF GNF ISK JPY KMF KRW PYG RWF UGX UYI VND VUV XAF XOF XPF';
const THOUSANDTHS = 'BHD IQD JOD KWD LYD OMR TND';
// Two lists as text rather than an object of 24 keys: this is on the home route, which has a size budget.
export const MINOR_UNITS: Readonly<Record<string, number>> = Object.fromEntries([
  ...WHOLE.split(' ').map((code) => [code, 0] as const),
  ...THOUSANDTHS.split(' ').map((code) => [code, 3] as const),
]);

/** How many decimals an amount of `code` may have. */
export const minorUnits = (code: string): number => MINOR_UNITS[code.trim().toUpperCase()] ?? 2;

/**
 * Why a typed amount of `code` cannot be taken as it is (more decimals than the currency has, or than an
 * amount is kept with: 2, so a Kuwaiti dinar's third decimal too), or null. "38000.50" yen: "JPY has no
 * smaller unit: give a whole number of JPY"; "100.125" dinars: "Give KWD amounts with at most 2 decimal
 * places". Leading and trailing zeros after the point are not a fraction ("38000.00" is fine).
 */
export function minorUnitProblem(amount: string, code: string): string | null {
  const d = toDec(amount);
  if (d === null) return null; // validateAmount says what is wrong with it
  const places = Math.min(minorUnits(code), AMOUNT_DECIMALS);
  if (d.decimalPlaces() <= places) return null;
  const upper = code.trim().toUpperCase();
  return places === 0
    ? `${upper} has no smaller unit: give a whole number of ${upper}`
    : `Give ${upper} amounts with at most ${places} decimal places`;
}
