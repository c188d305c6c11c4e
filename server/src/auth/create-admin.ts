import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { users } from '../db/schema';
import type { Db } from '../db/types';
import { createOperatorAdmin, promoteToAdmin } from './accounts';
import type { AuthSettings } from './config';
import { randomPassword } from './staff';

export type CreateAdminResult =
  | { outcome: 'created'; email: string; password: string }
  | { outcome: 'promoted'; email: string }
  | { outcome: 'already-admin'; email: string };

/** `npm run admin -- create EMAIL`: creates an Admin with a fresh random password, or promotes the account. */
export async function createOrPromoteAdmin(
  db: Db,
  rawEmail: string,
  settings: AuthSettings,
  now: Date,
): Promise<CreateAdminResult> {
  const email = z.string().trim().toLowerCase().pipe(z.email('Give a valid email address')).parse(rawEmail);
  return db.transaction(async (tx) => {
    const [existing] = await tx.select().from(users).where(eq(users.email, email)).for('update');
    if (existing) {
      if (existing.role === 'Admin') return { outcome: 'already-admin', email } as const;
      // The operator running the command vouches for the address.
      if (!existing.emailVerified) {
        await tx.update(users).set({ emailVerified: true }).where(eq(users.id, existing.id));
      }
      await promoteToAdmin(tx, existing, 'cli:admin-create', now);
      return { outcome: 'promoted', email } as const;
    }
    const password = randomPassword();
    await createOperatorAdmin(
      tx,
      { email, password, argon2: settings.argon2 },
      { actor: 'cli:admin-create', action: 'create-admin' },
      now,
    );
    return { outcome: 'created', email, password } as const;
  });
}
