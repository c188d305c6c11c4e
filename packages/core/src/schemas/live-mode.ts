import { z } from 'zod';
import { currencyCode } from './common';

/**
 * What live mode ("Get the Latest") knows about the exchange-rate service, as GET /liveMode answers it: one
 * shape, so every server instance can later keep it in one shared place and answer it the same way.
 *
 * - `service`: whether the service answers at all. An outage (no answer, a time-out, a 5xx) is told apart
 *   from a code the service does not know, and says since when.
 * - `unknownCodes`: currencies the service answered about, saying it does not know them.
 * - `rejected`: rates it gave that were not stored (see rate-check.ts), for an Admin to accept or leave.
 */
export const serviceOutageReasonSchema = z.enum(['timeout', 'unreachable', 'server-error', 'bad-response']);
export type ServiceOutageReason = z.infer<typeof serviceOutageReasonSchema>;

export const rateServiceStateSchema = z.object({
  /** 'unknown' until a lookup has been tried. */
  state: z.enum(['unknown', 'ok', 'outage']),
  /** When the current state began (ISO): for an outage, since when the service has not answered. */
  since: z.string().nullable(),
  /** The last time the service answered (ISO). */
  lastAnswerAt: z.string().nullable(),
  reason: serviceOutageReasonSchema.nullable(),
  /** 'HTTP 503', '5000 ms'. */
  detail: z.string().nullable(),
});
export type RateServiceState = z.infer<typeof rateServiceStateSchema>;

export const rateRejectionSchema = z.object({
  code: currencyCode,
  /** The rate as the service gave it. */
  rate: z.string(),
  lastRate: z.string().nullable(),
  reason: z.enum(['not-a-rate', 'too-small', 'too-large', 'moved']),
  /** Percentage from the last rate, one decimal, negative for a fall ('850.0', '-12.5'). */
  movePercent: z.string().nullable(),
  /** When the service last gave it (ISO). */
  at: z.string(),
  message: z.string(),
});
export type RateRejection = z.infer<typeof rateRejectionSchema>;

/** The part of the status that rounds and rate changes write (what a shared store would hold). */
export const rateWatchSchema = z.object({
  /** When the last round finished (ISO), or null. */
  lastRunAt: z.string().nullable(),
  /** Rates stored by the last round. */
  lastUpdated: z.number().int(),
  /** One sentence about what went wrong in the last round, or null when nothing did. */
  lastError: z.string().nullable(),
  service: rateServiceStateSchema,
  unknownCodes: z.array(currencyCode),
  rejected: z.array(rateRejectionSchema),
});
export type RateWatch = z.infer<typeof rateWatchSchema>;

/** GET / PUT /liveMode. */
export const liveModeStatusSchema = rateWatchSchema.extend({
  on: z.boolean(),
  intervalSeconds: z.number().int(),
});
export type LiveModeStatus = z.infer<typeof liveModeStatusSchema>;
