import { randomBytes } from 'node:crypto';
import { sha256 } from '@oslojs/crypto/sha2';
import { encodeHexLowerCase } from '@oslojs/encoding';
import { and, desc, eq, gt, lte } from 'drizzle-orm';
import { emailVerifications, users } from '../db/schema';
import type { Queryable } from '../db/types';
import { applyAdminEmails } from './accounts';
import { invalidateUserSessions, type UserRow } from './session';

const HOUR_MS = 60 * 60 * 1000;

/** The page of the app that opens a link (packages/ui routes.tsx). */
export const VERIFY_PATH = '/verifyEmail';

function hashToken(token: string): string {
  return encodeHexLowerCase(sha256(new TextEncoder().encode(token)));
}

export function verificationUrl(publicUrl: string, token: string): string {
  return `${publicUrl.replace(/\/$/, '')}${VERIFY_PATH}?token=${token}`;
}

/** A password reset's link: the same page and link, which then asks for the new password. */
export function resetUrl(publicUrl: string, token: string): string {
  return `${verificationUrl(publicUrl, token)}&for=reset`;
}

export async function deleteExpiredVerifications(tx: Queryable, userId: string, now: Date): Promise<void> {
  await tx
    .delete(emailVerifications)
    .where(and(eq(emailVerifications.userId, userId), lte(emailVerifications.expiresAt, now)));
}

/**
 * Makes a single-use link for the account, valid `hours`, and returns its token (only its hash is stored).
 * `passwordHash` is the password the link will set: the sign-up's, or null to keep the account's own.
 */
export async function createVerification(
  tx: Queryable,
  userId: string,
  passwordHash: string | null,
  now: Date,
  hours: number,
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await tx.insert(emailVerifications).values({
    tokenHash: hashToken(token),
    userId,
    passwordHash,
    expiresAt: new Date(now.getTime() + hours * HOUR_MS),
    createdAt: now,
  });
  return token;
}

/** The passwords an unverified account's open links would set, newest first (a few: each costs an Argon2). */
export async function pendingPasswordHashes(db: Queryable, userId: string, now: Date): Promise<string[]> {
  const rows = await db
    .select({ passwordHash: emailVerifications.passwordHash })
    .from(emailVerifications)
    .where(and(eq(emailVerifications.userId, userId), gt(emailVerifications.expiresAt, now)))
    .orderBy(desc(emailVerifications.createdAt))
    .limit(3);
  return rows.flatMap((r) => (r.passwordHash ? [r.passwordHash] : []));
}

/**
 * An open (unused, unexpired) link and the password that must be given to open it: the one it was sent for,
 * or the account's own when it keeps it. Null for an unknown, used or expired link.
 */
export async function findOpenVerification(
  db: Queryable,
  token: string,
  now: Date,
): Promise<{ email: string; passwordHash: string | null } | null> {
  const [row] = await db
    .select({
      email: users.email,
      linkPassword: emailVerifications.passwordHash,
      ownPassword: users.passwordHash,
    })
    .from(emailVerifications)
    .innerJoin(users, eq(users.id, emailVerifications.userId))
    .where(and(eq(emailVerifications.tokenHash, hashToken(token)), gt(emailVerifications.expiresAt, now)));
  return row ? { email: row.email, passwordHash: row.linkPassword ?? row.ownPassword } : null;
}

/**
 * Opens a link: the account's address is proven, the link's password (if it carries one) becomes the
 * account's, every link of the account stops working, ADMIN_EMAILS now applies, and when the password
 * changed, sessions made before the address was proven end. Null for an unknown, used or expired link.
 */
export async function consumeVerification(
  tx: Queryable,
  token: string,
  now: Date,
  adminEmails: readonly string[],
): Promise<UserRow | null> {
  const [link] = await tx
    .delete(emailVerifications)
    .where(eq(emailVerifications.tokenHash, hashToken(token)))
    .returning();
  if (!link || link.expiresAt.getTime() <= now.getTime()) return null;
  await tx.delete(emailVerifications).where(eq(emailVerifications.userId, link.userId));
  if (link.passwordHash) await invalidateUserSessions(tx, link.userId);
  const [user] = await tx
    .update(users)
    .set({ emailVerified: true, ...(link.passwordHash ? { passwordHash: link.passwordHash } : {}) })
    .where(eq(users.id, link.userId))
    .returning();
  if (!user) return null;
  return applyAdminEmails(tx, user, adminEmails, now);
}
