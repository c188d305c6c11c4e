import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { customerRate, makeCartLine, priceOrderLine, quote } from '../src/index';
import { Dec } from '../src/decimal';

const RATE_4DP = /^\d+\.\d{4}$/;
const AMOUNT_2DP = /^\d+\.\d{2}$/;

/** A decimal string with up to `dp` decimals in [min, max] (in units of 10^-dp), never a float. */
const decimal = (min: number, max: number, dp: number) =>
  fc.integer({ min, max }).map((n) => new Dec(n).div(10 ** dp).toFixed(dp));

/** Market rates from 0.0100 (e.g. KWD-like) to 20,000 (e.g. IDR / VND-like), with up to 4 dp. */
const marketRate = decimal(100, 200_000_000, 4);
/** Margins as bureaux set them: Sell negative, Buy positive, up to ±15% with 2 dp. */
const sellMargin = decimal(-1500, 0, 2);
const buyMargin = decimal(0, 1500, 2);

/** The customer rate this market rate and Sell margin give, and the Click & Collect quote at it for what was typed. */
function collectQuote(Rate: string, Sell: string, typed: { gbp: string } | { fx: string }) {
  const rate = customerRate({ Rate, Sell, Buy: '0' }, 'buy');
  return { rate, q: quote({ way: 'buy', rate, ...typed }) };
}
/** Typed amounts 0.01 to 100,000.00. */
const amount = decimal(1, 10_000_000, 2);
const way = fc.constantFrom('buy' as const, 'sell' as const);
/** A line of either way, priced from either side (`typedGbp`) with amount `a`. */
const typedLine = fc.record({
  Rate: marketRate,
  Sell: sellMargin,
  Buy: buyMargin,
  w: way,
  typedGbp: fc.boolean(),
  a: amount,
});

describe('pricing properties', () => {
  it('customer rates are always exactly 4 dp and positive', () => {
    fc.assert(
      fc.property(marketRate, sellMargin, buyMargin, way, (Rate, Sell, Buy, w) => {
        const r = customerRate({ Rate, Sell, Buy }, w);
        expect(r).toMatch(RATE_4DP);
        expect(new Dec(r).gt(0)).toBe(true);
      }),
    );
  });

  it('a Collect GBP amount is a multiple of 10 and never below what was typed', () => {
    fc.assert(
      fc.property(marketRate, sellMargin, amount, (Rate, Sell, gbp) => {
        const { q } = collectQuote(Rate, Sell, { gbp });
        expect(new Dec(q.gbp).mod(10).isZero()).toBe(true);
        expect(new Dec(q.gbp).gte(gbp)).toBe(true);
        expect(new Dec(q.gbp).minus(gbp).lt(10)).toBe(true);
      }),
    );
  });

  it('a Collect quote from a typed foreign amount gives a multiple of 10 and at least the foreign amount asked', () => {
    fc.assert(
      fc.property(marketRate, sellMargin, amount, (Rate, Sell, fx) => {
        const { rate, q } = collectQuote(Rate, Sell, { fx });
        expect(new Dec(q.gbp).mod(10).isZero()).toBe(true);
        expect(new Dec(q.gbp).gte(10)).toBe(true);
        expect(new Dec(q.fx).gte(fx)).toBe(true);
        // The foreign side is recomputed from the rounded GBP.
        expect(q.fx).toBe(new Dec(q.gbp).mul(rate).toDecimalPlaces(2).toFixed(2));
      }),
    );
  });

  it('amounts are never negative and always exactly 2 dp; the rate comes back 4 dp', () => {
    fc.assert(
      fc.property(typedLine, ({ Rate, Sell, Buy, w, typedGbp, a }) => {
        const rate = customerRate({ Rate, Sell, Buy }, w);
        const q = quote(typedGbp ? { way: w, rate, gbp: a } : { way: w, rate, fx: a });
        expect(q.gbp).toMatch(AMOUNT_2DP);
        expect(q.fx).toMatch(AMOUNT_2DP);
        expect(q.rate).toMatch(RATE_4DP);
        expect(q.rate).toBe(rate);
      }),
    );
  });

  it('Sell keeps the typed side and converts the other at the 4-dp rate, 2 dp half-up', () => {
    fc.assert(
      fc.property(marketRate, buyMargin, fc.boolean(), amount, (Rate, Buy, typedGbp, a) => {
        const rate = customerRate({ Rate, Sell: '0', Buy }, 'sell');
        if (typedGbp) {
          const q = quote({ way: 'sell', rate, gbp: a });
          expect(q.gbp).toBe(a);
          expect(q.fx).toBe(new Dec(a).mul(rate).toDecimalPlaces(2, Dec.ROUND_HALF_UP).toFixed(2));
        } else {
          const q = quote({ way: 'sell', rate, fx: a });
          expect(q.fx).toBe(a);
          expect(q.gbp).toBe(new Dec(a).div(rate).toDecimalPlaces(2, Dec.ROUND_HALF_UP).toFixed(2));
        }
      }),
    );
  });

  it('the server, repricing from what the customer gives, gets the very line the client built', () => {
    fc.assert(
      fc.property(typedLine, ({ Rate, Sell, Buy, w, typedGbp, a }) => {
        const currency = { value: 'XYZ', Rate, Sell, Buy };
        // A Sell line typed in GBP is the one case that can move: the server starts from the foreign amount.
        fc.pre(w === 'buy' || !typedGbp);
        const line = makeCartLine({ currency, way: w, id: 'l', ...(typedGbp ? { gbp: a } : { fx: a }) });
        fc.pre(new Dec(line.currencyMy).gt(0));
        const { Id: _id, ...priced } = line;
        expect(priceOrderLine(currency, w, line.currencyTake)).toEqual(priced);
      }),
    );
  });

  it('a Sell line typed in GBP reprices to within the rounding of one conversion', () => {
    fc.assert(
      fc.property(marketRate, buyMargin, amount, (Rate, Buy, gbp) => {
        const currency = { value: 'XYZ', Rate, Sell: '0', Buy };
        const line = makeCartLine({ currency, way: 'sell', gbp, id: 'l' });
        fc.pre(new Dec(line.currencyTake).gt(0));
        const repriced = quote({ way: 'sell', rate: line.Rate, fx: line.currencyTake });
        // |fx/rate - gbp| <= 0.005/rate, plus half a penny for the final rounding.
        const bound = new Dec('0.005').div(line.Rate).plus('0.005');
        expect(new Dec(repriced.gbp).minus(gbp).abs().lte(bound)).toBe(true);
      }),
    );
  });
});
