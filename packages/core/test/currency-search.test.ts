import { describe, expect, it } from 'vitest';
import { matchesCountryOrSymbol } from '../src/currency-search';

const CODES = ['EUR', 'USD', 'JPY', 'CNY', 'GBP', 'AUD', 'CHF', 'SEK', 'TRY'];
const found = (q: string) => CODES.filter((code) => matchesCountryOrSymbol(code, q));

describe('currency search by country and symbol (issue 31.10)', () => {
  it('a country finds the currency it uses', () => {
    expect(found('Spain')).toEqual(['EUR']);
    expect(found('spain')).toEqual(['EUR']);
    expect(found('Japan')).toEqual(['JPY']);
    expect(found('Liechtenstein')).toEqual(['CHF']);
    expect(found('Türkiye').concat(found('Turkey'))).toContain('TRY');
  });

  it('a symbol finds the currencies written with it', () => {
    expect(found('¥')).toEqual(['JPY', 'CNY']);
    expect(found('€')).toEqual(['EUR']);
    expect(found('£')).toEqual(['GBP']);
    expect(found('$')).toEqual(expect.arrayContaining(['USD', 'AUD']));
    expect(found('$')).not.toContain('EUR');
  });

  it('a country matches from the start of a word: "yen" is not Svalbard & Jan Mayen', () => {
    expect(CODES.concat('NOK').filter((code) => matchesCountryOrSymbol(code, 'yen'))).toEqual([]);
    expect(found('spa')).toEqual(['EUR']);
    expect(found('states')).toContain('USD');
  });

  it('nothing for an empty query or a word naming no country', () => {
    expect(found('')).toEqual([]);
    expect(found('qqq')).toEqual([]);
  });
});
