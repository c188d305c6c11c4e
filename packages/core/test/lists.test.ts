import { describe, expect, it } from 'vitest';
import { matchesCurrencySearch, rateListView, truncateMobileLabel } from '../src/index';

const range = (n: number) => Array.from({ length: n }, (_, i) => i);

describe('rateListView', () => {
  it('shows everything without a toggle up to 20 rows', () => {
    for (const n of [0, 1, 12, 13, 20]) {
      expect(rateListView(range(n), false)).toEqual({ rows: range(n), toggle: null });
      expect(rateListView(range(n), true)).toEqual({ rows: range(n), toggle: null });
    }
  });

  it('shows the first 12 with Show All above 20 rows, and all with Show Less once expanded', () => {
    expect(rateListView(range(21), false)).toEqual({ rows: range(12), toggle: 'showAll' });
    expect(rateListView(range(75), true)).toEqual({ rows: range(75), toggle: 'showLess' });
  });
});

describe('truncateMobileLabel', () => {
  it('keeps labels of 30 characters or fewer', () => {
    expect(truncateMobileLabel('Euro')).toBe('Euro');
    expect(truncateMobileLabel('x'.repeat(30))).toBe('x'.repeat(30));
  });

  it('cuts after 30 characters and marks the cut', () => {
    expect(truncateMobileLabel('Democratic Republic of the Congo Franc')).toBe(
      'Democratic Republic of the Con…',
    );
  });
});

describe('matchesCurrencySearch', () => {
  const c = { value: 'EUR', label: 'Réunion (Euro)' };
  it('matches code or label, any case, ignoring accents', () => {
    expect(matchesCurrencySearch(c, 'eur')).toBe(true);
    expect(matchesCurrencySearch(c, 'REUNION')).toBe(true);
    expect(matchesCurrencySearch(c, '  ')).toBe(true);
    expect(matchesCurrencySearch(c, 'yen')).toBe(false);
  });
});
