import { z } from 'zod';
import { messages } from '../messages';

/**
 * A decimal number as it crosses the API. Money is never a binary float inside the product, so responses
 * carry decimal strings ("1.1650"); requests written from the spec may send JSON numbers, which are accepted
 * and normalised to strings before any arithmetic.
 */
export const decimalString = z
  .union([z.string(), z.number()])
  .transform((v) => (typeof v === 'number' ? String(v) : v.trim()))
  .pipe(z.string().regex(/^-?\d+(\.\d+)?$/, messages.mustBeNumber));

/** ISO 4217 style code, upper-cased. */
export const currencyCode = z
  .string()
  .trim()
  .transform((s) => s.toUpperCase())
  .pipe(z.string().regex(/^[A-Z]{3}$/, messages.currencyCodeFormat));

/** Line status: `buy` = Click & Collect (customer buys foreign currency), `sell` = Click & Sell. */
export const waySchema = z.enum(['buy', 'sell']);
export type Way = z.infer<typeof waySchema>;

/** The purchase route's `currentWay` segment. */
export const routeWaySchema = z.enum(['Order', 'Sell']);
export type RouteWay = z.infer<typeof routeWaySchema>;

export const wayTitleSchema = z.enum(['Click & Collect', 'Click & Sell']);
export type WayTitle = z.infer<typeof wayTitleSchema>;

export { ROUTE_WAY_TO_WAY, WAY_TITLE, WAY_TO_ROUTE_WAY } from '../ways';

/** One error envelope for every failed API call (architecture.md). */
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
