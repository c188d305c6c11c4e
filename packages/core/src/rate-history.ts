import { Dec, toDec } from './decimal';

/** The chart's periods, in days. */
export const RATE_HISTORY_DAYS = [7, 30, 90] as const;
export type RateHistoryDays = (typeof RATE_HISTORY_DAYS)[number];

/** How long rate history is kept: five years, like every other transaction record (docs/pricing.md). */
export const RATE_HISTORY_RETENTION_YEARS = 5;

/**
 * The spacing of a period's points: every 6 hours over a week (29 points), daily over 30 and 90 days. Few
 * enough that the chart's data table reads well aloud, and a fixed count whatever live mode wrote.
 */
export function rateHistoryStepHours(days: RateHistoryDays): number {
  return days === 7 ? 6 : 24;
}

/** Rates moving less than this (relative, 0.1%) over 7 days are "flat". */
export const TREND_FLAT_FRACTION = '0.001';

export type Trend = 'up' | 'down' | 'flat';

/**
 * The 7-day trend of a market rate (units per pound): up when the pound buys more than it did, down when less,
 * flat within 0.1%. No earlier rate, or one that is not a number: flat.
 */
export function rateTrend(then: string | null, now: string): Trend {
  const a = then === null ? null : toDec(then);
  const b = toDec(now);
  if (a === null || b === null || !a.gt(0)) return 'flat';
  const change = b.minus(a).div(a);
  if (change.abs().lt(new Dec(TREND_FLAT_FRACTION))) return 'flat';
  return change.gt(0) ? 'up' : 'down';
}

export interface RateRange {
  high: string;
  low: string;
}

/** The highest and lowest of a period's rates (decimal strings, compared exactly); null for none. */
export function rateRange(rates: readonly string[]): RateRange | null {
  let high: Dec | null = null;
  let low: Dec | null = null;
  let highText = '';
  let lowText = '';
  for (const text of rates) {
    const d = toDec(text);
    if (d === null) continue;
    if (high === null || d.gt(high)) [high, highText] = [d, text];
    if (low === null || d.lt(low)) [low, lowText] = [d, text];
  }
  return high === null ? null : { high: highText, low: lowText };
}
