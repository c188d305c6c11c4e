import { format, subDays } from 'date-fns';

export interface DayCount {
  date: string;
  count: number;
}

/**
 * The last `days` calendar days ending `today`, oldest first, with the server's counts and 0 for days it did not
 * list, so the chart's x axis is always the full 30 days however sparse the orders were.
 */
export function lastDays(perDay: DayCount[], today: Date, days = 30): DayCount[] {
  const counts = new Map(perDay.map((d) => [d.date.slice(0, 10), d.count]));
  return Array.from({ length: days }, (_, i) => {
    const date = format(subDays(today, days - 1 - i), 'yyyy-MM-dd');
    return { date, count: counts.get(date) ?? 0 };
  });
}

/** A round axis maximum (1, 2, 5 × 10^n) at or above `max`, so gridlines fall on readable numbers. */
export function niceMax(max: number): number {
  if (max <= 0) return 1;
  const pow = 10 ** Math.floor(Math.log10(max));
  const step = [1, 2, 5, 10].find((s) => s * pow >= max) ?? 10;
  return step * pow;
}
