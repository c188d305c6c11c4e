import { amountDecimals, customerRate, formatMoney, pricedLine, quote } from '@tm/core/money';
import { messages } from '@tm/core/messages';
import {
  beyondMaxAmount,
  hasMoreThanPennies,
  MAX_AMOUNT,
  plainAmount,
  validateAmount,
} from '@tm/core/amount';
import { BASE_CURRENCY } from '@tm/core/constants';
import { toDec } from '@tm/core/decimal';
import { minorUnitProblem } from '@tm/core/minor-units';
import { lineSettlement } from '@tm/core/order-money';
import { belowSmallestNote } from '@tm/core/sell-notes';
import { orderLimitProblem, type OrderLimits } from '@tm/core/order-limits';
import { rateAgeLine, rateStanding, rateTooOldText, type RateFacts } from '@tm/core/rate-age';
import type { CartLine, PricingCurrency, Quote, Way } from '@tm/core';
import { formatWhen } from '../../components/format-when';
import type { CalcResult, Side, Typed } from './calculator-fields';

export { fieldValue, type CalcResult, type Side, type Typed } from './calculator-fields';

export interface CalcInput {
  way: Way;
  currency: PricingCurrency | undefined;
  side: Side;
  text: string;
}

/**
 * The calculator both ways (docs/pricing.md): the typed side is checked with the spec's amount rule, then
 * priced by `quote()` at the 4-dp customer rate. Click & Collect rounds the GBP up to a multiple of 10.
 */
export function calculate({ way, currency, side, text }: CalcInput): CalcResult {
  const trimmed = plainAmount(text);
  if (trimmed === '') return { ok: false, error: null };
  // No fraction of a yen, no third decimal of a dinar (ISO 4217 minor units), as the API refuses them, said
  // in the currency's own words; "pounds and pence" is for the GBP field.
  const fraction = side === 'fx' && currency ? minorUnitProblem(trimmed, currency.value) : null;
  if (fraction !== null) return { ok: false, error: fraction };
  if (hasMoreThanPennies(trimmed)) return { ok: false, error: messages.amountPennies };
  const invalid = validateAmount(trimmed);
  if (invalid !== null) return { ok: false, error: invalid };
  if (!currency) return { ok: false, error: null };
  const rate = customerRate(currency, way);
  let priced: Quote;
  try {
    const fxDecimals = amountDecimals(currency.value); // a computed yen amount is whole (issue 31.4)
    priced = quote(
      side === 'gbp' ? { way, rate, gbp: trimmed, fxDecimals } : { way, rate, fx: trimmed, fxDecimals },
    );
  } catch {
    return { ok: false, error: messages.correctAmount };
  }
  // Selling less than the smallest note the branch takes would price nothing it can buy: refused, note named.
  const belowNote = belowSmallestNote(way, priced.fx, currency.value, priced.rate);
  return belowNote === null ? { ok: true, quote: priced } : { ok: false, error: belowNote };
}

/**
 * The moment Click & Collect's rounding changes what was typed (£600.50 becomes £610, €700 becomes £610 and
 * €702.83), the rule is said at the GBP field; null otherwise.
 */
export function roundingNote(way: Way, typed: Typed, result: CalcResult): string | null {
  if (way !== 'buy' || !result.ok) return null;
  const typedAmount = plainAmount(typed.text);
  return toDec(typedAmount)?.eq(result.quote[typed.side]) ? null : messages.collectRounding;
}

/**
 * Click & Sell: the branch buys whole notes, so £250 wanted is €294.18, of which it takes €290.00 for £246.45.
 * Said at the GBP field while it differs from what was typed, so the field's £250 and the headline's £246.45
 * never stand side by side unexplained; null otherwise (Collect, or an amount whole notes pay exactly).
 * `sides`: which typed side it speaks for. Home's headline already says what a foreign amount's notes pay; the
 * purchase page's Add Currency form has none, so there it speaks for both (an audit found that form showing the
 * priced £257.22 for €302.67, which the cart and the email then contradicted).
 */
export function sellNotesNote(
  way: Way,
  currency: PricingCurrency | undefined,
  typed: Typed,
  result: CalcResult,
  sides: readonly Side[] = ['gbp'],
): string | null {
  if (way !== 'sell' || !result.ok || !currency || !sides.includes(typed.side)) return null;
  const settled = sellSettlement(currency, typed);
  const asTyped = typed.side === 'gbp' ? settled?.gbp : settled?.notes;
  if (!settled || !asTyped || toDec(plainAmount(typed.text))?.eq(asTyped)) return null;
  return messages.sellWholeNotes(
    formatMoney(settled.notes, currency.value),
    formatMoney(settled.gbp, BASE_CURRENCY),
  );
}

/**
 * A quote over the order's upper limit by itself is refused at the amount, naming the limit, instead of quoted:
 * the calculator once quoted £1,000,000,000.00 and only the cart refused it. Only the maximum: the minimum is for
 * the whole order, which may hold other lines, and the cart checks both on its total.
 */
export function withinOrderLimit(
  result: CalcResult,
  limits: OrderLimits | null | undefined,
  typed?: Typed,
): CalcResult {
  if (!limits) return result;
  // Pounds past any amount the API takes (core MAX_AMOUNT) are over the order's limit too: said as that, as
  // £5,001 is, not as "Please give correct amount". (A foreign amount that large cannot be priced to say so.)
  if (!result.ok && typed?.side === 'gbp' && beyondMaxAmount(plainAmount(typed.text)))
    return {
      ok: false,
      error: orderLimitProblem(MAX_AMOUNT, { ...limits, minGbp: '0' }) ?? messages.correctAmount,
    };
  if (!result.ok) return result;
  const problem = orderLimitProblem(result.quote.gbp, { ...limits, minGbp: '0' });
  return problem ? { ok: false, error: problem } : result;
}

/**
 * Why an amount cannot be priced right now, said beside the disabled Buy/Add button; null when it can. While
 * the rates load (a prerendered page paints before they arrive), pressing the button must not answer
 * "Please give correct amount" for an amount that is correct.
 */
export function pricingUnavailable({
  currency,
  code,
  loading,
  anyRates,
}: {
  currency: PricingCurrency | undefined;
  code: string;
  loading: boolean;
  anyRates: boolean;
}): string | null {
  if (currency) return null;
  if (loading) return messages.ratesLoading;
  return anyRates ? messages.unknownCurrency(code) : messages.ratesUnavailable;
}

/** The rate shown under "Today's Exchange Rate" (1 GBP = rate), or null until a currency is known. */
export function displayRate(currency: PricingCurrency | undefined, way: Way): string | null {
  if (!currency) return null;
  try {
    return customerRate(currency, way);
  } catch {
    return null;
  }
}

/** A random line id; crypto.randomUUID is missing on plain-http origins, so fall back to getRandomValues. */
export function newLineId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** What an amount form (the home calculator, Add Currency) shows for what was typed. */
export interface AmountFormView {
  result: CalcResult;
  /** Today's rate for the way, or null until a currency is known. */
  rate: string | null;
  /** Why the button waits (see pricingUnavailable), or null. */
  unavailable: string | null;
  /** The message under the typed field: the amount's problem, or "Please give correct amount" once submitted. */
  amountError: string | null;
  /** Why the other field is empty while the typed one is refused ("Enter a valid amount in GBP to see…"). */
  otherFieldHint: string | null;
  /**
   * Said at the GBP field when the order will not be the pounds typed: Click & Collect's £10 rounding
   * (roundingNote), or the whole notes Click & Sell buys (sellNotesNote).
   */
  rounding: string | null;
  /** The chosen rate's age when it matters (core rate-age.ts): a sample, or older than a day; else null. */
  rateAge: string | null;
}

/**
 * What the chosen currency's rate-age standing makes the form say: a sample or an old rate is named beside
 * the rate, and a rate older than RATES_MAX_AGE_HOURS refuses the order before the server does.
 */
export function rateAgeView(
  currency: (Partial<RateFacts> & { value: string }) | undefined,
  maxAgeHours: number | null,
  now: number = Date.now(),
): { line: string | null; refusal: string | null } {
  if (!currency || currency.updatedAt === undefined) return { line: null, refusal: null };
  const facts = { updatedAt: currency.updatedAt, sample: currency.sample ?? false };
  const standing = rateStanding(facts, now, maxAgeHours);
  if (standing === 'fresh') return { line: null, refusal: null };
  const when = formatWhen(new Date(facts.updatedAt));
  if (standing === 'too-old' && maxAgeHours !== null)
    return { line: null, refusal: rateTooOldText(currency.value, when, maxAgeHours) };
  return { line: rateAgeLine(standing, when), refusal: null };
}

export function amountFormView({
  way,
  currency,
  code,
  currencies,
  loading,
  typed,
  submitted,
  limits,
}: {
  way: Way;
  currency: (PricingCurrency & Partial<RateFacts>) | undefined;
  /** The code the form asks for (the picker's), named when it is not offered. */
  code: string;
  currencies: readonly PricingCurrency[];
  loading: boolean;
  typed: Typed;
  submitted: boolean;
  /** The server's order limits when known (GET /orderRules); the server checks every order anyway. */
  limits?: OrderLimits | null;
}): AmountFormView {
  const result = withinOrderLimit(
    calculate({ way, currency, side: typed.side, text: typed.text }),
    limits,
    typed,
  );
  const amountError = result.ok ? null : (result.error ?? (submitted ? messages.correctAmount : null));
  const fxCode = currency?.value ?? code;
  const age = rateAgeView(currency, limits?.ratesMaxAgeHours ?? null);
  const [typedCode, otherCode] = typed.side === 'gbp' ? [BASE_CURRENCY, fxCode] : [fxCode, BASE_CURRENCY];
  return {
    result,
    rate: displayRate(currency, way),
    unavailable:
      pricingUnavailable({ currency, code, loading, anyRates: currencies.length > 0 }) ?? age.refusal,
    amountError,
    otherFieldHint: amountError === null ? null : messages.amountToSeeOther(typedCode, otherCode),
    rounding: roundingNote(way, typed, result) ?? sellNotesNote(way, currency, typed, result),
    rateAge: age.line,
  };
}

/** The cart line for what was typed, priced like the quote the form shows. */
export function cartLineFor(currency: PricingCurrency, way: Way, typed: Typed): CartLine {
  return { Id: newLineId(), ...typedLine(currency, way, typed) };
}

/** What was typed, priced as a line (no id: not in a cart yet). */
function typedLine(currency: PricingCurrency, way: Way, typed: Typed) {
  const amount = plainAmount(typed.text);
  return pricedLine(typed.side === 'gbp' ? { currency, way, gbp: amount } : { currency, way, fx: amount });
}

/**
 * What a Click & Sell customer gets for what was typed, as the counter settles it (core lineSettlement): the
 * notes the branch takes and the GBP paid for them. €102.50 typed is €100 in notes and £84.98, not the £87.11
 * the whole amount is worth: the headline says the money that changes hands, as the emails do.
 */
export function sellSettlement(
  currency: PricingCurrency,
  typed: Typed,
): { notes: string; gbp: string } | null {
  const settled = lineSettlement(typedLine(currency, 'sell', typed), 'sell');
  return settled ? { notes: settled.notes, gbp: settled.gbp } : null;
}
