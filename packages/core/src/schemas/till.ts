import { z } from 'zod';
import { validateAmount } from '../amount';
import { minorUnitProblem } from '../minor-units';
import { amountText, currencyCode, isCalendarDate, NOT_IN_CALENDAR, numberAsText } from './common';

/** A London calendar day, "2026-11-26" (the till and the end-of-day report are by the branch's day). */
export const londonDaySchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'A day is YYYY-MM-DD')
  .refine(isCalendarDate, NOT_IN_CALENDAR);

const CASH_PROBLEM = 'An amount is 0 or more, to the penny';

/**
 * A counted or entered amount: 0 or more, at most 2 decimals, as decimal text (never a float inside). Sent as
 * text or a JSON number, as every amount the API takes (docs/api.md).
 */
const cash = numberAsText(CASH_PROBLEM).pipe(
  z.string().refine((a) => a === '0' || /^0(\.0{1,2})?$/.test(a) || validateAmount(a) === null, CASH_PROBLEM),
);

/** PUT /till (issue 30, `till.count`): per currency the opening float, deliveries in and, at close, the count. */
export const tillCountRequestSchema = z.object({
  day: londonDaySchema,
  counts: z
    .array(
      z.object({
        code: currencyCode,
        openingFloat: cash,
        deliveries: cash,
        /** Null (or left out) until the till is counted at close. */
        counted: cash.nullable().optional(),
      }),
    )
    .min(1)
    .max(200)
    .refine((c) => new Set(c.map((x) => x.code)).size === c.length, { message: 'Each currency once' })
    // Notes have the currency's own units: no fraction of a yen in a float or a count (core minor-units.ts).
    .superRefine((counts, ctx) => {
      counts.forEach((c, i) => {
        for (const field of ['openingFloat', 'deliveries', 'counted'] as const) {
          const amount = c[field];
          const problem = amount ? minorUnitProblem(amount, c.code) : null;
          if (problem) ctx.addIssue({ code: 'custom', path: [i, field], message: problem });
        }
      });
    }),
});
export type TillCountRequest = z.infer<typeof tillCountRequestSchema>;

/** One currency's row of the till: expected = float + deliveries + in − out; difference = counted − expected. */
export const tillRowSchema = z.object({
  code: z.string(),
  openingFloat: amountText,
  deliveries: amountText,
  /** Notes (GBP: cash) taken in by completed orders: Sell notes; GBP from Collect orders, less what was paid back. */
  moneyIn: amountText,
  /** Handed out by completed orders: Collect notes; GBP paid for Sell orders. */
  moneyOut: amountText,
  expected: amountText,
  counted: amountText.nullable(),
  difference: amountText.nullable(),
});
export type TillRow = z.infer<typeof tillRowSchema>;

/** GET /till?day=: the day's till for the branch, and its manager's sign-off once given. */
export const tillDaySchema = z.object({
  day: londonDaySchema,
  branch: z.string(),
  rows: z.array(tillRowSchema),
  completedOrders: z.number().int(),
  signedOffBy: z.string().nullable(),
  signedOffAt: z.string().nullable(),
  /** Why the till was out when it was signed off (null when it balanced, or before the sign-off). */
  signOffNote: z.string().nullable(),
});
export type TillDay = z.infer<typeof tillDaySchema>;

/**
 * POST /till/signOff (`till.signOff`, a Manager). The note says why the till is out; the server requires it
 * when a count differs from the expected (core signOffNoteProblem).
 */
export const tillSignOffRequestSchema = z.object({
  day: londonDaySchema,
  note: z.string().trim().max(500, 'Keep the note to 500 characters').optional(),
});
export type TillSignOffRequest = z.infer<typeof tillSignOffRequestSchema>;

/** GET /endOfDay?day=: the completed orders of a London day, per currency and way, and the GBP in and out. */
export const endOfDaySchema = z.object({
  day: londonDaySchema,
  rows: z.array(
    z.object({
      code: z.string(),
      way: z.enum(['buy', 'sell']),
      orders: z.number().int(),
      /** The notes of the lines: handed over (Collect) or taken in (Sell), 2 dp; the till's notes out and in. */
      foreign: amountText,
      /** The GBP of the lines as each customer was told it: paid for Collect, paid out for the notes (Sell). */
      gbp: amountText,
    }),
  ),
  /** GBP the customers paid for Collect orders (their emails' totals); GBP paid out for Sell orders. */
  gbpIn: amountText,
  /**
   * GBP paid back to Collect customers for the part below the smallest note: the till's GBP in is gbpIn less
   * this.
   */
  gbpPaidBack: amountText,
  gbpOut: amountText,
  completedOrders: z.number().int(),
  deletedOrders: z.number().int(),
});
export type EndOfDay = z.infer<typeof endOfDaySchema>;
