import { describe, expect, it } from 'vitest';
import {
  foreignCode,
  foreignCodeField,
  gbpCode,
  hasRightSides,
  lineForeignAmount,
  lineGbpAmount,
  makeCartLine,
  wayOfCodes,
} from '../src/index';

const EUR = { value: 'EUR', Rate: '1.1650', Sell: '-1.1', Buy: '1' };
const collect = makeCartLine({ currency: EUR, way: 'buy', gbp: '95', id: 'c' });
const sell = makeCartLine({ currency: EUR, way: 'sell', fx: '300', id: 's' });

describe('the sides of a line', () => {
  it('finds the foreign currency of a Collect line and of a Sell line alike', () => {
    expect(foreignCode(collect)).toBe('EUR');
    expect(foreignCode(sell)).toBe('EUR');
    expect(gbpCode(collect)).toBe('GBP');
    expect(gbpCode(sell)).toBe('GBP');
  });

  it('reads the way from the codes when none is given: giving GBP is Click & Collect', () => {
    expect(wayOfCodes(collect)).toBe('buy');
    expect(wayOfCodes(sell)).toBe('sell');
  });

  it("reads the side the order's way names, so a line on the wrong sides shows up", () => {
    const swapped = { currencyMycurrent: 'GBP', currencyTakecurrent: 'EUR' };
    expect(foreignCode(swapped, 'buy')).toBe('GBP');
    expect(hasRightSides(swapped, 'buy')).toBe(false);
    expect(hasRightSides(swapped, 'sell')).toBe(true);
    expect(hasRightSides({ currencyMycurrent: 'GBP', currencyTakecurrent: 'GBP' }, 'sell')).toBe(false);
  });

  it('names the field that holds the foreign code, for error paths', () => {
    expect(foreignCodeField('buy')).toBe('currencyMycurrent');
    expect(foreignCodeField('sell')).toBe('currencyTakecurrent');
  });
});

describe('a line’s amounts', () => {
  it('reads GBP from the side a Collect line pays and a Sell line receives', () => {
    expect(lineGbpAmount(collect)).toBe(collect.currencyTake);
    expect(lineGbpAmount(sell)).toBe(sell.currencyMy);
    expect(collect.currencyTakecurrent).toBe('GBP');
    expect(sell.currencyMycurrent).toBe('GBP');
  });

  it('reads the foreign amount from the other side', () => {
    expect(lineForeignAmount(collect)).toBe(collect.currencyMy);
    expect(lineForeignAmount(sell)).toBe('300.00');
  });

  it('says nothing for a side a client quote left out', () => {
    expect(lineForeignAmount({ currencyMycurrent: 'EUR', currencyTake: '100' })).toBeUndefined();
  });
});
