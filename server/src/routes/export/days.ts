import { z } from '@hono/zod-openapi';
import { isCalendarDate, londonDayBounds, NOT_IN_CALENDAR } from '@tm/core';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A day of the query; `missing` is what an absent one is told (zod's own "expected string" names nothing). */
const isoDay = (missing: string) =>
  z
    .string({ error: (issue) => (issue.input === undefined ? missing : 'Give the date as YYYY-MM-DD') })
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'Give the date as YYYY-MM-DD')
    // The till's check: Date.parse rolled 2026-11-31 over to 1 December, and answered it with an empty CSV.
    .refine(isCalendarDate, NOT_IN_CALENDAR);

/**
 * `?from` and `?to` of a CSV export: two London days, both included. The branch's day is London's, as the
 * till's and the end-of-day export's are: a UTC day left an order placed at 00:30 BST out of its own day.
 */
export const exportDayFields = {
  from: isoDay('Choose the first day to export (from)').describe('First day (London), YYYY-MM-DD'),
  to: isoDay('Choose the last day to export (to)').describe('Last day (London), YYYY-MM-DD, included'),
};

/** An export's query with its days in order and at most a year apart. */
export const checkedDays = <S extends z.ZodType<{ from: string; to: string }>>(schema: S) =>
  schema
    .refine((v) => v.from <= v.to, { message: 'The first day must not be after the last', path: ['to'] })
    .refine((v) => Date.parse(v.to) - Date.parse(v.from) <= 366 * DAY_MS, {
      message: 'Export at most a year at a time',
      path: ['to'],
    });

export const exportDays = checkedDays(z.object(exportDayFields));

/**
 * The instants a from/to pair of London days covers: from the first day's London midnight up to (not
 * including) the one after the last day, whatever the clock changes between (core londonDayBounds, the till's).
 */
export function dayRange(from: string, to: string): [Date, Date] {
  return [londonDayBounds(from).start, londonDayBounds(to).end];
}
