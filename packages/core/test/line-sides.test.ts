import { describe, expect, it } from 'vitest';
import {
  foreignCode,
  foreignCodeField,
  gbpCode,
  hasRightSides,
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
