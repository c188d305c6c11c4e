import { RATE_DECIMALS } from './constants';
import { Dec, toDec } from './decimal';
import { hasMoreThanPennies, validateAmount } from './amount';
import { messages } from './messages';
import { minorUnitProblem } from './minor-units';
import { customerRate, formatMoney } from './money';
import type { Way } from './ways';

/**
 * Rate alerts (issue 19): "tell me when 1 GBP buys at least X" (Click & Collect) or "when selling X gets at
 * least £Y" (Click & Sell). The target is a 4-dp customer rate, units of the currency per £1, compared with
 * the customer rate core's pricing gives (never the market rate): the customer is told about a price they can
 * actually get.
 *
 * - Collect (`buy`): more currency per pound is better, so the alert fires when the Collect rate is at least
 *   the target.
 * - Sell (`sell`): the customer gets `fx / rate` pounds, so fewer units per pound is better: the alert fires
 *   when the Sell rate is at most the target.
 */

/** How far from today's customer rate a target may be, in percent either way. */
export const RATE_ALERT_BAND_PERCENT = 20;
/** Alerts one email address may have open (waiting for confirmation or active) at once. */
export const MAX_OPEN_RATE_ALERTS = 5;

export interface AlertCurrency {
  Rate: string;
  Sell: string;
  Buy: string;
}

export interface AlertTarget {
  way: Way;
  /** 4-dp customer rate, units per £1. */
  target: string;
}

/** The customer rate an alert of this way watches (4 dp). */
export function alertRate(currency: AlertCurrency, way: Way): string {
  return customerRate(currency, way);
}

/** Whether `rate` (the customer rate of the alert's way) meets the alert's target. */
export function rateMeetsTarget(alert: AlertTarget, rate: string): boolean {
  const target = new Dec(alert.target);
  const now = new Dec(rate);
  return alert.way === 'buy' ? now.gte(target) : now.lte(target);
}

/** Whether the alert fires at this currency's rate and margins: the one rule every rate change applies. */
export function alertFires(alert: AlertTarget, currency: AlertCurrency): boolean {
  return rateMeetsTarget(alert, alertRate(currency, alert.way));
}

/** The targets allowed today: within RATE_ALERT_BAND_PERCENT of `rate`, both ends inside the band at 4 dp. */
export function targetBand(rate: string): { min: string; max: string } {
  const r = new Dec(rate);
  const share = new Dec(RATE_ALERT_BAND_PERCENT).div(100);
  return {
    min: r.mul(new Dec(1).minus(share)).toDecimalPlaces(RATE_DECIMALS, Dec.ROUND_UP).toFixed(RATE_DECIMALS),
    max: r.mul(new Dec(1).plus(share)).toDecimalPlaces(RATE_DECIMALS, Dec.ROUND_DOWN).toFixed(RATE_DECIMALS),
  };
}

export type TargetVerdict =
  | { ok: true; rate: string }
  /** `min`–`max`: the targets that would be accepted today (in the band, and not met already). */
  | { ok: false; reason: 'out-of-band'; rate: string; min: string; max: string }
  | { ok: false; reason: 'already-met'; rate: string };

/**
 * Whether a new alert's target can be accepted against today's customer rate: inside the band, and not met
 * already (an alert that would fire at once tells the customer nothing the page does not).
 */
export function checkAlertTarget(alert: AlertTarget, currency: AlertCurrency): TargetVerdict {
  const rate = alertRate(currency, alert.way);
  const target = new Dec(alert.target);
  const { min, max } = targetBand(rate);
  if (target.lt(min) || target.gt(max)) {
    // The range said is the one a target can be chosen from: inside the band and not met today, so from the
    // next 4-dp step above today's Collect rate (below today's Sell rate) to the band's end.
    const step = new Dec(1).div(10 ** RATE_DECIMALS);
    const useful =
      alert.way === 'buy'
        ? { min: new Dec(rate).plus(step).toFixed(RATE_DECIMALS), max }
        : { min, max: new Dec(rate).minus(step).toFixed(RATE_DECIMALS) };
    return { ok: false, reason: 'out-of-band', rate, ...useful };
  }
  if (rateMeetsTarget(alert, rate)) return { ok: false, reason: 'already-met', rate };
  return { ok: true, rate };
}

/**
 * The Sell target for "when selling `fx` gets at least £`gbp`": `fx / gbp`, rounded DOWN to 4 dp, so any
 * Sell rate at or under it pays at least £`gbp` for `fx`. Null unless both are positive numbers and the
 * result is a positive 4-dp rate.
 */
export function sellTargetFor(fx: string, gbp: string): string | null {
  const f = toDec(fx);
  const g = toDec(gbp);
  if (f === null || g === null || !f.gt(0) || !g.gt(0)) return null;
  const target = f.div(g).toDecimalPlaces(RATE_DECIMALS, Dec.ROUND_DOWN);
  return target.gt(0) ? target.toFixed(RATE_DECIMALS) : null;
}

/** What selling `fx` of the currency pays in pounds at a Sell `rate` (2 dp, half-up, as pricing rounds). */
export function sellProceeds(fx: string, rate: string): string {
  return new Dec(fx).div(new Dec(rate)).toDecimalPlaces(2, Dec.ROUND_HALF_UP).toFixed(2);
}

/**
 * What is wrong with an amount typed for a Click & Sell alert, in its currency's words ("Give EUR amounts with
 * at most 2 decimal places", "JPY has no smaller unit: …"), or the spec's 'Please give correct amount' for one
 * that is no positive amount at all; null when it is fine.
 */
export function sellAlertAmountProblem(amount: string, code: string): string | null {
  const invalid = validateAmount(amount);
  if (invalid && !hasMoreThanPennies(amount)) return invalid;
  return minorUnitProblem(amount, code) ?? invalid;
}

/**
 * A Click & Sell alert's refusal in the pounds the customer typed, not as a rate they never saw: selling €500,
 * "choose … between £424.95 and £531.12" (today £424.92: a target it meets already is not offered); or, when
 * today already pays it, what today pays. Null when accepted.
 */
export function sellVerdictText(fx: string, code: string, verdict: TargetVerdict): string | null {
  if (verdict.ok) return null;
  const selling = formatMoney(fx, code);
  if (verdict.reason === 'already-met') {
    return messages.rateAlertSellAlreadyMet(selling, formatMoney(sellProceeds(fx, verdict.rate), 'GBP'));
  }
  // A higher Sell rate (more units per pound) pays fewer pounds: the band's max rate is its fewest pounds.
  return messages.rateAlertSellOutOfBand(
    selling,
    RATE_ALERT_BAND_PERCENT,
    formatMoney(sellProceeds(fx, verdict.max), 'GBP'),
    formatMoney(sellProceeds(fx, verdict.min), 'GBP'),
  );
}

/**
 * Each way's rate under the one name the site gives it (issue 31.10): the bureau's "We Sell" rate is what
 * Click & Collect pays, its "We Buy" rate what Click & Sell gets (the rates table's columns, the board's).
 */
export const alertRateName = (way: AlertTarget['way']) =>
  way === 'buy' ? 'our We Sell rate (Click & Collect)' : 'our We Buy rate (Click & Sell)';

/** An alert's target in words, for its emails and pages ("our We Sell rate (Click & Collect) is 1.2000 EUR…"). */
export function describeAlertTarget(alert: AlertTarget & { code: string }): string {
  return alert.way === 'buy'
    ? `${alertRateName('buy')} is ${alert.target} ${alert.code} per £1 or more`
    : `${alertRateName('sell')} is ${alert.target} ${alert.code} per £1 or less`;
}

/** The rate an alert fired at, in words ("our We Buy rate (Click & Sell) is now 1.3282 USD per £1"). */
export const alertRateNow = (way: AlertTarget['way'], rate: string, code: string) =>
  `${alertRateName(way)} is now ${rate} ${code} per £1`;
