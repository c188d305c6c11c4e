import { z } from 'zod';
import { MAX_CLOSED_DAYS } from '../constants';
import { isCalendarDate } from './common';

/** A wall-clock time in London, "HH:MM" (24-hour). */
const TIME_FORMAT = 'A time is HH:MM, 24-hour';
const londonTime = z.string({ error: TIME_FORMAT }).regex(/^([01]\d|2[0-3]):[0-5]\d$/, TIME_FORMAT);
const WEEKDAY = 'A weekday is 1 (Monday) to 7 (Sunday)';

/** One weekday's opening, in Europe/London time; a weekday with no entry is closed. */
export const openingSchema = z
  .object({
    /** ISO weekday: 1 Monday … 7 Sunday. */
    day: z.number({ error: WEEKDAY }).int(WEEKDAY).min(1, WEEKDAY).max(7, WEEKDAY),
    opens: londonTime,
    closes: londonTime,
  })
  .refine((o) => o.opens < o.closes, { message: 'A branch closes after it opens', path: ['closes'] });
export type Opening = z.infer<typeof openingSchema>;

/** A calendar day in London, "2026-12-25"; a real date (no 31 February). */
export const londonDateSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'A date is YYYY-MM-DD')
  .refine(isCalendarDate, 'This is not a real date');

const closedDaysSchema = z
  .array(londonDateSchema, { error: 'List the closed days as YYYY-MM-DD dates (an empty list for none)' })
  .max(MAX_CLOSED_DAYS, `At most ${MAX_CLOSED_DAYS} closed days`)
  .refine((days) => new Set(days).size === days.length, { message: 'Each closed day once' });

const hoursSchema = z
  .array(openingSchema, { error: 'List the opening hours, one entry per weekday the branch opens' })
  .max(7, 'One opening per weekday')
  .refine((hours) => new Set(hours.map((h) => h.day)).size === hours.length, {
    message: 'One opening per weekday',
  });

/**
 * A branch, a collection point (issue 18, "Branches as data"): `slug` is the value an order's CheckingPoint
 * carries (e.g. "Dagenham"), so orders keep the spec's wire format; the rest is what customers are shown.
 */
export const branchSchema = z.object({
  slug: z.string().min(1).max(64),
  name: z.string().min(1),
  addressLines: z.array(z.string()),
  phone: z.string(),
  /** At most one entry per weekday, Monday first. */
  hours: hoursSchema,
  /**
   * Dates the branch is shut although its weekday has hours (bank holidays, closures; issue 30), oldest
   * first. Optional so a device's copy from before issue 30 still reads; the server always sends it.
   */
  closedDays: closedDaysSchema.optional(),
});
export type Branch = z.infer<typeof branchSchema>;

/** GET /branches: every collection point, in the order the step-1 select lists them. */
export const branchListSchema = z.array(branchSchema);

/** Text shown on every page and email (the branch's name, an address line): one line, no markup. */
const PLAIN_LINE = /^[^\r\n<>]+$/;

/** One line of a street address: printable, no line breaks. */
const addressLine = z
  .string({ error: 'An address line is text' })
  .trim()
  .min(1, 'An address line cannot be empty')
  .max(80, 'An address line is at most 80 characters')
  .regex(PLAIN_LINE, 'An address line is plain text on one line');

/**
 * PUT /branches/{slug} (issue 30, Admin, `branch.settings`): what an Admin edits on Branch settings. The
 * address is the street first and the postcode last, so every page, email and tracking answer can show
 * the full street address; a UK phone number the customers can ring.
 */
export const branchSettingsSchema = z.object({
  // Each field names itself when missing or of the wrong type, not zod's "expected string, received undefined".
  name: z
    .string({ error: 'The branch needs a name' })
    .trim()
    .min(1, 'The branch needs a name')
    .max(60, 'A name is at most 60 characters')
    .regex(PLAIN_LINE, 'A name is plain text on one line'),
  addressLines: z
    .array(addressLine, { error: 'Give the street address and the town with its postcode' })
    .min(2, 'Give the street address and the town with its postcode')
    .max(5, 'At most 5 address lines')
    .refine(
      (lines) => /\b[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2}\b/i.test(lines.at(-1) ?? ''),
      'The last address line ends with the full postcode, e.g. RM10 8QT',
    )
    .refine((lines) => /\d/.test(lines[0] ?? ''), 'The first address line is the street with its number'),
  phone: z
    .string({ error: 'A UK phone number, e.g. 020 7946 0000' })
    .trim()
    .regex(/^(\+44\s?|0)[\d ]{9,13}$/, 'A UK phone number, e.g. 020 7946 0000')
    .refine((p) => p.replace(/\D/g, '').replace(/^44/, '0').length === 11, 'A UK phone number has 11 digits'),
  // A branch open on no day would give every order a hold ending on a closed day (the policy says never).
  hours: hoursSchema.refine((hours) => hours.length > 0, 'The branch must open on at least one day a week'),
  closedDays: closedDaysSchema,
});
export type BranchSettings = z.infer<typeof branchSettingsSchema>;
