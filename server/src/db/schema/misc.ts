import { index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
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
  (t) => [index('audit_log_entity_idx').on(t.entity, t.entityId)],
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
});

/**
 * Rate-limit counters shared by every server instance on one PostgreSQL (http/pg-limiter-store.ts): one row
 * per limiter key and its current fixed window. Rows of ended windows are swept now and then.
 */
export const rateLimitWindows = pgTable('rate_limit_windows', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  resetAt: instant('reset_at').notNull(),
});
