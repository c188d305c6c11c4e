import { boolean, index, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { instant } from './columns';

/**
 * Accounts, sessions and third-party sign-in links. Orders and the audit log refer to users.
 */
export const users = pgTable('users', {
  id: uuid('id').primaryKey().defaultRandom(),
  email: text('email').notNull().unique(),
  role: text('role').notNull().default('user'),
  passwordHash: text('password_hash'),
  displayName: text('display_name'),
  photoUrl: text('photo_url'),
  emailVerified: boolean('email_verified').notNull().default(false),
  createdAt: instant('created_at').notNull().defaultNow(),
});

/** The account a row belongs to, and goes with when the account is deleted. */
const accountOf = () =>
  uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

export const sessions = pgTable(
  'sessions',
  {
    /** sha256 hex of the session token: a stolen database does not yield usable tokens. */
    id: text('id').primaryKey(),
    userId: accountOf(),
    expiresAt: instant('expires_at').notNull(),
    boxGranted: boolean('box_granted').notNull().default(false),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (t) => [index('sessions_user_id_idx').on(t.userId)],
);

/**
 * Third-party ("Continue with") identities linked to an account: the provider's stable subject, never the
 * email, identifies the person on later sign-ins.
 */
export const oauthAccounts = pgTable(
  'oauth_accounts',
  {
    provider: text('provider').notNull(),
    subject: text('subject').notNull(),
    userId: accountOf(),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.subject] }), index('oauth_accounts_user_id_idx').on(t.userId)],
);

/**
 * The Secure Box login (one row). Only an Argon2id hash is kept: the password is set from BOX_PASSWORD or
 * generated and printed once at first start, and is never sent to a browser.
 */
export const boxCredentials = pgTable('box_credentials', {
  id: text('id').primaryKey().default('box'),
  username: text('username').notNull(),
  passwordHash: text('password_hash').notNull(),
  updatedAt: instant('updated_at').notNull().defaultNow(),
});

/**
 * Email verification links. Only the SHA-256 of a link's token is kept; a link works once (its row is deleted
 * when used, with every other link of the account) and until `expires_at`. A sign-up's link carries the
 * password chosen at that sign-up, set on the account only when the link is opened: until its owner proves
 * the address, an account has no password anyone could use.
 */
export const emailVerifications = pgTable(
  'email_verifications',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: accountOf(),
    /** Argon2id of the sign-up's password; null for a link re-sent to an account that keeps its own. */
    passwordHash: text('password_hash'),
    expiresAt: instant('expires_at').notNull(),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (t) => [index('email_verifications_user_id_idx').on(t.userId)],
);

/**
 * Secrets the server makes for itself when the configuration gives none (the CSRF tokens' HMAC key), kept here
 * so a restart and every other instance on the same database use the same one.
 */
export const serverSecrets = pgTable('server_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: instant('created_at').notNull().defaultNow(),
});
