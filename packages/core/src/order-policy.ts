import { addDays } from 'date-fns';
import { openingOnDate } from './branches';
import { MAX_CLOSED_DAYS, MAX_HOLD_DAYS, RATE_GUARANTEE_HOURS } from './constants';
import { londonCalendarDay, londonWallClock } from './london-clock';
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
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Days looked at, either way, for an opening: a branch open at least one day a week always has one, even
 * with every one of its closed days (MAX_CLOSED_DAYS) in a row.
 */
const SEARCH_DAYS = 15 + MAX_CLOSED_DAYS;

/** London's offset from UTC at an instant, in ms (0 in winter, one hour in summer). */
function londonOffset(at: number): number {
  const c = londonWallClock(at);
  const wall = Date.UTC(c.year, c.month - 1, c.day, c.hour, c.minute);
  return wall - (at - (at % 60_000));
}

/** The instant London's clock shows `time` ("17:30") on `day` (a local date at noon). */
export function londonInstant(day: Date, time: string): Date {
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

/** When the branch closes on `day`, or null when it is closed all day (its weekday, or a closed day). */
function closingOn(branch: Branch, day: Date): Date | null {
  const opening = openingOnDate(branch, day);
  return opening ? londonInstant(day, opening.closes) : null;
}

/**
 * The moment an order's hold and rate lock run from: when its lines were last priced (`pricedAt`: a cashier
 * changing the amounts at today's rate starts a new guarantee, issue 30), else when it was placed. Every page,
 * email and device reads the hold through this, as the server's expiry job and tracking read `priced_at`.
 */
export const holdStart = (order: { time: string; pricedAt?: string | undefined }): string =>
  order.pricedAt ?? order.time;

/**
 * An order's hold as its texts read it (core status-texts' placedAt and heldUntil): from when it runs, and the
 * end it was promised when priced (promisedHoldEnd), so every page and email states the same moment. An order
 * carries that end as `heldUntil`; a tracked one as `guaranteedUntil` (its API field).
 */
export const holdOf = (order: {
  time: string;
  pricedAt?: string | undefined;
  heldUntil?: string | undefined;
  guaranteedUntil?: string | undefined;
}) => ({
  placedAt: holdStart(order),
  heldUntil: order.heldUntil ?? order.guaranteedUntil,
});

/**
 * Until when an order placed at `placedAt` is held and its rate locked: closing time on the first opening day
 * that closes at least RATE_GUARANTEE_HOURS later. Placed Thursday 13:12 at a branch open Monday to Saturday
 * until 17:30: Friday 17:30. Placed Saturday 10:00: Monday 17:30 (Sunday is closed). A branch with no hours
 * holds for exactly RATE_GUARANTEE_HOURS.
 */
export function orderHeldUntil(placedAt: Date | string, branch: Branch): Date {
  const placed = new Date(placedAt);
  const earliest = placed.getTime() + GUARANTEE_MS;
  const first = londonCalendarDay(placed);
  for (let i = 0; i <= SEARCH_DAYS; i++) {
    const closes = closingOn(branch, addDays(first, i));
    if (closes && closes.getTime() >= earliest) return closes;
  }
  return new Date(earliest);
}

/**
 * Until when this order is held and its rate locked: the moment its customer was promised when it was priced
 * (stored with it), so a later change of the branch's hours or closed days moves no promise already made. An
 * order priced before the promise was stored has it computed (orderHeldUntil from its priced time).
 */
export function promisedHoldEnd(
  order: { pricedAt: Date | string; heldUntil?: Date | string | null | undefined },
  branch: Branch,
): Date {
  return order.heldUntil ? new Date(order.heldUntil) : orderHeldUntil(order.pricedAt, branch);
}

/**
 * Whether a hold from `pricedAt` to `heldUntil` is longer than any rate is guaranteed (MAX_HOLD_DAYS): a long
 * run of closed days can push the first closing 24 hours on weeks away. Placing such an order, or repricing one
 * at today's rate, is refused (409 branch_closed) rather than locking a rate that long.
 */
export const holdTooLong = (pricedAt: Date, heldUntil: Date): boolean =>
  heldUntil.getTime() - pricedAt.getTime() > MAX_HOLD_DAYS * DAY_MS;

/**
 * Whether the branch, by its hours as they are now, is shut at `at`: never for a hold promised under these
 * hours (it ends at a closing time), but true once the hours changed after the promise (the branch now closes
 * earlier that day, or not at all). Staff then phone the customer (Today flags the order), and the order's
 * texts say so instead of calling that moment "closing time".
 */
export function shutAt(at: Date, branch: Branch): boolean {
  const day = londonCalendarDay(at);
  const opening = openingOnDate(branch, day);
  if (!opening) return branch.hours.length > 0;
  const t = at.getTime();
  return t < londonInstant(day, opening.opens).getTime() || t > londonInstant(day, opening.closes).getTime();
}

/** Whether `at` is the branch's closing time on its day, by its hours as they are now. */
export const isClosingTime = (at: Date, branch: Branch): boolean =>
  closingOn(branch, londonCalendarDay(at))?.getTime() === at.getTime();

/**
 * For the expiry job: orders of `branch` placed at or before the answer are past orderHeldUntil at `now`.
 * An order is past its hold once some closing time at or before now came at least 24 hours after it was
 * placed, so the latest such closing, less 24 hours, bounds them all (proved against orderHeldUntil in tests).
 */
export function expiryCutoff(now: Date, branch: Branch): Date {
  const today = londonCalendarDay(now);
  for (let i = 0; i <= SEARCH_DAYS; i++) {
    const closes = closingOn(branch, addDays(today, -i));
    if (closes && closes.getTime() <= now.getTime()) return new Date(closes.getTime() - GUARANTEE_MS);
  }
  return new Date(now.getTime() - GUARANTEE_MS);
}
