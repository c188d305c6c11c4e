import { dateFormatOnFirstUse } from './intl-on-first-use';
/** Orders are placed for the Dagenham branch, so their day is the UK's, whatever clock shows it. */
export const ORDER_TIME_ZONE = 'Europe/London';

/**
 * Building an Intl.DateTimeFormat costs far more than using one (it was 6.5% of the server's CPU per order),
 * so one per time zone is kept. A formatter is a pure function of its options: caching it is safe in core.
 */
const dayFormatters = new Map<string, Intl.DateTimeFormat>();

function dayFormatter(timeZone: string): Intl.DateTimeFormat {
  let formatter = dayFormatters.get(timeZone);
  if (!formatter) {
    // Throws RangeError for an unknown zone, before anything is cached.
    formatter = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
    });
    // Bounded, whatever spellings of zones callers pass.
    if (dayFormatters.size < 32) dayFormatters.set(timeZone, formatter);
  }
  return formatter;
}

/**
 * An order's `time` as the dashboard shows it: spec 'MMMM Do YYYY', e.g. 'March 3rd 2024' (date-fns spells it
 * 'MMMM do yyyy'). The calendar day is taken in `timeZone` (default Europe/London) so the server, the kiosk and a
 * phone abroad all show the same day. Throws RangeError for an invalid date.
 */
export function formatOrderDate(d: Date | string, timeZone: string = ORDER_TIME_ZONE): string {
  const date = typeof d === 'string' ? new Date(d) : d;
  if (Number.isNaN(date.getTime())) throw new RangeError(`Not a date: ${String(d)}`);
  const parts = dayFormatter(timeZone).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  return `${MONTHS[part('month') - 1]} ${ordinal(part('day'))} ${String(part('year')).padStart(4, '0')}`;
}

/**
 * A London calendar day as the till and the end-of-day report key it ("2026-11-27"), spelled as the dashboard
 * spells order dates: 'November 27th 2026'. Noon UTC of that date is the same day in London, whatever the
 * season. Throws RangeError for anything but YYYY-MM-DD.
 */
export function formatDayKey(day: string): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) throw new RangeError(`Not a day: ${day}`);
  return formatOrderDate(`${day}T12:00:00Z`);
}

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/**
 * 1st, 2nd, 3rd, 4th … 11th, 12th, 13th … 21st: date-fns's `do` in English, spelt here because date-fns's
 * `format` parsed its pattern again on every call (a visible item of the order path's CPU in bench 2).
 */
function ordinal(day: number): string {
  const tens = day % 100;
  if (tens >= 11 && tens <= 13) return `${day}th`;
  return `${day}${['th', 'st', 'nd', 'rd'][day % 10] ?? 'th'}`;
}

const branchTimeFormatter = dateFormatOnFirstUse('en-GB', {
  timeZone: ORDER_TIME_ZONE,
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

let lastBranchTime: { ms: number; text: string } | null = null;

/**
 * A moment as the branch's clock shows it, for emails read anywhere: "Thursday 26 November at 19:24" (London
 * time, whatever the server's or the reader's zone).
 */
export function formatBranchTime(d: Date | string): string {
  const ms = typeof d === 'string' ? Date.parse(d) : d.getTime();
  // The last moment is kept: an order's emails state its hold's end several times, and every order placed
  // in the same stretch of a day is held until the same closing time (formatToParts is the slow part).
  if (lastBranchTime?.ms === ms) return lastBranchTime.text;
  const parts = branchTimeFormatter().formatToParts(ms);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  const text = `${part('weekday')} ${part('day')} ${part('month')} at ${part('hour')}:${part('minute')}`;
  lastBranchTime = { ms, text };
  return text;
}
