import type { Branch, Opening } from './schemas/branch';

/**
 * The Dagenham branch as the 0004 migration seeds it (server/drizzle/0004_branches.sql holds the same values;
 * server/test/api/branches.test.ts proves they agree). The app shows it before GET /branches answers and when
 * the device has never had an answer: the prerendered pages, the first paint and an offline first visit.
 * Bank holidays are not modelled: staff mention them in the order emails.
 */
export const DAGENHAM_BRANCH: Branch = {
  slug: 'Dagenham',
  name: 'Dagenham',
  addressLines: ['Dagenham branch', 'Dagenham', 'RM10'],
  phone: '020 7946 0000',
  hours: [1, 2, 3, 4, 5, 6].map((day) => ({ day, opens: '09:00', closes: '17:30' })),
};

const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;

/** An ISO weekday's name (1 Monday … 7 Sunday). */
const weekday = (day: number) => WEEKDAYS[day - 1] ?? '';

/** "09:00" as the pages say it: "9:00". */
export const clockText = (time: string) => time.replace(/^0(\d)/, '$1');

/** The branch's opening on an ISO weekday, or undefined when it is closed that day. */
export const openingOn = (branch: Branch, day: number): Opening | undefined =>
  branch.hours.find((h) => h.day === day);

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

/** The branch's address on one line, as the footer and pages show it. */
export const addressText = (branch: Branch) => branch.addressLines.join(', ');

/** The phone number for a `tel:` link: digits, a UK number in international form. */
export const phoneHref = (phone: string) => {
  const digits = phone.replace(/[^\d+]/g, '');
  return digits.startsWith('0') ? `+44${digits.slice(1)}` : digits;
};
