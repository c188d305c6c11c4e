import { addDays, format } from 'date-fns';
import { clockText, hoursText, openingOnDate } from './branches';
import { londonCalendarDay, londonWallClock } from './london-clock';
import type { Branch } from './schemas/branch';
import type { Way } from './ways';

/** The London calendar day and wall-clock minute of an instant. */
function inLondon(at: Date) {
  const c = londonWallClock(at);
  return { day: londonCalendarDay(at), minute: c.hour * 60 + c.minute };
}

/** "09:30" as minutes since midnight. */
const minuteOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/**
 * When an order placed at `at` for `branch` can be collected (issue 16.7), from the branch's own hours: null
 * while it is open (the Important Notification's "collect on the same day" holds); otherwise the sentence
 * naming the next opening, e.g. at 19:24 on a Wednesday "Our branch is closed now: you can collect from
 * Thursday 26 November at 9:00 (Monday to Saturday, 9:00 to 17:30)."
 */
export function collectionAdvice(at: Date, branch: Branch, way: Way = 'buy'): string | null {
  const { day, minute } = inLondon(at);
  const today = openingOnDate(branch, day);
  if (today && minute >= minuteOf(today.opens) && minute < minuteOf(today.closes)) return null;
  if (branch.hours.length === 0) return 'Our branch is closed now.';
  let next = today && minute < minuteOf(today.opens) ? day : addDays(day, 1);
  // A closed day (a bank holiday) is skipped like a closed weekday; a year bounds a branch shut for good.
  for (let i = 0; i < 366 && !openingOnDate(branch, next); i++) next = addDays(next, 1);
  const opens = clockText(openingOnDate(branch, next)?.opens ?? '');
  const when = next.getTime() === day.getTime() ? 'today' : format(next, 'EEEE d MMMM');
  const come = way === 'buy' ? 'collect' : 'bring your currency';
  return `Our branch is closed now: you can ${come} from ${when} at ${opens} (${hoursText(branch)}).`;
}
