import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { boxCredentials } from '../db/schema';
import type { Queryable } from '../db/types';
import type { AuthSettings } from './config';
import { sameToken } from './cookies';
import { hashPassword, spendVerifyTime, verifyPassword } from './password';

/**
 * The Secure Box login. BOX_PASSWORD, when set, is the password (re-hashed whenever it changes); otherwise a
 * random one is made at first start and returned once so the start-up banner can print it. Either way only
 * the Argon2id hash is stored.
 */
export async function ensureBoxCredentials(
  db: Queryable,
  settings: AuthSettings,
  now: Date,
): Promise<{ username: string; password: string } | null> {
  const [row] = await db.select().from(boxCredentials).where(eq(boxCredentials.id, 'box'));
  const { username, password } = settings.box;
  if (password) {
    if (row && row.username === username && (await verifyPassword(row.passwordHash, password))) return null;
    const passwordHash = await hashPassword(password, settings.argon2);
    await db
      .insert(boxCredentials)
      .values({ id: 'box', username, passwordHash, updatedAt: now })
      .onConflictDoUpdate({ target: boxCredentials.id, set: { username, passwordHash, updatedAt: now } });
    return null;
  }
  if (row) {
    if (row.username !== username) {
      await db.update(boxCredentials).set({ username, updatedAt: now }).where(eq(boxCredentials.id, 'box'));
    }
    return null;
  }
  const generated = randomBytes(12).toString('base64url');
  const passwordHash = await hashPassword(generated, settings.argon2);
  const inserted = await db
    .insert(boxCredentials)
    .values({ id: 'box', username, passwordHash, updatedAt: now })
    .onConflictDoNothing()
    .returning();
  return inserted.length > 0 ? { username, password: generated } : null;
}

/** True only for the configured username with the right password; the same Argon2 work either way. */
export async function checkBoxCredentials(
  db: Queryable,
  settings: AuthSettings,
  username: string,
  password: string,
  now: Date,
): Promise<boolean> {
  let [row] = await db.select().from(boxCredentials).where(eq(boxCredentials.id, 'box'));
  if (!row && settings.box.password) {
    await ensureBoxCredentials(db, settings, now);
    [row] = await db.select().from(boxCredentials).where(eq(boxCredentials.id, 'box'));
  }
  if (!row) {
    await spendVerifyTime(password, settings.argon2);
    return false;
  }
  const passwordOk = await verifyPassword(row.passwordHash, password);
  const usernameOk = sameToken(
    Buffer.from(username).toString('hex'),
    Buffer.from(row.username).toString('hex'),
  );
  return passwordOk && usernameOk;
}
