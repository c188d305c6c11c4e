import { londonDay } from './branches';
import { londonWallClock } from './london-clock';
import { BRANCH_CANCEL_REASONS, type BranchCancelReason, type IdRecordRequest } from './schemas/compliance';

/** Customers must be over 18 (the Terms); an ID showing otherwise cannot complete a checked order. */
export const MIN_CUSTOMER_AGE = 18;

/**
 * How far ahead an ID's expiry date may be. Passports and driving licences run 10 years (15 at most for some
 * identity cards), so a later date is a mistake in typing it (9999-01-01 was taken); 20 leaves room for any
 * document a customer may show.
 */
export const MAX_ID_EXPIRY_YEARS = 20;

const two = (n: number) => String(n).padStart(2, '0');

/** The same London day `years` later (negative: earlier), as YYYY-MM-DD; compared as text with ISO days. */
function yearsFrom(today: string, years: number): string {
  const [y, m, d] = today.split('-').map(Number) as [number, number, number];
  return `${String(y + years).padStart(4, '0')}-${two(m)}-${two(d)}`;
}

/**
 * What is wrong with an ID record on the day it is taken (`now`), or null: the document must not have expired
 * nor expire more than MAX_ID_EXPIRY_YEARS ahead, and the date of birth must make the customer 18 or over.
 * These depend on the day, so they are here rather than in the schema (idRecordRequestSchema, whose shape this
 * takes): the server judges them by its clock.
 */
export function idRecordProblem(record: IdRecordRequest, now: Date): string | null {
  const today = londonDay(now);
  if (record.idExpiry < today) return 'This ID has expired: ask for another document';
  if (record.idExpiry > yearsFrom(today, MAX_ID_EXPIRY_YEARS)) {
    return `The expiry date is more than ${MAX_ID_EXPIRY_YEARS} years away: check it on the document`;
  }
  if (record.dateOfBirth > today) return 'The date of birth is in the future';
  if (record.dateOfBirth > yearsFrom(today, -MIN_CUSTOMER_AGE)) {
    return `The customer must be ${MIN_CUSTOMER_AGE} or over`;
  }
  return null;
}

/** A document number shown in lists: its last 4 characters. */
export const idLast4 = (idNumber: string): string => idNumber.slice(-4);

/** What a branch cancellation tells its customer of the reason: the label when it may be told, else nothing. */
export function customerCancelReason(reason: BranchCancelReason | null): string | null {
  if (!reason) return null;
  const entry = BRANCH_CANCEL_REASONS[reason];
  return entry.shown ? entry.label : null;
}

/**
 * A stored cancellation reason as staff read it ("The currency is not available"), every reason included;
 * a value no longer in the list is shown as it was stored.
 */
export function staffCancelReason(reason: string): string {
  return (BRANCH_CANCEL_REASONS as Record<string, { label: string } | undefined>)[reason]?.label ?? reason;
}

/** "2026-07-01 23:30": the branch's clock at a moment, with its year, as a spreadsheet sorts it. */
export function branchStamp(at: Date): string {
  const c = londonWallClock(at);
  return `${c.year}-${two(c.month)}-${two(c.day)} ${two(c.hour)}:${two(c.minute)}`;
}

/** "14:02": the branch's clock at a moment. */
const clockTime = (at: Date) => {
  const c = londonWallClock(at);
  return `${two(c.hour)}:${two(c.minute)}`;
};

/** What another staff member already did to an order, for the one whose action lost the race. */
export type OrderDoneBy = {
  what: 'deleted' | 'accepted' | 'completed' | 'cancelled' | 'expired' | 'changed';
  by: string;
  at: Date;
};

/**
 * The message of a 409 for an action that lost a race (issue 29): "Order 12345678 was deleted by
 * ana@example.com at 14:02." (London time), so the loser knows what happened and whom to ask; then why the
 * action cannot follow (the state machine's `detail`, when there is one), then that nothing was changed.
 */
export function orderRaceMessage(orderNumber: string, done: OrderDoneBy, detail?: string): string {
  const who = done.by === 'customer' || done.by === 'system' ? '' : ` by ${done.by}`;
  const why = detail ? ` ${detail}.` : '';
  return `Order ${orderNumber} was ${done.what}${who} at ${clockTime(done.at)}.${why} ${NOTHING_CHANGED}`;
}

/** Ends every refusal of a staff action: the cashier must know the order is as it was. */
export const NOTHING_CHANGED = 'Nothing was changed.';

/** A refused action nobody raced (completing a Pending order): the state machine's reason, and nothing changed. */
export const refusedMessage = (detail: string) => `${detail}. ${NOTHING_CHANGED}`;

/**
 * Why an order cannot be completed once its branch's till for the day is signed off (issue 30): the money it
 * hands over would change figures a manager has signed. The customer collects on the next opening day.
 */
export const tillClosedMessage = (by: string, at: Date) =>
  `Today's till was signed off by ${by} at ${clockTime(at)}, so no order can be completed today: the customer can collect on the next opening day. ${NOTHING_CHANGED}`;
