import { dateFormatOnFirstUse } from './intl-on-first-use';
import { ORDER_TIME_ZONE } from './dates';

const londonParts = dateFormatOnFirstUse('en-GB', {
  timeZone: ORDER_TIME_ZONE,
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  hourCycle: 'h23',
});

/** London's wall clock at an instant as Intl reads it (~10 µs a call): londonWallClock asks once an hour. */
export function londonWallClockFromIntl(at: Date | number) {
  const parts = londonParts().formatToParts(at);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  return {
    year: part('year'),
    month: part('month'),
    day: part('day'),
    hour: part('hour'),
    minute: part('minute'),
  };
}

const HOUR_MS = 3_600_000;
/** London's offset from UTC (ms) per UTC hour (the instant / 1 h, rounded down): see londonWallClock. */
const offsets = new Map<number, number>();

/**
 * London's offset from UTC during one UTC hour, read from Intl once and then remembered. The offset can only
 * change on a UTC hour: Europe/London moves its clocks at 01:00 UTC.
 */
function londonOffset(hour: number): number {
  const known = offsets.get(hour);
  if (known !== undefined) return known;
  const c = londonWallClockFromIntl(hour * HOUR_MS);
  const offset = Date.UTC(c.year, c.month - 1, c.day, c.hour, c.minute) - hour * HOUR_MS;
  // A server runs for months: keep the map small (an hour is asked again only while it is recent).
  if (offsets.size >= 1024) offsets.clear();
  offsets.set(hour, offset);
  return offset;
}

/**
 * What the branch's wall clock (London) shows at an instant: the branch's hours are written in it. Intl's
 * formatToParts cost ~10 µs a call and an order asks several times (its hold, its expiry, the branch's
 * hours): it was the server's largest item of its own code per order in bench 2's profile, so it runs once per
 * hour of time asked about, and each answer is the instant moved by that hour's offset.
 */
export function londonWallClock(at: Date | number) {
  const t = typeof at === 'number' ? at : at.getTime();
  const wall = new Date(t + londonOffset(Math.floor(t / HOUR_MS)));
  return {
    year: wall.getUTCFullYear(),
    month: wall.getUTCMonth() + 1,
    day: wall.getUTCDate(),
    hour: wall.getUTCHours(),
    minute: wall.getUTCMinutes(),
  };
}

/** The London calendar day of an instant, as a local date at noon (date-fns then steps and spells days). */
export function londonCalendarDay(at: Date | number): Date {
  const c = londonWallClock(at);
  return new Date(c.year, c.month - 1, c.day, 12);
}
