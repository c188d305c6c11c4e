import type { Opening } from '@tm/core';
import { sql } from 'drizzle-orm';
import { integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';

/**
 * The collection points (issue 18, "Branches as data"). `slug` is what an order's CheckingPoint holds ("Dagenham"),
 * so orders reference it. `hours` is one entry per open ISO weekday in Europe/London time (core openingSchema);
 * a day without one is closed. The 0004 migration seeds the Dagenham row (core DAGENHAM_BRANCH); an Admin edits
 * the row on Branch settings (issue 30, server/src/branches/settings.ts).
 */
export const branches = pgTable('branches', {
  slug: text('slug').primaryKey(),
  name: text('name').notNull(),
  addressLines: text('address_lines').array().notNull(),
  phone: text('phone').notNull(),
  hours: jsonb('hours').$type<Opening[]>().notNull(),
  /** London dates ("2026-12-25") the branch is shut although its weekday has hours (issue 30). */
  closedDays: text('closed_days')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  /** The order the step-1 select lists them in. */
  sortOrder: integer('sort_order').notNull().default(0),
});
