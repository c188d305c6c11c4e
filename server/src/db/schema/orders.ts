import { sql } from 'drizzle-orm';
import { char, index, integer, numeric, pgTable, text, uuid, check } from 'drizzle-orm/pg-core';
import { instant } from './columns';
import { users } from './auth';
import { branches } from './branches';

export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The spec's Order_Id: 8 random digits. */
    orderNumber: char('order_number', { length: 8 }).notNull().unique(),
    /** 'buy' (Click & Collect) or 'sell' (Click & Sell). */
    way: text('way').notNull(),
    title: text('title').notNull(),
    /** 'Pending' | 'Accepted' | 'Completed' | 'Expired' | 'Cancelled' (core orderStatusSchema). */
    status: text('status').notNull().default('Pending'),
    customerName: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    address: text('address').notNull(),
    /** The branch's slug (the spec's CheckingPoint value, e.g. "Dagenham"). */
    checkingPoint: text('checking_point')
      .notNull()
      .references(() => branches.slug),
    createdAt: instant('created_at').notNull().defaultNow(),
    /** When the lines were priced: the 24-hour rate guarantee runs from here. */
    pricedAt: instant('priced_at').notNull(),
    /** Soft delete: records are kept 5 years (money-laundering rules). */
    deletedAt: instant('deleted_at'),
    deletedBy: text('deleted_by'),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    idempotencyKey: text('idempotency_key'),
    /**
     * The ID staff saw when completing an order that needed an ID check (issue 18, Money Laundering Regulations
     * 2017): its type and the last 4 characters of its number only, who recorded it and when.
     */
    idType: text('id_type'),
    idLast4: text('id_last4'),
    idCheckedBy: text('id_checked_by'),
    idCheckedAt: instant('id_checked_at'),
  },
  (t) => [
    index('orders_status_idx').on(t.status, t.createdAt),
    // Linked transactions: one customer's orders by normalised email or phone, over a window of days.
    index('orders_email_key_idx').on(sql`lower(btrim(${t.email}))`, t.createdAt),
    index('orders_phone_key_idx').on(sql`regexp_replace(${t.phone}, '[^0-9]', '', 'g')`, t.createdAt),
    check('orders_way_check', sql`${t.way} in ('buy', 'sell')`),
    check(
      'orders_status_check',
      sql`${t.status} in ('Pending', 'Accepted', 'Completed', 'Expired', 'Cancelled')`,
    ),
  ],
);

export const orderLines = pgTable(
  'order_lines',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    clientLineId: text('client_line_id').notNull(),
    receiveAmount: numeric('receive_amount', { precision: 20, scale: 2 }).notNull(),
    receiveCode: text('receive_code').notNull(),
    giveAmount: numeric('give_amount', { precision: 20, scale: 2 }).notNull(),
    giveCode: text('give_code').notNull(),
    /** The 4-dp customer rate the line was priced at. */
    rate: numeric('rate', { precision: 18, scale: 4 }).notNull(),
    way: text('way').notNull(),
  },
  (t) => [index('order_lines_order_idx').on(t.orderId, t.position)],
);

/** One row per Idempotency-Key: its primary key serialises concurrent retries of one order. */
export const idempotencyKeys = pgTable('idempotency_keys', {
  key: text('key').primaryKey(),
  requestHash: text('request_hash').notNull(),
  orderId: uuid('order_id').references(() => orders.id),
  createdAt: instant('created_at').notNull().defaultNow(),
});
