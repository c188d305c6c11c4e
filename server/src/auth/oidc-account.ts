import { and, eq } from 'drizzle-orm';
import { emailVerifications, oauthAccounts, users } from '../db/schema';
import type { Db, Queryable } from '../db/types';
import { applyAdminEmails, findUserByEmail } from './accounts';
import type { OidcIdentity } from './oidc';
import { invalidateUserSessions, type UserRow } from './session';

/**
 * The account a provider identity signs in to, found, linked or created in one transaction, with ADMIN_EMAILS
 * applied; null when the identity may not sign in (no subject linked and no verified email). `provider` is the
 * issuer's name, so two providers' subjects never collide.
 */
export function signInAccountFor(
  db: Db,
  provider: string,
  identity: OidcIdentity,
  adminEmails: readonly string[],
  now: Date,
): Promise<UserRow | null> {
  return db.transaction(async (tx) => {
    const found = await accountFor(tx, provider.toLowerCase(), identity, now);
    return found ? applyAdminEmails(tx, found, adminEmails, now) : null;
  });
}

/**
 * A known subject signs in its account. Otherwise the provider's verified email links to the account with that
 * email; an unverified email is refused, since anyone can claim one. Linking an account whose own email was
 * never verified removes its password and sessions: whoever registered that email first without proving it
 * loses the door they left open.
 */
async function accountFor(
  tx: Queryable,
  provider: string,
  identity: OidcIdentity,
  now: Date,
): Promise<UserRow | null> {
  const [linked] = await tx
    .select({ user: users })
    .from(oauthAccounts)
    .innerJoin(users, eq(oauthAccounts.userId, users.id))
    .where(and(eq(oauthAccounts.provider, provider), eq(oauthAccounts.subject, identity.subject)));
  if (linked) return linked.user;
  const { email } = identity;
  if (!email || !identity.emailVerified) return null;
  const existing = await findUserByEmail(tx, email);
  const user = existing
    ? existing.emailVerified
      ? existing
      : await takeOverUnproven(tx, existing)
    : await createFromIdentity(tx, { ...identity, email }, now);
  if (!user) return null;
  await tx
    .insert(oauthAccounts)
    .values({ provider, subject: identity.subject, userId: user.id, createdAt: now });
  return user;
}

/** The provider proved the address: the unproven account's password and sessions go, its email is verified. */
async function takeOverUnproven(tx: Queryable, user: UserRow): Promise<UserRow | undefined> {
  await invalidateUserSessions(tx, user.id);
  await tx.delete(emailVerifications).where(eq(emailVerifications.userId, user.id));
  const [updated] = await tx
    .update(users)
    .set({ emailVerified: true, passwordHash: null })
    .where(eq(users.id, user.id))
    .returning();
  return updated;
}

/** A new account for an identity whose provider proved its email address. */
async function createFromIdentity(
  tx: Queryable,
  identity: OidcIdentity & { email: string },
  now: Date,
): Promise<UserRow | undefined> {
  const [created] = await tx
    .insert(users)
    .values({
      email: identity.email,
      role: 'user',
      emailVerified: true,
      displayName: identity.name ?? null,
      photoUrl: identity.picture ?? null,
      createdAt: now,
    })
    .returning();
  return created;
}
