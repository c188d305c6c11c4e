import { dateFormatOnFirstUse } from './intl-on-first-use';
import type { Branch, Opening } from './schemas/branch';

/**
 * The Dagenham branch as the 0004 migration seeds it (server/drizzle/0004_branches.sql holds the same values;
 * server/test/api/branches.test.ts proves they agree). The app shows it before GET /branches answers and when
 * the device has never had an answer: the prerendered pages, the first paint and an offline first visit.
 * Its street address is the one the 0009 migration writes over the first seed's "Dagenham branch, Dagenham,
 * RM10" (issue 30); an Admin edits it, the hours and the closed days on Branch settings.
 */
export const DAGENHAM_BRANCH: Branch = {
  slug: 'Dagenham',
  name: 'Dagenham',
  addressLines: ['148 Heathway', 'Dagenham', 'RM10 8QT'],
  phone: '020 7946 0000',
  hours: [1, 2, 3, 4, 5, 6].map((day) => ({ day, opens: '09:00', closes: '17:30' })),
  closedDays: [],
};

const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;

/** An ISO weekday's name (1 Monday … 7 Sunday). */
const weekday = (day: number) => WEEKDAYS[day - 1] ?? '';

/** "09:00" as the pages say it: "9:00". */
export const clockText = (time: string) => time.replace(/^0(\d)/, '$1');

/** The branch's opening on an ISO weekday, or undefined when it is closed that day. */
export const openingOn = (branch: Branch, day: number): Opening | undefined =>
  branch.hours.find((h) => h.day === day);

/** A local date (as londonCalendarDay gives it) as its closed-day key, "2026-12-25". */
export const dateKey = (day: Date) =>
  `${day.getFullYear()}-${String(day.getMonth() + 1).padStart(2, '0')}-${String(day.getDate()).padStart(2, '0')}`;

/**
 * The branch's opening on a London calendar day (a local date, as londonCalendarDay gives it): its weekday's
 * hours, or undefined when that weekday is closed or the day is one of its closed days (a bank holiday).
 * Every rule that asks "is the branch open that day" (holds, rate locks, expiry, "collect from") asks this.
 */
export function openingOnDate(branch: Branch, day: Date): Opening | undefined {
  if (branch.closedDays?.includes(dateKey(day))) return undefined;
  return openingOn(branch, day.getDay() === 0 ? 7 : day.getDay());
}

const MONTHS = 'January February March April May June July August September October November December'.split(
  ' ',
);

// en-CA spells a date YYYY-MM-DD; London's own (not date-fns), so pages that say the hours load no date library.
const londonDate = dateFormatOnFirstUse('en-CA', { timeZone: 'Europe/London' });

/**
 * The London calendar day of an instant, "2026-12-25": the branch's day whatever the server's zone (a closed
 * day's key, a till's day, the day an ID is checked against).
 */
export const londonDay = (at: Date | number) => londonDate().format(at);

/**
 * The calendar day `days` before a day key ("2027-03-01", 1 → "2027-02-28"): a London day's key steps as any
 * date does (a report's first day, a chart's days); counting 24-hour spans from an instant would not, on the
 * clocks' change days.
 */
export function dayKeyBefore(day: string, days: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d - days)).toISOString().slice(0, 10);
}

/** "Closed on Friday 25 December and Monday 28 December": the next closed days from `from` (a key) on, or null. */
export function closedDaysText(branch: Branch, from: string, most = 4): string | null {
  const days = (branch.closedDays ?? [])
    .filter((d) => d >= from)
    .sort()
    .slice(0, most);
  if (days.length === 0) return null;
  const spelt = days.map((d) => {
    const [y, m, dd] = d.split('-').map(Number) as [number, number, number];
    const date = new Date(y, m - 1, dd, 12);
    return `${weekday(date.getDay() === 0 ? 7 : date.getDay())} ${dd} ${MONTHS[m - 1]}`;
  });
  const list = spelt.length === 1 ? spelt[0] : `${spelt.slice(0, -1).join(', ')} and ${spelt.at(-1)}`;
  return `Closed on ${list}`;
}

/**
 * A branch's hours in words, consecutive days with the same hours joined: "Monday to Saturday, 9:00 to 17:30",
 * or "Monday to Friday, 9:00 to 17:30; Saturday, 10:00 to 14:00". Closed days are left out. No date library,
 * so the Home and Contact pages that say it load none.
 */
export function hoursText(branch: Branch): string {
  const runs: { first: number; last: number; opening: Opening }[] = [];
  for (let day = 1; day <= 7; day++) {
    const opening = openingOn(branch, day);
    if (!opening) continue;
    const run = runs.at(-1);
    if (
      run &&
      run.last === day - 1 &&
      run.opening.opens === opening.opens &&
      run.opening.closes === opening.closes
    )
      run.last = day;
    else runs.push({ first: day, last: day, opening });
  }
  if (runs.length === 0) return 'Closed';
  return runs
    .map(({ first, last, opening }) => {
      const days = first === last ? weekday(first) : `${weekday(first)} to ${weekday(last)}`;
      return `${days}, ${clockText(opening.opens)} to ${clockText(opening.closes)}`;
    })
    .join('; ');
}

/**
 * The hours and, when there are any from `now`'s London day on, the coming closed days, as every page and email says
 * them: "Monday to Saturday, 9:00 to 17:30. Closed on Friday 25 December and Saturday 26 December".
 */
export function openingText(branch: Branch, now: Date | number): string {
  // Without closed days there is no day to compare with (and no Intl to start: see intl-on-first-use.ts).
  if (!branch.closedDays?.length) return hoursText(branch);
  const closed = closedDaysText(branch, londonDay(now));
  return closed ? `${hoursText(branch)}. ${closed}` : hoursText(branch);
}

/** The branch's address on one line, as the footer and pages show it. */
export const addressText = (branch: Branch) => branch.addressLines.join(', ');

/** The phone number for a `tel:` link: digits, a UK number in international form. */
export const phoneHref = (phone: string) => {
  const digits = phone.replace(/[^\d+]/g, '');
  return digits.startsWith('0') ? `+44${digits.slice(1)}` : digits;
};
