import { z } from 'zod';
import { RATE_HISTORY_DAYS } from '../rate-history';
import { currencyCode, decimalString } from './common';

/** What made a rate-history row: the seed, the sample history, live mode, an admin's Check, Add or edit. */
export const RATE_CHANGE_SOURCES = ['seed', 'sample', 'live', 'check', 'add', 'edit'] as const;
export const rateChangeSourceSchema = z.enum(RATE_CHANGE_SOURCES);
export type RateChangeSource = z.infer<typeof rateChangeSourceSchema>;

/** `?days=` of GET /rateHistory/{code}: one of the chart's three periods (30 when left out). */
export const rateHistoryQuerySchema = z.object({
  days: z
    .enum(RATE_HISTORY_DAYS.map(String) as ['7', '30', '90'], {
      error: `days must be one of ${RATE_HISTORY_DAYS.join(', ')}`,
    })
    .default('30')
    .transform(Number),
});

/** One moment of a currency's history: the two customer rates (4 dp) that were in force then. */
export const rateHistoryPointSchema = z.object({
  /** ISO date-time. */
  at: z.string(),
  /** Click & Collect rate: Rate × (1 + Sell/100). */
  collect: decimalString,
  /** Click & Sell rate: Rate × (1 + Buy/100). */
  sell: decimalString,
  /** True when the point comes from the bundled sample rates, not a real market rate. */
  sample: z.boolean(),
});
export type RateHistoryPoint = z.infer<typeof rateHistoryPointSchema>;

/** GET /rateHistory/{code}?days=: evenly spaced points over the period, oldest first, the last one now. */
export const rateHistorySchema = z.object({
  value: currencyCode,
  days: z.number().int(),
  /** True when any point is sample data (say so wherever the chart shows). */
  sample: z.boolean(),
  points: z.array(rateHistoryPointSchema),
});
export type RateHistory = z.infer<typeof rateHistorySchema>;
