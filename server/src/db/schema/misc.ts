import { boolean, index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { instant, serialId } from './columns';

/** Who changed what: staff actions on orders, currencies and users. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serialId(),
    actor: text('actor').notNull(),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    at: instant('at').notNull().defaultNow(),
  },
  (t) => [
    index('audit_log_entity_idx').on(t.entity, t.entityId),
    // The end-of-day report and till read a day's completions by action and time (issue 30).
    index('audit_log_action_at_idx').on(t.action, t.at),
  ],
);

export const contactMessages = pgTable('contact_messages', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  phone: text('phone').notNull().default(''),
  message: text('message').notNull(),
  createdAt: instant('created_at').notNull().defaultNow(),
  /** When staff marked it dealt with, and who (null while open). */
  handledAt: instant('handled_at'),
  handledBy: text('handled_by'),
  /** What staff did about it ("Called back, sent the opening hours"), shown with who and when. */
  handledNote: text('handled_note'),
});

/**
 * Rate-limit counters shared by every server instance on one PostgreSQL (http/pg-limiter-store.ts): one row
 * per limiter key and its current fixed window. Rows of ended windows are swept now and then.
 *
 * UNLOGGED (migration 0013, which drizzle's schema cannot say): every order counts four keys here, and the
 * write-ahead log and its flush at each commit made the limiter cost an order 6-12% of its throughput (bench
 * 2b). What that gives up: after a crash of PostgreSQL (not a restart) the table starts empty, and a standby
 * has none of it, so every window starts afresh once, at most an hour early. Counters are not data anyone
 * keeps; orders, sessions and emails stay logged.
 */
export const rateLimitWindows = pgTable(
  'rate_limit_windows',
  {
    key: text('key').primaryKey(),
    count: integer('count').notNull(),
    resetAt: instant('reset_at').notNull(),
  },
  // The sweep finds ended windows by this, not by reading the whole table: a flood of orders adds two rows
  // each for an hour (a seq scan of 20,000-40,000 rows took 3-93 ms in bench 2b, every 1,000 hits).
  (t) => [index('rate_limit_windows_reset_at_idx').on(t.resetAt)],
);

/**
 * The row GET /api/health writes and deletes after a write failed, to learn whether writes work again
 * (db/write-health.ts). A table of its own because the rate-limit counters are unlogged: a write there never
 * reaches the write-ahead log, which is what a full disk stops first, so it could say "writes work" while
 * orders still fail.
 */
export const writeProbes = pgTable('write_probes', {
  key: text('key').primaryKey(),
  at: instant('at').notNull().defaultNow(),
});

/**
 * Live mode ("Get the Latest") as one setting for the whole server (issue 20): one row, so every instance
 * answers GET /liveMode alike and a restart or deploy keeps it. `last_round_at` is the round's lease: an
 * instance claims a due round by moving it forward in one UPDATE, so exactly one instance runs each round, and
 * if it dies another claims the next one. `watch` is what is known about the rate service (core rateWatchSchema).
 */
export const liveModeSettings = pgTable('live_mode', {
  id: text('id').primaryKey(),
  on: boolean('on').notNull().default(false),
  lastRoundAt: instant('last_round_at'),
  watch: jsonb('watch'),
  updatedAt: instant('updated_at').notNull().defaultNow(),
});

/**
 * Jobs that must run once per period across every instance (the daily backup): one row per job. An instance
 * claims a due run by setting `claimed_until` in one UPDATE (only when no live claim is held and the period's
 * run is not done), so exactly one instance runs it; `last_done_at` marks the period done. A claim left by an
 * instance that died runs out, and another instance takes the run over.
 */
export const scheduledJobs = pgTable('scheduled_jobs', {
  name: text('name').primaryKey(),
  lastDoneAt: instant('last_done_at'),
  claimedUntil: instant('claimed_until'),
});
