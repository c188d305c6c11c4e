import { z } from 'zod';
import { DECIMAL_TEXT } from '../decimal';
import { messages } from '../messages';
import { ROUTE_WAYS, WAY_TITLES, WAYS } from '../ways';

/**
 * A decimal number as it crosses the API. Money is never a binary float inside the product, so responses
 * carry decimal strings ("1.1650"); requests written from the spec may send JSON numbers, which are accepted
 * and normalised to strings before any arithmetic.
 */
export const decimalString = requiredDecimal(messages.mustBeNumber);

/** decimalString for a field a request must carry: absent says `missing`, rather than zod's "Invalid input". */
export function requiredDecimal(missing: string) {
  return numberAsText((issue) => (issue.input === undefined ? missing : messages.mustBeNumber)).pipe(
    z.string().regex(DECIMAL_TEXT, messages.mustBeNumber),
  );
}

/**
 * A field that requests may send as text or as a JSON number (amounts, an order number), as trimmed text, so
 * every later check reads one form. `error` is what a value of neither kind (or none) is told.
 */
export function numberAsText(error?: string | ((issue: { input: unknown }) => string)) {
  return z
    .union([z.string(), z.number()], error === undefined ? undefined : { error })
    .transform((v) => (typeof v === 'number' ? String(v) : v.trim()));
}

/**
 * A money amount in an answer: decimal text to the penny ("12.50", "-3.20"), never a binary float. Named so
 * the till, the end-of-day report and the day's till lines say which of their fields are money.
 */
/**
 * Whether "YYYY-MM-DD" names a day of the calendar (2026-02-31 does not). Zod runs a refine even when the
 * pattern before it failed, so a non-date must answer false, never throw (an Invalid Date would).
 */
export function isCalendarDate(day: string): boolean {
  const at = new Date(`${day}T12:00:00Z`);
  return !Number.isNaN(at.getTime()) && at.toISOString().slice(0, 10) === day;
}

/** What a day not in the calendar is told, wherever an API takes a day (the till's, the reports', the exports'). */
export const NOT_IN_CALENDAR = 'That day is not in the calendar';

export const amountText = z.string().describe('A decimal amount as text, 2 dp ("12.50"); never a float');

/** ISO 4217 style code, upper-cased. */
export const currencyCode = z
  .string()
  .trim()
  .transform((s) => s.toUpperCase())
  .pipe(z.string().regex(/^[A-Z]{3}$/, messages.currencyCodeFormat));

export const waySchema = z.enum(WAYS);
export const routeWaySchema = z.enum(ROUTE_WAYS);
export const wayTitleSchema = z.enum(WAY_TITLES);
export type { RouteWay, Way, WayTitle } from '../ways';
export { ROUTE_WAY_TO_WAY, WAY_TITLE, WAY_TO_ROUTE_WAY } from '../ways';

/** One error envelope for every failed API call (docs/api.md). */
export const errorEnvelopeSchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    issues: z
      .array(z.object({ path: z.array(z.union([z.string(), z.number()])), message: z.string() }))
      .optional(),
  }),
});
export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;
/** One problem the server named: the request field it is about (e.g. `['Address']`) and what to tell the customer. */
export type ErrorIssue = NonNullable<ErrorEnvelope['error']['issues']>[number];
