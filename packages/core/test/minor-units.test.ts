import { describe, expect, it } from 'vitest';
import { minorUnitProblem, minorUnits } from '../src/minor-units';
import { belowSmallestNote } from '../src/sell-notes';

describe('ISO 4217 minor units (issue 31.4)', () => {
  it('knows the currencies without two decimals, 2 for the rest', () => {
    expect(minorUnits('JPY')).toBe(0);
    expect(minorUnits('krw')).toBe(0);
    expect(minorUnits('KWD')).toBe(3);
    expect(minorUnits('EUR')).toBe(2);
    expect(minorUnits('GBP')).toBe(2);
  });

  it('refuses only a real fraction beyond the currency’s unit', () => {
    expect(minorUnitProblem('38000.50', 'JPY')).toBe('JPY has no smaller unit: give a whole number of JPY');
    expect(minorUnitProblem('38000.00', 'JPY')).toBeNull();
    expect(minorUnitProblem('38000', 'JPY')).toBeNull();
    // The dinar has three decimals, but amounts are kept to 2 dp: its third is refused in its own words, as
    // the order would be (a tester met "pounds and pence" on the KWD field and "Please give correct amount").
    expect(minorUnitProblem('1.25', 'KWD')).toBeNull();
    expect(minorUnitProblem('1.255', 'KWD')).toBe('Give KWD amounts with at most 2 decimal places');
    expect(minorUnitProblem('10.55', 'EUR')).toBeNull();
  });
});

describe('a Sell line below the smallest note (issue 31.4)', () => {
  it('is refused with the note named; one note or more, and every Collect line, pass', () => {
    expect(belowSmallestNote('sell', '500.00', 'JPY', '170.0000')).toBe(
      'The smallest JPY note we take is JP¥1,000: sell at least JP¥1,000',
    );
    expect(belowSmallestNote('sell', '4.99', 'EUR', '1.1767')).toBe(
      'The smallest EUR note we take is €5: sell at least €5',
    );
    expect(belowSmallestNote('sell', '1000.00', 'JPY', '170.0000')).toBeNull();
    expect(belowSmallestNote('buy', '500.00', 'JPY', '170.0000')).toBeNull();
  });
});
