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
 * A row's time as a cashier scans a list (issue 29: every row read "November 26th 2026"): the time of day,
 * "09:15", for today's rows, and the day, "3 Mar 2024", for older ones. Device time zone, as formatWhen.
 */
export function formatRowTime(when: Date, now: Date): string {
  const sameDay =
    when.getFullYear() === now.getFullYear() &&
    when.getMonth() === now.getMonth() &&
    when.getDate() === now.getDate();
  return sameDay
    ? `${twoDigits(when.getHours())}:${twoDigits(when.getMinutes())}`
    : `${when.getDate()} ${MONTHS[when.getMonth()]} ${when.getFullYear()}`;
}
