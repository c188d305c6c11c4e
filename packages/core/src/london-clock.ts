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

/** What the branch's wall clock (London) shows at an instant: the branch's hours are written in it. */
export function londonWallClock(at: Date | number) {
  const parts = londonParts.formatToParts(new Date(at));
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  return {
    year: part('year'),
    month: part('month'),
    day: part('day'),
    hour: part('hour'),
    minute: part('minute'),
  };
}

/** The London calendar day of an instant, as a local date at noon (date-fns then steps and spells days). */
export function londonCalendarDay(at: Date | number): Date {
  const c = londonWallClock(at);
  return new Date(c.year, c.month - 1, c.day, 12);
}
