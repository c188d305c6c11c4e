import { describe, expect, it } from 'vitest';
import { formatDayKey, formatOrderDate } from '../src/index';

describe('formatOrderDate', () => {
  it("spells 'MMMM Do YYYY' like 'March 3rd 2024'", () => {
    expect(formatOrderDate('2024-03-03T10:00:00Z')).toBe('March 3rd 2024');
    expect(formatOrderDate(new Date(Date.UTC(2024, 2, 3, 12)))).toBe('March 3rd 2024');
  });

  it.each([
    ['2024-01-01T12:00:00Z', 'January 1st 2024'],
    ['2024-02-02T12:00:00Z', 'February 2nd 2024'],
    ['2024-04-11T12:00:00Z', 'April 11th 2024'],
    ['2024-05-12T12:00:00Z', 'May 12th 2024'],
    ['2024-06-13T12:00:00Z', 'June 13th 2024'],
    ['2024-07-21T12:00:00Z', 'July 21st 2024'],
    ['2024-08-22T12:00:00Z', 'August 22nd 2024'],
    ['2024-09-23T12:00:00Z', 'September 23rd 2024'],
    ['2024-12-31T12:00:00Z', 'December 31st 2024'],
  ])('uses the right ordinal suffix: %s is %s', (at, spelled) => {
    expect(formatOrderDate(at)).toBe(spelled);
  });

  it('takes the calendar day in UK time (BST), not the machine zone', () => {
    // 23:30 UTC on 31 July is 00:30 on 1 August in London.
    expect(formatOrderDate('2024-07-31T23:30:00Z')).toBe('August 1st 2024');
    // In winter London is on UTC.
    expect(formatOrderDate('2024-01-31T23:30:00Z')).toBe('January 31st 2024');
    expect(formatOrderDate('2024-07-31T23:30:00Z', 'UTC')).toBe('July 31st 2024');
  });

  it('refuses an invalid date with a clear error', () => {
    expect(() => formatOrderDate('not a date')).toThrow(RangeError);
    expect(() => formatOrderDate(new Date(NaN))).toThrow('Not a date');
  });
});

describe('formatOrderDate spells the day as date-fns did', () => {
  it("matches date-fns's 'MMMM do yyyy' for every day of 2020-2031", async () => {
    const { format } = await import('date-fns');
    for (let t = Date.UTC(2020, 0, 1, 12); t < Date.UTC(2032, 0, 1); t += 86_400_000) {
      const d = new Date(t);
      const local = new Date(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate(), 12);
      expect(formatOrderDate(d, 'UTC')).toBe(format(local, 'MMMM do yyyy'));
    }
  });
});

describe('formatDayKey', () => {
  // Days in both seasons (winter, summer, the clocks' change on 29 March) and at the year's ends stay that day.
  it.each([
    ['2026-11-27', 'November 27th 2026'],
    ['2026-07-01', 'July 1st 2026'],
    ['2026-01-01', 'January 1st 2026'],
    ['2026-12-31', 'December 31st 2026'],
    ['2026-03-29', 'March 29th 2026'],
  ])('spells the London day key %s as the dashboard spells dates: %s', (day, spelled) => {
    expect(formatDayKey(day)).toBe(spelled);
  });

  it('refuses anything but YYYY-MM-DD', () => {
    expect(() => formatDayKey('27/11/2026')).toThrow(RangeError);
    expect(() => formatDayKey('')).toThrow(RangeError);
  });
});
