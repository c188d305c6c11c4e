import { sha256 } from '@oslojs/crypto/sha2';
import { encodeBase32LowerCaseNoPadding, encodeHexLowerCase } from '@oslojs/encoding';
import { eq } from 'drizzle-orm';
import type { Queryable } from '../db/types';
import { sessions, users } from '../db/schema';

/**
 * Sessions as the Lucia guide builds them: the client holds a random token, the database only its SHA-256,
 * so a leaked table yields no usable session. Expiry slides: a session used within the last half of its
 * life is extended to a full term again.
 */
const DAY_MS = 24 * 60 * 60 * 1000;

export type UserRow = typeof users.$inferSelect;
export type SessionRow = typeof sessions.$inferSelect;

export interface ValidSession {
  session: SessionRow;
  user: UserRow;
  /** True when this validation slid the expiry forward, so the cookie should be re-sent. */
  extended: boolean;
}

export function generateSessionToken(): string {
  const bytes = new Uint8Array(20);
  crypto.getRandomValues(bytes);
  return encodeBase32LowerCaseNoPadding(bytes);
}

export function sessionIdFromToken(token: string): string {
  return encodeHexLowerCase(sha256(new TextEncoder().encode(token)));
}

export async function createSession(
  db: Queryable,
  userId: string,
  now: Date,
  days: number,
): Promise<{ token: string; session: SessionRow }> {
  const token = generateSessionToken();
  const [session] = await db
    .insert(sessions)
    .values({
      id: sessionIdFromToken(token),
      userId,
      expiresAt: new Date(now.getTime() + days * DAY_MS),
      createdAt: now,
    })
    .returning();
  if (!session) throw new Error('session insert returned nothing');
  return { token, session };
}

/** The session and its user, or null when the token is unknown or expired (an expired row is removed). */
export async function validateSessionToken(
  db: Queryable,
  token: string,
  now: Date,
  days: number,
): Promise<ValidSession | null> {
  if (!/^[a-z2-7]{32}$/.test(token)) return null;
  const id = sessionIdFromToken(token);
  const [row] = await db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(sessions.userId, users.id))
    .where(eq(sessions.id, id));
  if (!row) return null;
  const { session, user } = row;
  if (now.getTime() >= session.expiresAt.getTime()) {
    await db.delete(sessions).where(eq(sessions.id, id));
    return null;
  }
  const term = days * DAY_MS;
  if (session.expiresAt.getTime() - now.getTime() < term / 2) {
    const expiresAt = new Date(now.getTime() + term);
    await db.update(sessions).set({ expiresAt }).where(eq(sessions.id, id));
    return { session: { ...session, expiresAt }, user, extended: true };
  }
  return { session, user, extended: false };
}

export async function invalidateSession(db: Queryable, sessionId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, sessionId));
}

export async function invalidateUserSessions(db: Queryable, userId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.userId, userId));
}
