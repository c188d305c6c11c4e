import { describe, expect, it } from 'vitest';
import { londonWallClock, londonWallClockFromIntl } from '../src/london-clock';

// The reference is Intl asked afresh for every instant (what londonWallClock once did), against the clock that
// asks it once per UTC hour.

describe('londonWallClock (one Intl call per UTC hour)', () => {
  it('agrees with Intl around every clock change of 2024-2030, minute by minute', () => {
    for (let year = 2024; year <= 2030; year++) {
      for (const month of [2, 9]) {
        // The last Sunday of March / October: the clocks move at 01:00 UTC.
        const lastDay = new Date(Date.UTC(year, month + 1, 0));
        const sunday = Date.UTC(year, month, lastDay.getUTCDate() - lastDay.getUTCDay(), 1);
        for (let t = sunday - 3 * 3_600_000; t <= sunday + 3 * 3_600_000; t += 60_000) {
          expect(londonWallClock(t), new Date(t).toISOString()).toEqual(londonWallClockFromIntl(t));
        }
      }
    }
  });

  it('agrees with Intl on instants spread over years, seconds and milliseconds included', () => {
    let seed = 7;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    for (let i = 0; i < 5000; i++) {
      const t = Date.UTC(1990, 0, 1) + Math.floor(next() * 60 * 365 * 86_400_000);
      expect(londonWallClock(new Date(t)), new Date(t).toISOString()).toEqual(londonWallClockFromIntl(t));
    }
  });

  it('refuses an invalid date as Intl does', () => {
    expect(() => londonWallClock(Number.NaN)).toThrow(RangeError);
  });
});
