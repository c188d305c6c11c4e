import { AMOUNT_DECIMALS, BASE_CURRENCY, COLLECT_GBP_STEP, RATE_DECIMALS } from './constants';
import { Dec, toDec } from './decimal';
import { groupDigits } from './digit-groups';
import { messages } from './messages';
import { minorUnits } from './minor-units';
import type { CartLine, Currency, Way } from './schemas';

/** What pricing needs from a currency; the API's `Currency` satisfies it. */
export type PricingCurrency = Pick<Currency, 'value' | 'Rate' | 'Sell' | 'Buy'>;

export interface QuoteInput {
  way: Way;
  /** The 4-dp customer rate (units of foreign currency per 1 GBP), as `customerRate` returns it. */
  rate: string;
  /** Exactly one of `gbp` / `fx`: the amount the customer typed. */
  gbp?: string;
  fx?: string;
  /**
   * Decimals the foreign currency has, at most 2 (`amountDecimals`): a computed yen amount is whole (issue
   * 31.4). Unset: 2.
   */
  fxDecimals?: number;
}

/** The decimals an amount of `code` is priced and shown in: ISO 4217 minor units, at most the stored 2. */
export const amountDecimals = (code: string): number => Math.min(minorUnits(code), AMOUNT_DECIMALS);

export interface Quote {
  /** GBP amount, 2 dp. For Click & Collect always a multiple of 10. */
  gbp: string;
  /** Foreign amount, 2-dp text, rounded to the currency's own minor unit ("16316.00" for yen). */
  fx: string;
  /** The 4-dp customer rate the amounts were computed from. */
  rate: string;
}

/**
 * Thrown when pricing is asked to work with something that is not a usable positive number. For a bad amount
 * the message is the spec's own ('Please give correct amount'), so callers can show it as it is.
 */
export class PricingError extends RangeError {
  override name = 'PricingError';
}

function positiveRate(input: unknown, what: string): Dec {
  const d = toDec(input);
  if (d === null || !d.gt(0)) {
    throw new PricingError(`${what} must be a number greater than 0 (got ${String(input)})`);
  }
  return d;
}

function positiveAmount(input: unknown): Dec {
  const d = toDec(input);
  if (d === null || !d.gt(0)) throw new PricingError(messages.correctAmount);
  return d;
}

const rate4 = (d: Dec) => d.toDecimalPlaces(RATE_DECIMALS, Dec.ROUND_HALF_UP);
const amount2 = (d: Dec) => d.toDecimalPlaces(AMOUNT_DECIMALS, Dec.ROUND_HALF_UP);
const fixed2 = (d: Dec) => amount2(d).toFixed(AMOUNT_DECIMALS);

/** Rounds up to the next multiple of COLLECT_GBP_STEP; a multiple stays as it is. */
function ceilToStep(d: Dec): Dec {
  return d.div(COLLECT_GBP_STEP).ceil().mul(COLLECT_GBP_STEP);
}

/**
 * The customer rate (docs/pricing.md): Click & Collect (`buy`) uses `Rate × (1 + Sell/100)`, Click & Sell
 * (`sell`) uses `Rate × (1 + Buy/100)`; 4 dp half-up. The dashboard's selling / buying prices are the same two.
 */
export function customerRate(c: { Rate: string; Sell: string; Buy: string }, way: Way): string {
  const market = positiveRate(c.Rate, 'Rate');
  const margin = toDec(way === 'buy' ? c.Sell : c.Buy);
  if (margin === null) throw new PricingError(`${way === 'buy' ? 'Sell' : 'Buy'} margin must be a number`);
  const rate = rate4(market.mul(margin.div(100).plus(1)));
  // A margin of -100% or below would give a free or negative price; refuse rather than divide by zero later.
  if (!rate.gt(0)) throw new PricingError('The margin leaves no positive customer rate');
  return rate.toFixed(RATE_DECIMALS);
}

/**
 * Prices one line from the amount the customer typed, by the rules of docs/pricing.md.
 *
 * Click & Collect: the GBP side is rounded up to a multiple of 10 and the foreign side recomputed from it. When
 * the foreign amount was typed, the GBP is `fx / rate` rounded up to 10 from its exact value (not from a 2-dp
 * intermediate), so the customer never receives less than they asked for; the worked numbers are the same.
 * Click & Sell: no rounding to 10; the other side is the typed side converted at the rate, 2 dp half-up.
 *
 * Throws PricingError unless exactly one of gbp / fx is given and it and the rate are positive numbers.
 */
export function quote(input: QuoteInput): Quote {
  const rate = rate4(positiveRate(input.rate, 'Rate'));
  const hasGbp = input.gbp !== undefined && input.gbp !== '';
  const hasFx = input.fx !== undefined && input.fx !== '';
  // Exactly one side is typed; anything else is a caller's mistake, reported as the spec's amount message.
  if (hasGbp === hasFx) throw new PricingError(messages.correctAmount);
  const typed = positiveAmount(hasGbp ? input.gbp : input.fx);
  const rateText = rate.toFixed(RATE_DECIMALS);

  const units = input.fxDecimals ?? AMOUNT_DECIMALS;
  const fxIn = (d: Dec) => fixed2(d.toDecimalPlaces(units, Dec.ROUND_HALF_UP));

  if (input.way === 'buy') {
    const gbp = ceilToStep(hasGbp ? typed : typed.div(rate));
    return { gbp: fixed2(gbp), fx: fxIn(gbp.mul(rate)), rate: rateText };
  }
  if (hasGbp) {
    // Sell by the pound: the foreign amount to bring is whole units of it, and the pounds are what that buys
    // (the server prices a Sell line from the foreign amount, so the two agree).
    const fx = typed.mul(rate).toDecimalPlaces(units, Dec.ROUND_HALF_UP);
    return {
      gbp: units < AMOUNT_DECIMALS ? fixed2(fx.div(rate)) : fixed2(typed),
      fx: fixed2(fx),
      rate: rateText,
    };
  }
  return { gbp: fixed2(typed.div(rate)), fx: fixed2(typed), rate: rateText };
}

function lineFromQuote(c: PricingCurrency, way: Way, q: Quote): Omit<CartLine, 'Id'> {
  const code = c.value.toUpperCase();
  // Collect: the customer receives foreign and gives GBP. Sell: receives GBP and gives foreign.
  return way === 'buy'
    ? {
        currencyMy: q.fx,
        currencyMycurrent: code,
        currencyTake: q.gbp,
        currencyTakecurrent: BASE_CURRENCY,
        Rate: q.rate,
        status: 'buy',
      }
    : {
        currencyMy: q.gbp,
        currencyMycurrent: BASE_CURRENCY,
        currencyTake: q.fx,
        currencyTakecurrent: code,
        Rate: q.rate,
        status: 'sell',
      };
}

/**
 * Server-side repricing (docs/pricing.md "Orders"): from the amount the customer gives (GBP for a Collect
 * line, rounded up to 10 again; the foreign amount for a Sell line) and the server's own currency row.
 */
export function priceOrderLine(c: PricingCurrency, way: Way, give: string): Omit<CartLine, 'Id'> {
  const rate = customerRate(c, way);
  const fxDecimals = amountDecimals(c.value);
  const q =
    way === 'buy' ? quote({ way, rate, gbp: give, fxDecimals }) : quote({ way, rate, fx: give, fxDecimals });
  // A Sell of a few minor units at a large rate converts to £0.00: nothing to pay out, so not an order line.
  if (!new Dec(q.gbp).gt(0) || !new Dec(q.fx).gt(0)) throw new PricingError(messages.correctAmount);
  return lineFromQuote(c, way, q);
}

/**
 * A line's pricing at the rate it was guaranteed (issue 30): its own customer rate, with no further margin.
 * Change amounts is priced so on the server while the guarantee lasts, and its dialog checks the limits with it.
 */
export const guaranteedPricing = (code: string, rate: string): PricingCurrency => ({
  value: code,
  Rate: rate,
  Sell: '0',
  Buy: '0',
});

/** A cart line from what the customer typed on the calculator or the purchase form. */
export function makeCartLine(args: {
  currency: PricingCurrency;
  way: Way;
  gbp?: string;
  fx?: string;
  id: string;
}): CartLine {
  return { Id: args.id, ...pricedLine(args) };
}

/** The money of a cart line for what was typed, without an id: what a line would be, before it is one. */
export function pricedLine(args: {
  currency: PricingCurrency;
  way: Way;
  gbp?: string;
  fx?: string;
}): Omit<CartLine, 'Id'> {
  const rate = customerRate(args.currency, args.way);
  const q = quote({
    way: args.way,
    rate,
    gbp: args.gbp,
    fx: args.fx,
    fxDecimals: amountDecimals(args.currency.value),
  });
  return lineFromQuote(args.currency, args.way, q);
}

/**
 * Seeded with the pound and the euro (what Intl gives for them in en-GB), which every customer sees first:
 * the first Intl.NumberFormat of a page loads the locale's number data, a 20 ms task on a phone's start-up.
 */
const symbolCache = new Map<string, string>([
  ['GBP', '£'],
  ['EUR', '€'],
]);

/** The en-GB symbol for a currency code ("£", "€", "US$", "JP¥"), or the code itself when Intl has none. */
function currencySymbol(code: string): string {
  const cached = symbolCache.get(code);
  if (cached !== undefined) return cached;
  let symbol = code;
  try {
    const parts = new Intl.NumberFormat('en-GB', { style: 'currency', currency: code }).formatToParts(0);
    symbol = parts.find((p) => p.type === 'currency')?.value ?? code;
  } catch {
    // Not a well-formed ISO code: show the code as it is.
  }
  // A symbol made of letters ("CHF") reads badly glued to the digits.
  if (/\p{L}$/u.test(symbol)) symbol += '\u00a0';
  symbolCache.set(code, symbol);
  return symbol;
}

/**
 * An amount for display, en-GB style with the currency's symbol, 2 dp ("£100.00", "€115.22") except a whole
 * amount of a currency with no minor unit ("JP¥81,579", issue 31.4; a stored fraction of one is still shown).
 * Digits come from the decimal string itself, so nothing passes through a float.
 */
export function formatMoney(amount: string, code: string): string {
  const d = toDec(amount);
  if (d === null) throw new PricingError(`Not an amount: ${amount}`);
  const [whole = '0', pennies = '00'] = amount2(d.abs()).toFixed(AMOUNT_DECIMALS).split('.');
  const grouped = groupDigits(whole);
  const sign = d.isNeg() && !amount2(d).isZero() ? '-' : '';
  const upper = code.trim().toUpperCase();
  const fraction = pennies === '00' && amountDecimals(upper) === 0 ? '' : `.${pennies}`;
  return `${sign}${currencySymbol(upper)}${grouped}${fraction}`;
}

/** The sum of decimal amounts, 2 dp half-up ("0.00" for none); e.g. a cart's or a day's total. */
export function sumAmounts(amounts: readonly string[]): string {
  let total = new Dec(0);
  for (const a of amounts) {
    const d = toDec(a);
    if (d === null) throw new PricingError(`Not an amount: ${a}`);
    total = total.plus(d);
  }
  return fixed2(total);
}

const PLAIN_RATE_4DP = /^(0|[1-9]\d*)\.\d{4}$/;

/** A rate for display: always 4 dp, half-up ("1.1522"). */
export function formatRate(rate: string): string {
  // A stored or priced rate is already positive 4-dp text, which rounding to 4 dp gives back unchanged.
  if (PLAIN_RATE_4DP.test(rate)) return rate;
  const d = toDec(rate);
  if (d === null) throw new PricingError(`Not a rate: ${rate}`);
  return rate4(d).toFixed(RATE_DECIMALS);
}
