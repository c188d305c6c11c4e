import type { Role } from '@tm/core';
import { asc, count, eq } from 'drizzle-orm';
import { users } from '../db/schema';
import type { Db, Queryable } from '../db/types';
import { readPage, type Page, type PageRequest } from '../db/page';
import { writeAudit } from '../audit/audit';
import { hashPassword, type Argon2Cost } from './password';
import type { UserRow } from './session';

export async function findUserByEmail(db: Queryable, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.email, email.trim().toLowerCase()));
  return row;
}

/** A page of every account, oldest first (the Users screen). */
export function listUsers(db: Queryable, { limit, offset }: PageRequest): Promise<Page<UserRow>> {
  const oldestFirst = [asc(users.createdAt), asc(users.email)];
  return readPage(
    db
      .select()
      .from(users)
      .orderBy(...oldestFirst)
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(users),
  );
}

/**
 * Makes an account Admin when ADMIN_EMAILS lists it (at sign-in, verification and start), with an audit row
 * naming the configuration as the actor. Only a proven address counts: anyone can type an email into a
 * sign-up form, so an unverified account is never made Admin by its address. Returns the user as it now is.
 */
export async function applyAdminEmails(
  db: Queryable,
  user: UserRow,
  adminEmails: readonly string[],
  now: Date,
): Promise<UserRow> {
  if (user.role === 'Admin' || !user.emailVerified || !adminEmails.includes(user.email)) return user;
  return promoteToAdmin(db, user, 'config:ADMIN_EMAILS', now);
}

export async function promoteToAdmin(
  db: Queryable,
  user: UserRow,
  actor: string,
  now: Date,
): Promise<UserRow> {
  const [updated] = await db.update(users).set({ role: 'Admin' }).where(eq(users.id, user.id)).returning();
  if (!updated) throw new Error('user vanished while promoting');
  await writeAudit(db, {
    actor,
    action: 'make-admin',
    entity: 'user',
    entityId: user.email,
    before: { role: user.role },
    after: { role: updated.role },
    at: now,
  });
  return updated;
}

/**
 * The spec's "make Admin" (PUT /updateUser): the account of `email` becomes Admin (audited) in one transaction
 * with its row locked; an Admin already is answered as is, with nothing written. Undefined: no such account.
 */
export async function makeAdmin(
  db: Db,
  email: string,
  actor: string,
  now: Date,
): Promise<UserRow | undefined> {
  return db.transaction(async (tx) => {
    const [user] = await tx.select().from(users).where(eq(users.email, email)).for('update');
    if (!user) return undefined;
    return user.role === 'Admin' ? user : promoteToAdmin(tx, user, actor, now);
  });
}

/**
 * Sets an account's role (audited; issue 29), refusing what would lock the branch out of its own dashboard:
 * never the caller's own role, never taking Admin from the last Admin. Every Admin row is locked first, so two
 * Admins demoting each other at the same moment cannot both succeed and leave none. Setting the role it
 * already has changes nothing and writes nothing.
 */
export async function setRole(
  db: Queryable,
  email: string,
  role: Role,
  actor: { email: string },
  now: Date,
): Promise<UserRow | 'self' | 'last-admin' | undefined> {
  const admins = await db.select().from(users).where(eq(users.role, 'Admin')).orderBy(users.id).for('update');
  const [user] = await db.select().from(users).where(eq(users.email, email));
  if (!user) return undefined;
  if (user.role === role) return user;
  if (user.email === actor.email) return 'self';
  if (user.role === 'Admin' && admins.length <= 1) return 'last-admin';
  const [updated] = await db.update(users).set({ role }).where(eq(users.id, user.id)).returning();
  await writeAudit(db, {
    actor: actor.email,
    action: role === 'user' && user.role === 'Admin' ? 'remove-admin' : 'set-role',
    entity: 'user',
    entityId: user.email,
    before: { role: user.role },
    after: { role },
    at: now,
  });
  return updated;
}

/** The spec's "remove Admin": the account becomes a customer again (setRole's refusals apply). */
export async function removeAdmin(
  db: Queryable,
  email: string,
  actor: { email: string },
  now: Date,
): Promise<UserRow | 'self' | 'last-admin' | undefined> {
  const [user] = await db.select({ role: users.role }).from(users).where(eq(users.email, email));
  // Someone who is not Admin is answered as they are (a Cashier stays a Cashier).
  if (user && user.role !== 'Admin') return setRole(db, email, user.role as Role, actor, now);
  return setRole(db, email, 'user', actor, now);
}

/**
 * Creates an Admin account for an address the person running the server chose (the start-up staff login, the
 * `admin create` command): the operator vouches for it, so it counts as proven. Audited with `actor`/`action`.
 */
export async function createOperatorAdmin(
  db: Queryable,
  account: { email: string; password: string; argon2: Argon2Cost },
  audit: { actor: string; action: string },
  now: Date,
): Promise<void> {
  await db.insert(users).values({
    email: account.email,
    role: 'Admin',
    passwordHash: await hashPassword(account.password, account.argon2),
    emailVerified: true,
    createdAt: now,
  });
  await writeAudit(db, {
    ...audit,
    entity: 'user',
    entityId: account.email,
    before: null,
    after: { role: 'Admin' },
    at: now,
  });
}
