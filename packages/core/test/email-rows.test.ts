import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Dec } from '../src/decimal';
import {
  buildOrderEmailRows,
  formatAmountWithCode,
  formatRate,
  labels,
  makeCartLine,
  orderEmailRowsSchema,
  type CartLine,
} from '../src/index';
import { EUR } from '../fixtures';

const cur = (value: string, Rate: string) => ({ value, Rate, Sell: '-2', Buy: '2' });

describe('buildOrderEmailRows', () => {
  it('fills the first row of a one-line collect order and hides the rest', () => {
    const rows = buildOrderEmailRows(
      [makeCartLine({ currency: EUR, way: 'buy', gbp: '95', id: 'a' })],
      'buy',
    );
    expect(orderEmailRowsSchema.parse(rows)).toEqual(rows);
    expect(rows).toMatchObject({
      RateFirst: '1.1522',
      CurrencyNameFirst: 'EUR',
      FromFirst: '100.00 GBP',
      ToFirst: '115.22 EUR',
      SecondRowShow: 'none',
      ThirdRowShow: 'none',
      FourthRowShow: 'none',
      RateSecond: '',
      CurrencyNameFourth: '',
      SecondRow: 'Amount',
      FourthRow: 'Fx Amount',
      firstMessege: labels.email.buy.firstMessage,
      secondTitle: labels.email.buy.secondTitle,
      secondMessege: labels.email.buy.secondMessage,
    });
    expect(rows.note).toBeUndefined();
    expect(rows.secondMessege).toMatch(/identification this email asks for/);
    expect(rows.secondMessege).toMatch(/pay in store/);
  });

  it('fills all four rows of a sell order, foreign code as the currency name, with the sell note', () => {
    const lines: CartLine[] = [
      makeCartLine({ currency: EUR, way: 'sell', fx: '300', id: 'a' }),
      makeCartLine({ currency: cur('USD', '1.2700'), way: 'sell', fx: '50', id: 'b' }),
      makeCartLine({ currency: cur('JPY', '167.3420'), way: 'sell', fx: '100000', id: 'c' }),
      makeCartLine({ currency: cur('CHF', '1.1100'), way: 'sell', gbp: '20', id: 'd' }),
    ];
    const rows = buildOrderEmailRows(lines, 'sell');
    expect(orderEmailRowsSchema.parse(rows)).toEqual(rows);
    expect([
      rows.CurrencyNameFirst,
      rows.CurrencyNameSecond,
      rows.CurrencyNameThird,
      rows.CurrencyNameFourth,
    ]).toEqual(['EUR', 'USD', 'JPY', 'CHF']);
    expect(rows).toMatchObject({
      FromFirst: '300.00 EUR',
      ToFirst: '254.95 GBP',
      RateFirst: '1.1767',
      FromThird: '100,000 JPY',
      SecondRowShow: '',
      ThirdRowShow: '',
      FourthRowShow: '',
      note: labels.email.sell.note,
    });
    expect(rows.secondMessege).toMatch(/banknotes you are selling/);
    expect(rows.secondMessege).toMatch(/identification this email asks for/);
  });

  it('refuses no lines, more than 4, or lines of the other way', () => {
    const l = makeCartLine({ currency: EUR, way: 'buy', gbp: '10', id: 'a' });
    expect(() => buildOrderEmailRows([], 'buy')).toThrow(RangeError);
    expect(() => buildOrderEmailRows([l, l, l, l, l], 'buy')).toThrow(RangeError);
    expect(() => buildOrderEmailRows([l], 'sell')).toThrow(RangeError);
  });
});

describe('formatAmountWithCode', () => {
  it('groups thousands and keeps 2 dp', () => {
    expect(formatAmountWithCode('81579.25', 'JPY')).toBe('81,579.25 JPY');
    expect(formatAmountWithCode('5', 'GBP')).toBe('5.00 GBP');
    expect(() => formatAmountWithCode('five', 'GBP')).toThrow(RangeError);
  });

  /** What the text must be: rounded half-up to 2 dp by Decimal, sign kept (also of -0.00), thousands grouped. */
  const reference = (amount: string, code: string) => {
    const d = new Dec(amount.trim());
    const [whole, pennies] = d.abs().toDecimalPlaces(2, Dec.ROUND_HALF_UP).toFixed(2).split('.');
    return `${d.isNeg() ? '-' : ''}${whole!.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${pennies} ${code}`;
  };

  it('prints plain 2-dp text (the fast path) exactly as the Decimal rounding would', () => {
    const twoDp = fc
      .tuple(fc.boolean(), fc.bigInt({ min: 0n, max: 10n ** 15n }))
      .map(([neg, cents]) => `${neg ? '-' : ''}${cents / 100n}.${String(cents % 100n).padStart(2, '0')}`);
    fc.assert(
      fc.property(twoDp, (amount) => formatAmountWithCode(amount, 'EUR') === reference(amount, 'EUR')),
    );
    for (const amount of ['0.00', '-0.00', '999.99', '1000.00', '-1234567.89', '007.50', '1.005', ' 2.50'])
      expect(formatAmountWithCode(amount, 'GBP')).toBe(reference(amount, 'GBP'));
  });

  it('gives a rate that is already 4-dp text back as it is, and rounds any other', () => {
    const fourDp = fc
      .bigInt({ min: 0n, max: 10n ** 12n })
      .map((n) => `${n / 10000n}.${String(n % 10000n).padStart(4, '0')}`);
    fc.assert(
      fc.property(fourDp, (rate) => formatRate(rate) === new Dec(rate).toDecimalPlaces(4).toFixed(4)),
    );
    expect(formatRate('01.10000')).toBe('1.1000');
    expect(formatRate('1.23456')).toBe('1.2346');
  });
});
