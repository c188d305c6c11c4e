import { describe, expect, it } from 'vitest';
import { formatAmountWithCode, formatMoney, makeCartLine, orderLineRows } from '../src/index';

const EUR = { value: 'EUR', Rate: '1.1650', Sell: '-1.1', Buy: '1' };
const JPY = { value: 'JPY', Rate: '167.3420', Sell: '-2.5', Buy: '3' };

describe('orderLineRows: the Currency / From / To / Rate cells', () => {
  it('gives the foreign code, what is given, what is received and the rate (docs/pricing.md numbers)', () => {
    const lines = [
      makeCartLine({ currency: EUR, way: 'buy', gbp: '95', id: 'a' }),
      makeCartLine({ currency: JPY, way: 'buy', gbp: '500', id: 'b' }),
    ];
    expect(orderLineRows(lines, formatMoney)).toEqual([
      { key: 'a', currency: 'EUR', from: '£100.00', to: '€115.22', rate: '1.1522' },
      { key: 'b', currency: 'JPY', from: '£500.00', to: 'JP¥81,579', rate: '163.1585' },
    ]);
  });

  it('formats amounts as it is told: the emails say the code', () => {
    const sell = makeCartLine({ currency: EUR, way: 'sell', fx: '300', id: 's' });
    expect(orderLineRows([sell], formatAmountWithCode, 'sell')).toEqual([
      { key: 's', currency: 'EUR', from: '300.00 EUR', to: '254.95 GBP', rate: '1.1767' },
    ]);
  });

  it('reads a Sell line as it changes hands: the notes taken and the GBP paid for them', () => {
    const sell = makeCartLine({ currency: EUR, way: 'sell', fx: '102.50', id: 's' });
    expect(sell.currencyMy).toBe('87.11');
    expect(orderLineRows([sell], formatMoney)).toEqual([
      { key: 's', currency: 'EUR', from: '€100.00', to: '£84.98', rate: '1.1767' },
    ]);
  });

  it('shows a dash for a quote the server has not priced yet, and keys lines without an Id by position', () => {
    const quote = { currencyTake: '100', currencyTakecurrent: 'GBP', currencyMycurrent: 'EUR' };
    expect(orderLineRows([quote], formatMoney)).toEqual([
      { key: '0', currency: 'EUR', from: '£100.00', to: '—', rate: '—' },
    ]);
  });
});
