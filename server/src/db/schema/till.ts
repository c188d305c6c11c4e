import { numeric, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { instant } from './columns';
import { branches } from './branches';

/** The branch and London day a row of the till is of. */
const branchDay = () => ({
  branch: text('branch')
    .notNull()
    .references(() => branches.slug),
  /** The London calendar day, "2026-11-26". */
  day: text('day').notNull(),
});

/**
 * The till (issue 30): per branch, London day and currency (GBP too), the opening float, deliveries in and,
 * at close, the count. What completed orders took in and handed out is worked out from the orders themselves
 * (core till.ts), never stored twice.
 */
export const tillCounts = pgTable(
  'till_counts',
  {
    ...branchDay(),
    code: text('code').notNull(),
    openingFloat: numeric('opening_float', { precision: 18, scale: 2 }).notNull(),
    deliveries: numeric('deliveries', { precision: 18, scale: 2 }).notNull(),
    counted: numeric('counted', { precision: 18, scale: 2 }),
    updatedBy: text('updated_by').notNull(),
    updatedAt: instant('updated_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.branch, t.day, t.code] })],
);

/** A manager's sign-off of a day's till: after it, the day's counts are closed. */
export const tillSignOffs = pgTable(
  'till_sign_offs',
  {
    ...branchDay(),
    signedOffBy: text('signed_off_by').notNull(),
    signedOffAt: instant('signed_off_at').notNull(),
    /** Why the till was out, given by the manager when a count differed (core signOffNoteProblem). */
    note: text('note'),
  },
  (t) => [primaryKey({ columns: [t.branch, t.day] })],
);
