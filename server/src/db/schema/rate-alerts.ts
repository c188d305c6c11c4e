import { sql } from 'drizzle-orm';
import { check, index, numeric, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { instant } from './columns';
import { currencies } from './currencies';

/**
 * Rate alerts (issue 19): "email me when…", with an email address and no account. An alert is `pending`
 * until its owner opens the confirmation link (double opt-in), then `active`; it fires once (`fired`) or is
 * stopped (`unsubscribed`), and either ends it. A pending alert not confirmed by `confirm_by` never becomes
 * active and stops counting against its address's limit.
 */
export const rateAlerts = pgTable(
  'rate_alerts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Lower-cased, as the request schema gives it; where the emails go. */
    email: text('email').notNull(),
    /** mailboxKey(email) (@tm/core): what the open-alerts limit counts by, so victim+1@ counts as victim@. */
    mailbox: text('mailbox').notNull(),
    code: text('code')
      .notNull()
      .references(() => currencies.code),
    /** `buy` (Click & Collect: fires at or above the target) or `sell` (Click & Sell: at or below). */
    way: text('way').notNull(),
    /** The 4-dp customer rate, units of the currency per £1. */
    target: numeric('target', { precision: 18, scale: 4 }).notNull(),
    status: text('status').notNull().default('pending'),
    createdAt: instant('created_at').notNull().defaultNow(),
    confirmBy: instant('confirm_by').notNull(),
    confirmedAt: instant('confirmed_at'),
    /** When it fired or was stopped. */
    endedAt: instant('ended_at'),
    /** The customer rate it fired at. */
    firedRate: numeric('fired_rate', { precision: 18, scale: 4 }),
  },
  (t) => [
    // A rate change looks up the active alerts of its currency; a new alert counts its address's open ones.
    index('rate_alerts_code_status_idx').on(t.code, t.status),
    index('rate_alerts_email_status_idx').on(t.email, t.status),
    index('rate_alerts_mailbox_status_idx').on(t.mailbox, t.status),
    check('rate_alerts_way_check', sql`${t.way} in ('buy', 'sell')`),
    check('rate_alerts_status_check', sql`${t.status} in ('pending', 'active', 'fired', 'unsubscribed')`),
  ],
);

/**
 * The links of alert emails. Each token is random, stored only as its SHA-256, good for one purpose
 * (`confirm` or `unsubscribe`) and used once: using it deletes every link of its alert. A confirm link works
 * until the alert's `confirm_by`; an unsubscribe link as long as its alert exists.
 */
export const rateAlertTokens = pgTable(
  'rate_alert_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    alertId: uuid('alert_id')
      .notNull()
      .references(() => rateAlerts.id, { onDelete: 'cascade' }),
    purpose: text('purpose').notNull(),
    expiresAt: instant('expires_at'),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('rate_alert_tokens_alert_id_idx').on(t.alertId),
    check('rate_alert_tokens_purpose_check', sql`${t.purpose} in ('confirm', 'unsubscribe')`),
  ],
);
