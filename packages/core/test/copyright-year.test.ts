import { describe, expect, it } from 'vitest';
import { copyrightYear } from '../src/copyright-year';

describe('copyrightYear', () => {
  it('is the London calendar year, so both footers turn at London midnight on New Year', () => {
    expect(copyrightYear(Date.parse('2026-12-31T23:59:00Z'))).toBe(2026);
    expect(copyrightYear(Date.parse('2027-01-01T00:00:00Z'))).toBe(2027);
  });
});
