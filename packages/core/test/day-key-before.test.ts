import { describe, expect, it } from 'vitest';
import { dayKeyBefore } from '../src/branches';

describe('dayKeyBefore', () => {
  it('steps calendar days across months, years, leap days and the clocks’ change days', () => {
    expect(dayKeyBefore('2027-07-15', 0)).toBe('2027-07-15');
    expect(dayKeyBefore('2027-07-15', 30)).toBe('2027-06-15');
    expect(dayKeyBefore('2027-03-01', 1)).toBe('2027-02-28');
    expect(dayKeyBefore('2028-03-01', 1)).toBe('2028-02-29');
    expect(dayKeyBefore('2027-01-01', 1)).toBe('2026-12-31');
    // 28 March 2027 is 23 hours long in London, 31 October 25: a day is a day all the same.
    expect(dayKeyBefore('2027-03-29', 2)).toBe('2027-03-27');
    expect(dayKeyBefore('2027-11-01', 2)).toBe('2027-10-30');
  });
});
