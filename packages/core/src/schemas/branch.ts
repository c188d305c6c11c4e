import { z } from 'zod';

/** A wall-clock time in London, "HH:MM" (24-hour). */
const londonTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'A time is HH:MM, 24-hour');

/** One weekday's opening, in Europe/London time; a weekday with no entry is closed. */
export const openingSchema = z
  .object({
    /** ISO weekday: 1 Monday … 7 Sunday. */
    day: z.number().int().min(1).max(7),
    opens: londonTime,
    closes: londonTime,
  })
  .refine((o) => o.opens < o.closes, { message: 'A branch closes after it opens', path: ['closes'] });
export type Opening = z.infer<typeof openingSchema>;

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
  hours: z
    .array(openingSchema)
    .max(7)
    .refine((hours) => new Set(hours.map((h) => h.day)).size === hours.length, {
      message: 'One opening per weekday',
    }),
});
export type Branch = z.infer<typeof branchSchema>;

/** GET /branches: every collection point, in the order the step-1 select lists them. */
export const branchListSchema = z.array(branchSchema);
