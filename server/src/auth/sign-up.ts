import { users } from '../db/schema';
import type { Db } from '../db/types';
import { emailAllowance, reserve, type LimiterDeps } from '../http/limiter';
import type { OutgoingEmail, Outbox } from '../mail/outbox';
import type { AuthSettings } from './config';
import { accountExistsEmail, passwordResetEmail, verificationEmail } from '../mail/account-emails';
import { createVerification, deleteExpiredVerifications, resetUrl, verificationUrl } from './verification';
import { findUserByEmail } from './accounts';
import { hashPassword } from './password';
import type { UserRow } from './session';

/** What a sign-up touches (the app passes its whole deps; these are the parts read). */
type SignUpDeps = LimiterDeps & {
  db: Db;
  outbox: Outbox;
  config: LimiterDeps['config'] & { auth: AuthSettings; publicUrl: string };
};

/**
 * A sign-up. Whatever the address, the caller gets the same answer after the same work (an Argon2 hash and
 * one transaction that queues one email), so the form cannot tell who has an account (issue 14.5):
 * - a new or never-proven address gets a verification link, which carries this sign-up's password; the
 *   account (made now if needed, with no usable password) is only signed in to once the link is opened;
 * - an address whose owner has proven it gets an email saying it already has an account, and nothing changes.
 * The email is written in the same transaction as the account and its link, and is subject to the cap on
 * emails per address (a flood of sign-ups for one address cannot flood its mailbox).
 */
export async function signUp(deps: SignUpDeps, email: string, password: string): Promise<void> {
  const settings = deps.config.auth;
  const passwordHash = await hashPassword(password, settings.argon2);
  const mayEmail = (await emailAllowance(deps, 'customer-email', email)) === 'send';
  const now = deps.clock();
  await deps.db.transaction(async (tx) => {
    // One upsert either way (it also locks the row), so both paths run the same statements but one.
    const [user] = await tx
      .insert(users)
      .values({ email, role: 'user', emailVerified: false, createdAt: now })
      .onConflictDoUpdate({ target: users.email, set: { email } })
      .returning();
    if (!user) throw new Error('the account row could not be made');
    await deleteExpiredVerifications(tx, user.id, now);
    if (user.emailVerified) {
      if (mayEmail)
        await deps.outbox.enqueue(
          tx,
          accountExistsEmail(
            email,
            `${deps.config.publicUrl}/signIn`,
            `${deps.config.publicUrl}/resetPassword`,
          ),
        );
      return;
    }
    const token = await createVerification(tx, user.id, passwordHash, now, settings.verifyEmailHours);
    if (mayEmail) {
      const link = verificationUrl(deps.config.publicUrl, token);
      await deps.outbox.enqueue(tx, verificationEmail(email, link, settings.verifyEmailHours));
    }
  });
  deps.outbox.wake();
}

/**
 * Sign-in with the right password to an account whose address is not proven yet: a new link, at most one a
 * minute per account and within the email cap. `passwordHash` is the password the caller proved (the link
 * keeps it); null keeps the account's own.
 */
export async function resendVerification(
  deps: SignUpDeps,
  user: UserRow,
  passwordHash: string | null,
): Promise<void> {
  const now = deps.clock();
  const due = await reserve(deps, 'verify-resend', { account: user.email }).then(
    () => true,
    () => false,
  );
  if (!due || (await emailAllowance(deps, 'customer-email', user.email)) !== 'send') return;
  await emailSingleUseLink(deps, user, passwordHash, now, (token, hours) =>
    verificationEmail(user.email, verificationUrl(deps.config.publicUrl, token), hours),
  );
}

/**
 * One single-use link for the account, emailed: its expired links cleared, the new one stored with the password
 * it will set, and its email queued in the same transaction, so a link is never stored without its email.
 */
async function emailSingleUseLink(
  deps: SignUpDeps,
  user: UserRow,
  passwordHash: string | null,
  now: Date,
  email: (token: string, validHours: number) => OutgoingEmail,
): Promise<void> {
  const hours = deps.config.auth.verifyEmailHours;
  await deps.db.transaction(async (tx) => {
    await deleteExpiredVerifications(tx, user.id, now);
    const token = await createVerification(tx, user.id, passwordHash, now, hours);
    await deps.outbox.enqueue(tx, email(token, hours));
  });
  deps.outbox.wake();
}

/**
 * A forgotten password: a link, emailed to the address, that sets `password` once opened with it (the same
 * single-use links as sign-up; opening one ends the account's other sessions). Whatever the address, the caller
 * gets the same answer after the same work (an Argon2 hash), so the form cannot tell who has an account: an
 * address with no account gets nothing, and no account is made. Within the cap on emails per address.
 */
export async function requestPasswordReset(deps: SignUpDeps, email: string, password: string): Promise<void> {
  const settings = deps.config.auth;
  const passwordHash = await hashPassword(password, settings.argon2);
  const user = await findUserByEmail(deps.db, email);
  if (!user || (await emailAllowance(deps, 'customer-email', email)) !== 'send') return;
  await emailSingleUseLink(deps, user, passwordHash, deps.clock(), (token, hours) =>
    passwordResetEmail(email, resetUrl(deps.config.publicUrl, token), hours),
  );
}
