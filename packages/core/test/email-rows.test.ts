import { describe, expect, it } from 'vitest';
import {
  buildOrderEmailRows,
  formatAmountWithCode,
  labels,
  makeCartLine,
  orderEmailRowsSchema,
  type CartLine,
} from '../src/index';

const cur = (value: string, Rate: string) => ({ value, Rate, Sell: '-2', Buy: '2' });
const EUR = { value: 'EUR', Rate: '1.1650', Sell: '-1.1', Buy: '1' };

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
      firstMessege: labels.email.buy.firstMessege,
      secondTitle: labels.email.buy.secondTitle,
      secondMessege: labels.email.buy.secondMessege,
    });
    expect(rows.note).toBeUndefined();
    expect(rows.secondMessege).toMatch(/ID/);
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
      FromThird: '100,000.00 JPY',
      SecondRowShow: '',
      ThirdRowShow: '',
      FourthRowShow: '',
      note: labels.email.sell.note,
    });
    expect(rows.secondMessege).toMatch(/currency you are selling/);
    expect(rows.secondMessege).toMatch(/ID/);
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
});
