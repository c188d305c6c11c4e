import { londonWallClock } from '@tm/core/london-clock';

/** en-GB short month names, as Intl writes them ("Sept", not "Sep"). */
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sept', 'Oct', 'Nov', 'Dec'];

const twoDigits = (n: number) => String(n).padStart(2, '0');

/**
 * "22 Nov 2026, 09:15" in London time, whatever the device's zone: the one branch is in Dagenham, so staff and
 * customers read the time its clock showed, as the emails state it (an order placed at 00:30 BST on 15 July read
 * "14 Jul, 23:30" in a UTC browser while its email said July 15th). The same text as Intl.DateTimeFormat('en-GB',
 * { timeZone: 'Europe/London', day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute:
 * '2-digit' }) gives, without a formatter of its own: core's londonWallClock asks Intl once an hour of time and
 * only when first called, never as a page loads (a page's first Intl formatter loads the locale's date patterns:
 * 20 to 40 ms of one task on a desktop, four times that on a phone).
 */
export function formatWhen(when: Date): string {
  return `${formatDate(when)}, ${formatTimeOfDay(when)}`;
}

/** "22 Nov 2026": London's day of a moment, as formatWhen writes it; without the year, "22 Nov". */
export function formatDate(when: Date, { year = true } = {}): string {
  const c = londonWallClock(when);
  return `${c.day} ${MONTHS[c.month - 1]}${year ? ` ${c.year}` : ''}`;
}

/**
 * Whether a row's time is today's, so a list shows its time of day (issue 29: every row read "November 26th
 * 2026"). London's day, as formatWhen: 00:30 BST belongs to the day the branch's clock shows.
 */
export function isSameDay(when: Date, now: Date): boolean {
  const a = londonWallClock(when);
  const b = londonWallClock(now);
  return a.year === b.year && a.month === b.month && a.day === b.day;
}

/** "09:15": the time of day (London) of a row placed today. */
export function formatTimeOfDay(when: Date): string {
  const c = londonWallClock(when);
  return `${twoDigits(c.hour)}:${twoDigits(c.minute)}`;
}
