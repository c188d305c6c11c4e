import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { formatTimeOfDay, formatWhen, isSameDay } from '../../src/components/format-when';
import { pointLabel } from '../../src/components/rate-chart-geometry';
import { sinceText } from '../../src/dashboard/LiveModeNotice';

const london = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

// The instants are written in UTC: those in summer (BST, UTC+1) read an hour later in London. The device is
// put in New York for the file (Node applies a TZ set at run time), so a machine that happens to be in London
// could not pass a formatter of device time either; the zone is given back for the worker's next file.
beforeAll(() => {
  vi.stubEnv('TZ', 'America/New_York');
  expect(new Date('2027-07-14T23:30:00Z').getHours()).toBe(19);
});
afterAll(() => {
  vi.unstubAllEnvs();
});

describe('formatWhen', () => {
  it('writes "22 Nov 2026, 09:15" (GMT: London is UTC)', () => {
    expect(formatWhen(new Date('2026-11-22T09:15:00Z'))).toBe('22 Nov 2026, 09:15');
    expect(formatWhen(new Date('2026-09-01T00:00:00Z'))).toBe('1 Sept 2026, 01:00');
  });

  it("writes London's time in summer, as the order's email does: 00:30 BST on 15 July, not 23:30 on the 14th", () => {
    expect(formatWhen(new Date('2027-07-14T23:30:00Z'))).toBe('15 Jul 2027, 00:30');
    // A hold ending at 17:30 in London, as Today shows it in a New York browser too.
    expect(formatWhen(new Date('2027-07-16T16:30:00Z'))).toBe('16 Jul 2027, 17:30');
  });

  it('moves with the clocks on their change days (01:00 UTC, last Sundays of March and October)', () => {
    expect(formatWhen(new Date('2027-03-28T00:59:00Z'))).toBe('28 Mar 2027, 00:59');
    expect(formatWhen(new Date('2027-03-28T01:00:00Z'))).toBe('28 Mar 2027, 02:00');
    expect(formatWhen(new Date('2027-10-31T00:59:00Z'))).toBe('31 Oct 2027, 01:59');
    expect(formatWhen(new Date('2027-10-31T01:00:00Z'))).toBe('31 Oct 2027, 01:00');
  });

  it('gives the text Intl gives in Europe/London, for every month and hour', () => {
    for (let month = 0; month < 12; month++) {
      for (let hour = 0; hour < 24; hour += 5) {
        const when = new Date(Date.UTC(2025 + (month % 3), month, 1 + month * 2, hour, (month * 7) % 60));
        expect(formatWhen(when)).toBe(london.format(when));
      }
    }
  });
});

describe('formatTimeOfDay and isSameDay', () => {
  it("read London's clock and day: 00:30 BST is the 15th's, whatever the device's zone", () => {
    const placed = new Date('2027-07-14T23:30:00Z');
    expect(formatTimeOfDay(placed)).toBe('00:30');
    expect(isSameDay(placed, new Date('2027-07-15T12:00:00Z'))).toBe(true);
    expect(isSameDay(placed, new Date('2027-07-14T12:00:00Z'))).toBe(false);
    expect(formatTimeOfDay(new Date('2026-11-22T09:15:00Z'))).toBe('09:15');
  });
});

// The rate chart's labels and the dashboard's live-mode notice read London time too (they had their own
// device-time formatting after formatWhen moved to London's clock).
describe('the other times on screen', () => {
  it('labels a rate chart point by its London day, and time', () => {
    expect(pointLabel('2027-07-14T23:30:00Z', false)).toBe('15 Jul 2027');
    expect(pointLabel('2027-07-14T23:30:00Z', true)).toBe('15 Jul 2027, 00:30');
  });

  it("says since when live mode is down: today's London time, or the day and time", () => {
    const now = new Date('2027-07-15T10:00:00Z');
    expect(sinceText('2027-07-14T23:30:00Z', now)).toBe('00:30');
    expect(sinceText('2027-07-14T22:30:00Z', now)).toBe('14 Jul, 23:30');
  });
});
