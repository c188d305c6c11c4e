/** en-GB short month names, as Intl writes them ("Sept", not "Sep"). */
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sept', 'Oct', 'Nov', 'Dec'];

const twoDigits = (n: number) => String(n).padStart(2, '0');

/**
 * "22 Nov 2026, 09:15" in the device's time zone: the same text as Intl.DateTimeFormat('en-GB', { day:
 * 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit' }) gives, without it. A
 * page's first Intl date formatter loads the locale's date patterns: 20 to 40 ms of one task on a desktop,
 * four times that on a phone, in the middle of every customer page's start-up.
 */
export function formatWhen(when: Date): string {
  return (
    `${when.getDate()} ${MONTHS[when.getMonth()]} ${when.getFullYear()}, ` +
    `${twoDigits(when.getHours())}:${twoDigits(when.getMinutes())}`
  );
}

/**
 * Whether a row's time is today's, so a list shows its time of day (issue 29: every row read "November 26th
 * 2026"). Device time zone, as formatWhen.
 */
export function isSameDay(when: Date, now: Date): boolean {
  return (
    when.getFullYear() === now.getFullYear() &&
    when.getMonth() === now.getMonth() &&
    when.getDate() === now.getDate()
  );
}

/** "09:15": the time of day of a row placed today. */
export function formatTimeOfDay(when: Date): string {
  return `${twoDigits(when.getHours())}:${twoDigits(when.getMinutes())}`;
}
