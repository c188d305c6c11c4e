import { describe, expect, it } from 'vitest';
import {
  countryBadge,
  foundText,
  mobileLabel,
  searchCurrencies,
  visibleRows,
} from '../../src/pages/rates/rate-list';
import { EUR, USD } from './fake-store';

const rows = (n: number) => Array.from({ length: n }, (_, i) => i);

describe('rate list rules (docs/pricing.md, Lists)', () => {
  it('12 rows and a toggle above 20; all rows, no toggle, from 13 to 20', () => {
    expect(visibleRows(rows(12), false)).toEqual({ rows: rows(12), toggle: false });
    expect(visibleRows(rows(13), false)).toEqual({ rows: rows(13), toggle: false });
    expect(visibleRows(rows(20), false)).toEqual({ rows: rows(20), toggle: false });
    expect(visibleRows(rows(21), false)).toEqual({ rows: rows(12), toggle: true });
    expect(visibleRows(rows(21), true)).toEqual({ rows: rows(21), toggle: true });
  });

  it('cuts a mobile label after 30 characters', () => {
    expect(mobileLabel('United States')).toBe('United States');
    expect(mobileLabel('x'.repeat(30))).toBe('x'.repeat(30));
    expect(mobileLabel('Saint Vincent and the Grenadines')).toBe('Saint Vincent and the Grenadin…');
  });

  it('searches the code and the country name, any case', () => {
    expect(searchCurrencies([EUR, USD], 'usd')).toEqual([USD]);
    expect(searchCurrencies([EUR, USD], 'european')).toEqual([EUR]);
    // Issue 31.10: a country using it and its symbol find it too.
    expect(searchCurrencies([EUR, USD], 'Spain')).toEqual([EUR]);
    expect(searchCurrencies([EUR, USD], '€')).toEqual([EUR]);
    expect(searchCurrencies([EUR, USD], '$')).toEqual([USD]);
    expect(searchCurrencies([EUR, USD], '  ')).toEqual([EUR, USD]);
    expect(searchCurrencies([EUR, USD], 'yen')).toEqual([]);
  });

  it('finds a currency by its own name: dollar, yen, franc, peso, pound, krona, Swiss', () => {
    const list = ['JPY', 'CHF', 'MXN', 'EGP', 'SEK', 'AUD'].map((value) => ({ ...EUR, value, label: value }));
    const codes = (q: string) => searchCurrencies([USD, ...list], q).map((c) => c.value);
    expect(codes('dollar')).toEqual(['USD', 'AUD']);
    expect(codes('YEN')).toEqual(['JPY']);
    expect(codes('franc')).toEqual(['CHF']);
    expect(codes('peso')).toEqual(['MXN']);
    expect(codes('pound')).toEqual(['EGP']);
    expect(codes('krona')).toEqual(['SEK']);
    expect(codes('swiss')).toEqual(['CHF']);
  });

  it('says "1 currency found", not "1 currencies found"', () => {
    expect(foundText(1)).toBe('1 currency found');
    expect(foundText(0)).toBe('0 currencies found');
    expect(foundText(12)).toBe('12 currencies found');
  });

  it('takes the badge letters from the code', () => {
    expect(countryBadge('EUR')).toBe('EU');
    expect(countryBadge('1AB')).toBe('');
  });
});
