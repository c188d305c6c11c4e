import { randomBytes } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { users } from '../db/schema';
import type { Db } from '../db/types';
import type { AuthSettings } from './config';
import { createOperatorAdmin, promoteToAdmin } from './accounts';
import { ensureBoxCredentials } from './box';

export const DEFAULT_STAFF_EMAIL = 'staff@branch.local';

export interface StaffLoginDeps {
  db: Db;
  config: { auth: AuthSettings };
  clock: () => Date;
}

/** Credentials made during this start, to print once; null where nothing new was made. */
export interface StartupCredentials {
  staff: { email: string; password: string } | null;
  box: { username: string; password: string } | null;
}

export function randomPassword(): string {
  return randomBytes(12).toString('base64url');
}

/**
 * Start-up bootstrap so `npm start` on a fresh machine gives staff a way in:
 * - ADMIN_EMAILS accounts that exist become Admin;
 * - when no Admin exists at all, the staff login is created (STAFF_EMAIL / STAFF_PASSWORD, else
 *   staff@branch.local with a random password), or promoted if that account exists;
 * - the Secure Box credentials are stored hashed (BOX_PASSWORD, else a random one made once).
 * Only newly made passwords are returned, so a restart prints nothing secret again.
 */
export async function ensureStaffLogin(deps: StaffLoginDeps): Promise<StartupCredentials> {
  const settings = deps.config.auth;
  const now = deps.clock();
  const result: StartupCredentials = { staff: null, box: null };
  await deps.db.transaction(async (tx) => {
    if (settings.adminEmails.length > 0) {
      const listed = await tx.select().from(users).where(inArray(users.email, settings.adminEmails));
      // Only proven addresses: an account signed up with a listed address but never verified stays a user.
      for (const user of listed.filter((u) => u.role !== 'Admin' && u.emailVerified)) {
        await promoteToAdmin(tx, user, 'config:ADMIN_EMAILS', now);
      }
    }
    const email = settings.staff.email ?? DEFAULT_STAFF_EMAIL;
    const [existing] = await tx.select().from(users).where(eq(users.email, email));
    const [anyAdmin] = await tx.select({ id: users.id }).from(users).where(eq(users.role, 'Admin')).limit(1);
    if (existing) {
      if (existing.role !== 'Admin' && !anyAdmin) {
        // The configured staff login: the operator vouches for the address.
        if (!existing.emailVerified) {
          await tx.update(users).set({ emailVerified: true }).where(eq(users.id, existing.id));
        }
        await promoteToAdmin(tx, existing, 'startup:staff-login', now);
      }
      return;
    }
    if (anyAdmin && !settings.staff.email) return;
    const password = settings.staff.password ?? randomPassword();
    await createOperatorAdmin(
      tx,
      { email, password, argon2: settings.argon2 },
      { actor: 'startup:staff-login', action: 'create-staff-login' },
      now,
    );
    result.staff = { email, password };
  });
  result.box = await ensureBoxCredentials(deps.db, settings, now);
  return result;
}

/** The once-only banner; passwords given through the environment are not echoed back. */
export function describeStartupCredentials(
  credentials: StartupCredentials,
  settings = { staffPasswordFromEnv: false, boxPasswordFromEnv: false },
): string[] {
  const lines: string[] = [];
  if (credentials.staff) {
    lines.push(
      settings.staffPasswordFromEnv
        ? `Staff login created: ${credentials.staff.email} (password from STAFF_PASSWORD)`
        : `Staff login created: ${credentials.staff.email}  password: ${credentials.staff.password}  (shown once; change it by setting STAFF_PASSWORD before the first start)`,
    );
  }
  if (credentials.box) {
    lines.push(
      `Secure Box login: ${credentials.box.username}  password: ${credentials.box.password}  (shown once)`,
    );
  }
  return lines;
}
