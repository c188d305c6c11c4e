import { describe, expect, it } from 'vitest';
import {
  PricingError,
  customerRate,
  formatMoney,
  formatRate,
  makeCartLine,
  priceOrderLine,
  quote,
  sumAmounts,
  type QuoteInput,
  type Way,
} from '../src/index';
import { EUR, EUR_LINE, orderLine, sellOrderLine } from '../fixtures';

// docs/pricing.md worked numbers.
const JPY = { value: 'JPY', label: 'Japan', Rate: '167.3420', Sell: '-2.5', Buy: '3' };

describe('customerRate', () => {
  it('prices EUR Click & Collect from Sell and Click & Sell from Buy, 4 dp half-up', () => {
    expect(customerRate(EUR, 'buy')).toBe('1.1522'); // 1.152185
    expect(customerRate(EUR, 'sell')).toBe('1.1767'); // 1.17665: the half rounds up
  });

  it('prices JPY as the worked example', () => {
    expect(customerRate(JPY, 'buy')).toBe('163.1585');
    expect(customerRate(JPY, 'sell')).toBe('172.3623');
  });

  it('always prints 4 decimals, even for whole results', () => {
    expect(customerRate({ Rate: '2', Sell: '0', Buy: '50' }, 'buy')).toBe('2.0000');
    expect(customerRate({ Rate: '2', Sell: '0', Buy: '50' }, 'sell')).toBe('3.0000');
  });

  it('refuses a market rate or margin that is not a number, and margins that leave no price', () => {
    expect(() => customerRate({ Rate: 'abc', Sell: '0', Buy: '0' }, 'buy')).toThrow(PricingError);
    expect(() => customerRate({ Rate: '0', Sell: '0', Buy: '0' }, 'buy')).toThrow(PricingError);
    expect(() => customerRate({ Rate: '1.2', Sell: 'x', Buy: '0' }, 'buy')).toThrow(PricingError);
    expect(() => customerRate({ Rate: '1.2', Sell: '-100', Buy: '0' }, 'buy')).toThrow(PricingError);
  });
});

describe('quote', () => {
  // The worked examples of docs/pricing.md at EUR's customer rates (customerRate above): what is typed, and
  // the pounds and euros that come back, quoted at that same rate.
  const quotesAt =
    (way: Way, rate: string) =>
    (_name: string, typed: Pick<QuoteInput, 'gbp' | 'fx'>, [gbp, fx]: readonly [string, string]) => {
      expect(quote({ way, rate, ...typed })).toEqual({ gbp, fx, rate });
    };

  it.each([
    ['customer types £95: £100 -> €115.22', { gbp: '95' }, ['100.00', '115.22']],
    ['customer types €250: 216.98 -> £220 -> €253.48', { fx: '250' }, ['220.00', '253.48']],
    ['keeps a GBP amount that is already a multiple of 10', { gbp: '100' }, ['100.00', '115.22']],
    ['rounds £100.01 up to £110', { gbp: '100.01' }, ['110.00', '126.74']],
  ] as const)('Collect, %s', quotesAt('buy', '1.1522'));

  it.each([
    ['customer types €300 -> £254.95', { fx: '300' }, ['254.95', '300.00']],
    ['customer types £100 -> €117.67 (no rounding to 10)', { gbp: '100' }, ['100.00', '117.67']],
    ['keeps £95 as typed', { gbp: '95' }, ['95.00', '111.79']],
  ] as const)('Sell, %s', quotesAt('sell', '1.1767'));

  it('accepts a rate with more than 4 dp by rounding it first', () => {
    expect(quote({ way: 'sell', rate: '1.17665', gbp: '100' })).toEqual({
      gbp: '100.00',
      fx: '117.67',
      rate: '1.1767',
    });
  });

  it('JPY: £500 collect -> ¥81,579.25 at 2 dp, ¥81,579 in whole yen (issue 31.4)', () => {
    expect(quote({ way: 'buy', rate: '163.1585', gbp: '500' }).fx).toBe('81579.25');
    expect(quote({ way: 'buy', rate: '163.1585', gbp: '500', fxDecimals: 0 }).fx).toBe('81579.00');
    // 81579.50 would round up: half-up at the currency's unit, as at 2 dp.
    expect(quote({ way: 'buy', rate: '163.159', gbp: '500', fxDecimals: 0 }).fx).toBe('81580.00');
  });

  it('JPY: Sell by the pound brings whole yen, and the pounds are what they buy (issue 31.4)', () => {
    // £100 × 172.3623 = ¥17,236.23 → ¥17,236; 17236 / 172.3623 = 99.9986… → £100.00.
    expect(quote({ way: 'sell', rate: '172.3623', gbp: '100', fxDecimals: 0 })).toEqual({
      gbp: '100.00',
      fx: '17236.00',
      rate: '172.3623',
    });
    // £1 × 172.3623 → ¥172; 172 / 172.3623 = 0.9979 → £1.00.
    expect(quote({ way: 'sell', rate: '172.3623', gbp: '1', fxDecimals: 0 }).fx).toBe('172.00');
  });

  it('rounds amounts half-up, never half-even', () => {
    // 10 × 1.00005 is not reachable with a 4-dp rate, so use sell: 0.25 / 2 = 0.125 -> 0.13.
    expect(quote({ way: 'sell', rate: '2.0000', fx: '0.25' }).gbp).toBe('0.13');
  });

  it('needs exactly one typed amount, positive, and a positive rate', () => {
    expect(() => quote({ way: 'buy', rate: '1.1522' })).toThrow(PricingError);
    expect(() => quote({ way: 'buy', rate: '1.1522', gbp: '10', fx: '10' })).toThrow(PricingError);
    expect(() => quote({ way: 'buy', rate: '1.1522', gbp: '0' })).toThrow(PricingError);
    expect(() => quote({ way: 'sell', rate: '1.1522', fx: '-5' })).toThrow(PricingError);
    expect(() => quote({ way: 'sell', rate: '1.1522', fx: 'NaN' })).toThrow(PricingError);
    expect(() => quote({ way: 'sell', rate: '0', fx: '5' })).toThrow(PricingError);
  });
});

describe('priceOrderLine', () => {
  it('reprices a Collect line from the GBP given, rounding up to 10 again', () => {
    // £95 rounds up to £100: EUR_LINE, €115.22 at 1.1522.
    const { Id: _id, ...line } = EUR_LINE;
    expect(priceOrderLine(EUR, 'buy', '95')).toEqual(line);
  });

  it('reprices a Sell line from the foreign amount given', () => {
    // €300 sells for £254.95 at 1.1767: the fixture's Sell line.
    const { Id: _id, ...line } = sellOrderLine();
    expect(priceOrderLine(EUR, 'sell', '300')).toEqual(line);
  });

  it('prices the JPY example', () => {
    expect(priceOrderLine(JPY, 'buy', '500')).toMatchObject({ currencyMy: '81579.00', Rate: '163.1585' });
  });
});

describe('makeCartLine', () => {
  // The fixtures' EUR lines with the amounts of what was typed (quote's worked examples above).
  it.each([
    [
      'a Collect line from a typed foreign amount',
      { currency: EUR, way: 'buy', fx: '250', id: 'x1' },
      orderLine({ Id: 'x1', currencyMy: '253.48', currencyTake: '220.00' }),
    ],
    [
      'a Sell line from typed GBP',
      { currency: EUR, way: 'sell', gbp: '100', id: 'x2' },
      sellOrderLine({ Id: 'x2', currencyMy: '100.00', currencyTake: '117.67' }),
    ],
  ] as const)('builds %s', (_name, typed, line) => {
    expect(makeCartLine(typed)).toEqual(line);
  });
});

describe('formatMoney / formatRate', () => {
  it.each([
    { amount: '100', code: 'GBP', printed: '£100.00' },
    { amount: '115.22', code: 'EUR', printed: '€115.22' },
    { amount: '81579.25', code: 'JPY', printed: 'JP¥81,579.25' },
    { amount: '81579.00', code: 'JPY', printed: 'JP¥81,579' },
    { amount: '81579', code: 'JPY', printed: 'JP¥81,579' },
    { amount: '100.00', code: 'KRW', printed: '₩100' },
    { amount: '1234567.5', code: 'USD', printed: 'US$1,234,567.50' },
    { amount: '-5', code: 'GBP', printed: '-£5.00' },
  ])('formats en-GB with the symbol and 2 dp: $amount $code is $printed', ({ amount, code, printed }) => {
    expect(formatMoney(amount, code)).toBe(printed);
  });

  it('separates a symbol made of letters from the digits', () => {
    expect(formatMoney('5', 'CHF')).toBe('CHF\u00a05.00');
  });

  it('refuses text that is not an amount', () => {
    expect(() => formatMoney('abc', 'GBP')).toThrow(PricingError);
    expect(() => formatRate('')).toThrow(PricingError);
  });

  it('formats rates to 4 dp half-up', () => {
    expect(formatRate('1.1')).toBe('1.1000');
    expect(formatRate('1.17665')).toBe('1.1767');
    expect(formatRate('163.1585')).toBe('163.1585');
  });
});

describe('pricing errors carry the spec message for bad amounts', () => {
  it('uses "Please give correct amount"', () => {
    expect(() => quote({ way: 'buy', rate: '1.1522', gbp: '-1' })).toThrow('Please give correct amount');
    expect(() => priceOrderLine(EUR, 'sell', 'abc')).toThrow('Please give correct amount');
  });

  it('refuses a Sell line that would pay out £0.00', () => {
    const IDR = { value: 'IDR', Rate: '20000', Sell: '-2', Buy: '2' };
    expect(() => priceOrderLine(IDR, 'sell', '0.01')).toThrow('Please give correct amount');
  });
});

describe('sumAmounts', () => {
  it('adds decimal strings exactly, where floats would drift', () => {
    expect(sumAmounts([])).toBe('0.00');
    expect(sumAmounts(['0.1', '0.2'])).toBe('0.30');
    expect(sumAmounts(Array.from({ length: 10 }, () => '0.10'))).toBe('1.00');
    expect(sumAmounts(['115.22', '253.48', '81579.25'])).toBe('81947.95');
    expect(() => sumAmounts(['1', 'x'])).toThrow(PricingError);
  });
});
