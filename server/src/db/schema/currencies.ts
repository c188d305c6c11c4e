import { boolean, index, integer, numeric, pgTable, text } from 'drizzle-orm/pg-core';
import { instant, serialId } from './columns';

/** Currencies on offer. `rate` is units per 1 GBP (market); margins are percent (Sell negative, Buy positive). */
export const currencies = pgTable('currencies', {
  code: text('code').primaryKey(),
  /** Country name (spec §3 `label`). */
  label: text('label').notNull(),
  /** Currency name, e.g. "Euro", for pickers ("EUR Euro"). */
  name: text('name').notNull().default(''),
  rate: numeric('rate', { precision: 18, scale: 6 }).notNull(),
  sellMargin: numeric('sell_margin', { precision: 8, scale: 4 }).notNull(),
  buyMargin: numeric('buy_margin', { precision: 8, scale: 4 }).notNull(),
  /** True while the rate is the bundled sample rate rather than one set by staff or the rate service. */
  sample: boolean('sample').notNull().default(false),
  sortOrder: integer('sort_order').notNull().default(1000),
  updatedAt: instant('updated_at').notNull().defaultNow(),
  /** Soft delete keeps the code reserved and the history readable. */
  deletedAt: instant('deleted_at'),
});

export const rateHistory = pgTable(
  'rate_history',
  {
    id: serialId(),
    code: text('code')
      .notNull()
      .references(() => currencies.code),
    rate: numeric('rate', { precision: 18, scale: 6 }).notNull(),
    /**
     * The margins in force from this moment, so a customer rate at any past moment can be recomputed. Null only
     * on rows written before margins were recorded; readers fall back to the currency's own margins.
     */
    sellMargin: numeric('sell_margin', { precision: 8, scale: 4 }),
    buyMargin: numeric('buy_margin', { precision: 8, scale: 4 }),
    /** What made the change: see RateChangeSource (rates/rate-history.ts). */
    source: text('source').notNull(),
    recordedAt: instant('recorded_at').notNull().defaultNow(),
  },
  (t) => [index('rate_history_code_idx').on(t.code, t.recordedAt)],
);
