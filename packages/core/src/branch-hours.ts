import { addDays, format } from 'date-fns';
import { BRANCH_HOURS } from './constants';
import { ORDER_TIME_ZONE } from './dates';

const londonParts = new Intl.DateTimeFormat('en-GB', {
  timeZone: ORDER_TIME_ZONE,
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  hourCycle: 'h23',
});

/** The London calendar day and wall-clock minute of an instant. */
function inLondon(at: Date) {
  const parts = londonParts.formatToParts(at);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  // A local date at noon holds the calendar day only; date-fns then steps and spells days.
  const day = new Date(part('year'), part('month') - 1, part('day'), 12);
  return { day, minute: part('hour') * 60 + part('minute') };
}

const minuteOf = (t: { hour: number; minute: number }) => t.hour * 60 + t.minute;
const isOpenDay = (day: Date) => (BRANCH_HOURS.days as readonly number[]).includes(Number(format(day, 'i')));

/**
 * When an order placed at `at` can be collected (issue 16.7): null while the branch is open (the Important
 * Notification's "collect on the same day" holds); otherwise the sentence naming the next opening, e.g. at 19:24
 * on a Wednesday "Our branch is closed now: you can collect from Thursday 26 November at 9:00 (Monday to
 * Saturday, 9:00 to 17:30)."
 */
export function collectionAdvice(at: Date): string | null {
  const { day, minute } = inLondon(at);
  const opens = minuteOf(BRANCH_HOURS.opens);
  const closes = minuteOf(BRANCH_HOURS.closes);
  if (isOpenDay(day) && minute >= opens && minute < closes) return null;
  let next = isOpenDay(day) && minute < opens ? day : addDays(day, 1);
  while (!isOpenDay(next)) next = addDays(next, 1);
  const when = next.getTime() === day.getTime() ? 'today' : format(next, 'EEEE d MMMM');
  return `Our branch is closed now: you can collect from ${when} at 9:00 (${BRANCH_HOURS.text}).`;
}
