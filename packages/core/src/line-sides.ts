import { BASE_CURRENCY } from './constants';
import type { Way } from './ways';

/**
 * The two codes of a line (docs/pricing.md "Cart"): `currencyMycurrent` is what the customer receives,
 * `currencyTakecurrent` what they give. One of them is always GBP.
 */
export interface LineCodes {
  currencyMycurrent: string;
  currencyTakecurrent: string;
}

/** The field of a line holding its foreign code: a Collect line receives foreign currency, a Sell line gives it. */
export function foreignCodeField(way: Way): 'currencyMycurrent' | 'currencyTakecurrent' {
  return way === 'buy' ? 'currencyMycurrent' : 'currencyTakecurrent';
}

/** The field of a line holding GBP: a Collect line gives it, a Sell line receives it. */
export function gbpCodeField(way: Way): 'currencyMycurrent' | 'currencyTakecurrent' {
  return way === 'buy' ? 'currencyTakecurrent' : 'currencyMycurrent';
}

/** The way a line's codes say it goes: giving GBP is Click & Collect, anything else Click & Sell. */
export function wayOfCodes(line: LineCodes): Way {
  return line.currencyTakecurrent === BASE_CURRENCY ? 'buy' : 'sell';
}

/**
 * The foreign currency of a line: "EUR" both for £100 → €115.22 and for €300 → £254.95. The order's way says
 * which side to read; without it, the line's own codes do.
 */
export function foreignCode(line: LineCodes, way: Way = wayOfCodes(line)): string {
  return line[foreignCodeField(way)];
}

/** The code on a line's GBP side (GBP itself, unless the line is on the wrong sides). */
export function gbpCode(line: LineCodes, way: Way = wayOfCodes(line)): string {
  return line[gbpCodeField(way)];
}

/** True when the line has GBP on the side its way puts it and a foreign currency on the other. */
export function hasRightSides(line: LineCodes, way: Way): boolean {
  return gbpCode(line, way) === BASE_CURRENCY && foreignCode(line, way) !== BASE_CURRENCY;
}

/** A line's two amounts and the code that says which is GBP; either may be missing from a client's quote. */
export interface LineAmounts {
  currencyMycurrent: string;
  currencyMy?: string | undefined;
  currencyTake?: string | undefined;
}

/** The GBP amount of a line: what a Collect customer pays, what a Sell customer is paid. */
export function lineGbpAmount<L extends LineAmounts>(line: L): L['currencyMy'] | L['currencyTake'] {
  return line.currencyMycurrent === BASE_CURRENCY ? line.currencyMy : line.currencyTake;
}

/** The foreign amount of a line: the notes a Collect customer receives, or a Sell customer brings. */
export function lineForeignAmount<L extends LineAmounts>(line: L): L['currencyMy'] | L['currencyTake'] {
  return line.currencyMycurrent === BASE_CURRENCY ? line.currencyTake : line.currencyMy;
}
