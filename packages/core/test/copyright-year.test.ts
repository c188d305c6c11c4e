import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { copyrightYear } from '../src/copyright-year';

const londonYear = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/London', year: 'numeric' });

describe('copyrightYear', () => {
  it('is the London calendar year, so both footers turn at London midnight on New Year', () => {
    expect(copyrightYear(Date.parse('2026-12-31T23:59:00Z'))).toBe(2026);
    expect(copyrightYear(Date.parse('2027-01-01T00:00:00Z'))).toBe(2027);
  });

  // It reads the UTC year, which is London's only because London keeps GMT over every New Year: Intl asked
  // for London's year is the reference.
  it("agrees with Intl's London year on any instant from 1975 to 2100", () => {
    fc.assert(
      fc.property(fc.integer({ min: Date.UTC(1975, 0, 1), max: Date.UTC(2100, 0, 1) }), (t) => {
        expect(copyrightYear(t)).toBe(Number(londonYear.format(t)));
      }),
      { numRuns: 5000 },
    );
  });

  it("agrees with Intl's London year in the hours around every New Year of 2020-2040", () => {
    for (let year = 2020; year <= 2040; year++) {
      const midnight = Date.UTC(year, 0, 1);
      for (let t = midnight - 3 * 3_600_000; t <= midnight + 3 * 3_600_000; t += 60_000) {
        expect(copyrightYear(t), new Date(t).toISOString()).toBe(Number(londonYear.format(t)));
      }
    }
  });
});
