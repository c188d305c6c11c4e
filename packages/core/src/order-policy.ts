import { addDays, format } from 'date-fns';
import { openingOn } from './branches';
import { RATE_GUARANTEE_HOURS } from './constants';
import { ORDER_TIME_ZONE } from './dates';
import type { Branch } from './schemas/branch';

/**
 * The customer policy (issue 31.2, docs/customer-policy.md "Decisions"), as rules with the branch's hours as
 * input. Every page, email and tracking answer that states a date or a rule takes it from here or from the
 * texts built on it (policy-texts.ts), so no two places can disagree.
 *
 * - The rate is locked, and the order held, for at least RATE_GUARANTEE_HOURS: until closing time on the
 *   first day the branch is open whose closing is at least 24 hours after the order was placed. One moment
 *   for both, so "held" and "guaranteed" never disagree, and it is always a time the branch is open.
 * - An order not completed by then expires (the server's expiry job uses expiryCutoff, the same rule).
 * - Photo ID always; a proof of address too from PROOF_OF_ADDRESS_FROM_GBP (constants.ts, policy-texts.ts).
 */

const GUARANTEE_MS = RATE_GUARANTEE_HOURS * 60 * 60 * 1000;

/** Days looked at, either way, for an opening: a branch open at least one day a week always has one. */
const SEARCH_DAYS = 15;

const londonParts = new Intl.DateTimeFormat('en-GB', {
  timeZone: ORDER_TIME_ZONE,
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  hourCycle: 'h23',
});

/** London's offset from UTC at an instant, in ms (0 in winter, one hour in summer). */
function londonOffset(at: number): number {
  const parts = londonParts.formatToParts(new Date(at));
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  const wall = Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'));
  return wall - (at - (at % 60_000));
}

/** The London calendar day of an instant, as a local date at noon (date-fns then steps and spells days). */
function londonDay(at: Date): Date {
  const parts = londonParts.formatToParts(at);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  return new Date(part('year'), part('month') - 1, part('day'), 12);
}

/** The instant London's clock shows `time` ("17:30") on `day` (a local date at noon). */
function londonInstant(day: Date, time: string): Date {
  const wall = Date.UTC(
    day.getFullYear(),
    day.getMonth(),
    day.getDate(),
    Number(time.slice(0, 2)),
    Number(time.slice(3, 5)),
  );
  // Twice: the offset at the guess may differ from the one at the answer across a clock change.
  const first = wall - londonOffset(wall);
  return new Date(wall - londonOffset(first));
}

/** When the branch closes on `day`, or null when it is closed all day. */
function closingOn(branch: Branch, day: Date): Date | null {
  const opening = openingOn(branch, Number(format(day, 'i')));
  return opening ? londonInstant(day, opening.closes) : null;
}

/**
 * Until when an order placed at `placedAt` is held and its rate locked: closing time on the first opening day
 * that closes at least RATE_GUARANTEE_HOURS later. Placed Thursday 13:12 at a branch open Monday to Saturday
 * until 17:30: Friday 17:30. Placed Saturday 10:00: Monday 17:30 (Sunday is closed). A branch with no hours
 * holds for exactly RATE_GUARANTEE_HOURS.
 */
export function orderHeldUntil(placedAt: Date | string, branch: Branch): Date {
  const placed = new Date(placedAt);
  const earliest = placed.getTime() + GUARANTEE_MS;
  const first = londonDay(placed);
  for (let i = 0; i <= SEARCH_DAYS; i++) {
    const closes = closingOn(branch, addDays(first, i));
    if (closes && closes.getTime() >= earliest) return closes;
  }
  return new Date(earliest);
}

/**
 * For the expiry job: orders of `branch` placed at or before the answer are past orderHeldUntil at `now`.
 * An order is past its hold once some closing time at or before now came at least 24 hours after it was
 * placed, so the latest such closing, less 24 hours, bounds them all (proved against orderHeldUntil in tests).
 */
export function expiryCutoff(now: Date, branch: Branch): Date {
  const today = londonDay(now);
  for (let i = 0; i <= SEARCH_DAYS; i++) {
    const closes = closingOn(branch, addDays(today, -i));
    if (closes && closes.getTime() <= now.getTime()) return new Date(closes.getTime() - GUARANTEE_MS);
  }
  return new Date(now.getTime() - GUARANTEE_MS);
}
