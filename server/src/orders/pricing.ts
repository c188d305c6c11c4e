import {
  BASE_CURRENCY,
  belowSmallestNote,
  foreignCode,
  foreignCodeField,
  formatBranchTime,
  formatRate,
  messages,
  orderLimitProblem,
  PricingError,
  priceOrderLine,
  rateStanding,
  rateTooOldText,
  sumAmounts,
  type CartLine,
  type OrderRequest,
  type PricingCurrency,
  type Way,
} from '@tm/core';
import type { AppDeps } from '../deps';
import { unprocessable } from '../http/errors';
import type { RateChange } from '../mail/templates';
import { databaseCurrencies, snapshotCurrencies, type CurrencyByCode } from './current-rates';
import type { PricedWith } from './order-statement';

/*
 * An order's pricing on the server: every line repriced from the server's own rates, the 422s that depend on
 * the server's state (unknown currency, nothing at today's rate, ORDER_MIN/MAX_GBP), and the rate-change note.
 */

/** A line after validation and repricing from the server's own rates. */
export interface PricedLine {
  clientLineId: string;
  receiveAmount: string;
  receiveCode: string;
  giveAmount: string;
  giveCode: string;
  rate: string;
  way: Way;
}

/** The lines and the currency values they were priced with (for the statement's guard). */
export interface Priced {
  lines: PricedLine[];
  pricedWith: PricedWith[];
}

/** The oldest rate an order is taken on, at this request's moment. */
interface RateAgeLimit {
  now: Date;
  maxAgeHours: number;
}

function rateAgeLimit(deps: AppDeps): RateAgeLimit {
  return { now: deps.clock(), maxAgeHours: deps.config.RATES_MAX_AGE_HOURS };
}

export function foreignCodes(input: OrderRequest): string[] {
  return input.Orders.map((l) => foreignCode(l, input.status));
}

/**
 * One line priced at `currency` for the way, with the 422s that placing and a cashier's amend share: an amount
 * worth nothing at that rate, and (Sell) less than one of the currency's smallest notes, which buys nothing
 * (banknotes only) and is never priced. `path` names the amount's field for the form.
 */
export function priceLineOr422(
  currency: PricingCurrency,
  way: Way,
  give: string,
  path: (string | number)[],
): Omit<CartLine, 'Id'> {
  let priced;
  try {
    priced = priceOrderLine(currency, way, give);
  } catch (error) {
    if (error instanceof PricingError) throw unprocessable(messages.correctAmount, 'bad_amount');
    throw error;
  }
  const belowNote = belowSmallestNote(way, priced.currencyTake, currency.value, priced.Rate);
  if (belowNote !== null)
    throw unprocessable(belowNote, 'below_smallest_note', [{ path, message: belowNote }]);
  return priced;
}

/**
 * Reprices every line from the given rates. The request schema has already refused, with 400, every order
 * that is malformed by itself (mixed ways, GBP on the wrong side, bad amounts); what is refused here depends
 * on the server's state and is a 422: a currency that is unknown or deleted, or an amount worth nothing at
 * today's rate, a rate older than RATES_MAX_AGE_HOURS (core rate-age.ts). Only the two codes and the amount the customer gives are read (docs/pricing.md "Orders").
 */
function priceLines(input: OrderRequest, codes: string[], byCode: CurrencyByCode, age: RateAgeLimit): Priced {
  const way = input.status;
  const pricedWith: PricedWith[] = [];
  const lines = input.Orders.map((line, i): PricedLine => {
    const code = codes[i] as string;
    const currency = byCode.get(code);
    if (!currency) {
      throw unprocessable(messages.unknownCurrency(code), 'unknown_currency', [
        {
          path: ['Orders', i, foreignCodeField(way)],
          message: messages.unknownCurrency(code),
        },
      ]);
    }
    if (rateStanding(currency, age.now, age.maxAgeHours) === 'too-old') {
      const tooOld = rateTooOldText(code, formatBranchTime(currency.updatedAt), age.maxAgeHours);
      throw unprocessable(tooOld, 'rates_too_old', [
        { path: ['Orders', i, foreignCodeField(way)], message: tooOld },
      ]);
    }
    const priced = priceLineOr422(currency, way, line.currencyTake, ['Orders', i, 'currencyTake']);
    pricedWith.push({ code, rate: currency.Rate, sellMargin: currency.Sell, buyMargin: currency.Buy });
    return {
      clientLineId: line.Id && line.Id.length > 0 ? line.Id : `${i + 1}`,
      receiveAmount: priced.currencyMy,
      receiveCode: priced.currencyMycurrent,
      giveAmount: priced.currencyTake,
      giveCode: priced.currencyTakecurrent,
      rate: priced.Rate,
      way,
    };
  });
  return { lines, pricedWith };
}

/**
 * The lines whose rate, as the customer's cart quoted it (the line's `Rate`, sent by the app), differs from the
 * rate the server booked: an order queued offline is priced when it arrives (issue 16.9), and the confirmation
 * must say so, with where to cancel. A line sent without a quote tells nothing and is left out.
 */
export function rateChanges(input: OrderRequest, codes: string[], lines: PricedLine[]): RateChange[] {
  const changes: RateChange[] = [];
  input.Orders.forEach((line, i) => {
    const booked = lines[i]?.rate;
    if (!booked || line.Rate === undefined) return;
    // Both as 4-dp text (a quote may come as "1.15"): equal text is an equal rate.
    const quoted = formatRate(line.Rate);
    if (quoted !== formatRate(booked)) changes.push({ code: codes[i] as string, quoted, booked });
  });
  return changes;
}

/**
 * Prices from the in-memory rates when they know every code (the statement re-checks them, see
 * current-rates.ts), else from the database: a currency added a moment ago is not refused on a stale list.
 */
export async function priceFromSnapshot(
  deps: AppDeps,
  input: OrderRequest,
  codes: string[],
): Promise<Priced> {
  const byCode = await snapshotCurrencies(deps);
  if (codes.every((code) => byCode.has(code))) return priceLines(input, codes, byCode, rateAgeLimit(deps));
  return priceFromDatabase(deps, input, codes);
}

export async function priceFromDatabase(
  deps: AppDeps,
  input: OrderRequest,
  codes: string[],
): Promise<Priced> {
  return priceLines(input, codes, await databaseCurrencies(deps, codes), rateAgeLimit(deps));
}

/** A stored or priced line's two sides, as the order_lines table keeps them. */
type LineSides = Pick<PricedLine, 'giveCode' | 'giveAmount' | 'receiveAmount'>;

/** What one order is worth in GBP: the GBP side of each line (paid for Collect, received for Sell). */
const orderGbp = (lines: readonly LineSides[]) =>
  sumAmounts(lines.map((l) => (l.giveCode === BASE_CURRENCY ? l.giveAmount : l.receiveAmount)));

/** ORDER_MIN_GBP / ORDER_MAX_GBP: a 422 naming the limit, checked on the server's own prices. */
export function checkLimits(deps: Pick<AppDeps, 'config'>, lines: readonly LineSides[]): void {
  const problem = orderLimitProblem(orderGbp(lines), {
    minGbp: deps.config.ORDER_MIN_GBP,
    maxGbp: deps.config.ORDER_MAX_GBP,
  });
  if (problem) throw unprocessable(problem, 'order_limit');
}
