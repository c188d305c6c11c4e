import { sql } from 'drizzle-orm';
import { boolean, char, index, integer, numeric, pgTable, text, uuid, check } from 'drizzle-orm/pg-core';
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
    /**
     * Until when the order is held and its rate locked, as its customer was told when it was priced (core
     * orderHeldUntil): stored, so a later change of the branch's hours moves no promise already made. Null in
     * orders priced before it was stored; theirs is computed from priced_at (core promisedHoldEnd).
     */
    heldUntil: instant('held_until'),
    /** Soft delete: records are kept 5 years (money-laundering rules). */
    deletedAt: instant('deleted_at'),
    deletedBy: text('deleted_by'),
    /**
     * Why the branch cancelled (deleted) it (issue 29): a core BRANCH_CANCEL_REASONS key, and staff's note
     * (never shown to the customer).
     */
    deleteReason: text('delete_reason'),
    deleteNote: text('delete_note'),
    /**
     * The customer's facts normalised (core customer-keys.ts), written when the order is placed so the
     * linked-transaction lookup is an index range on each: the mailbox, the phone in E.164, name + postcode.
     */
    emailKey: text('email_key').notNull(),
    phoneKey: text('phone_key'),
    namePostcodeKey: text('name_postcode_key'),
    /** True while the branch's copy of this order waits for the hourly digest (BRANCH_EMAILS_PER_HOUR). */
    branchCopyHeld: boolean('branch_copy_held').notNull().default(false),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    idempotencyKey: text('idempotency_key'),
    /**
     * The ID staff saw when completing an order that needed an ID check (issues 18, 29; Money Laundering
     * Regulations 2017): the document's type, number, expiry and the holder's date of birth, who recorded it
     * and when. Staff answers only; never in a customer's answer or email. Orders completed before issue 29
     * hold only the last 4 characters of the number.
     */
    idType: text('id_type'),
    idLast4: text('id_last4'),
    idNumber: text('id_number'),
    idExpiry: text('id_expiry'),
    dateOfBirth: text('date_of_birth'),
    idCheckedBy: text('id_checked_by'),
    idCheckedAt: instant('id_checked_at'),
  },
  (t) => [
    index('orders_status_idx').on(t.status, t.createdAt),
    // Linked transactions: one customer's orders by each normalised fact, over a window of days.
    index('orders_email_key_idx').on(t.emailKey, t.createdAt),
    index('orders_phone_key_idx').on(t.phoneKey, t.createdAt),
    index('orders_name_postcode_key_idx').on(t.namePostcodeKey, t.createdAt),
    // My orders from the account (GET /account/orders): the orders placed signed in, newest first.
    index('orders_user_idx')
      .on(t.userId, t.createdAt)
      .where(sql`${t.userId} is not null`),
    // The Deleted register, newest first.
    index('orders_deleted_idx')
      .on(t.deletedAt)
      .where(sql`${t.deletedAt} is not null`),
    // The held branch copies the digest job picks up.
    index('orders_branch_copy_held_idx')
      .on(t.createdAt)
      .where(sql`${t.branchCopyHeld}`),
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

/**
 * A staff member's concern about an order or a customer (issue 29): raised by any staff member, read by
 * managers only, never shown to a customer (telling them would be tipping off). Kept like the orders.
 */
export const suspiciousNotes = pgTable(
  'suspicious_notes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id').references(() => orders.id),
    customerEmail: text('customer_email'),
    note: text('note').notNull(),
    raisedBy: text('raised_by').notNull(),
    raisedAt: instant('raised_at').notNull().defaultNow(),
  },
  (t) => [
    index('suspicious_notes_raised_idx').on(t.raisedAt),
    check('suspicious_notes_subject_check', sql`(${t.orderId} is null) <> (${t.customerEmail} is null)`),
  ],
);
