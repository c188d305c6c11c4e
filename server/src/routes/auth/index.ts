import { Hono } from 'hono';
import { credentialsSchema, messages } from '@tm/core';
import { users } from '../../db/schema';
import { isUniqueViolation } from '../../db/errors';
import { ApiError, validationError } from '../../http/errors';
import { applyAdminEmails, findUserByEmail } from '../../auth/accounts';
import type { AccountEnv } from '../../auth/context';
import { clearSessionCookies, newCsrfToken, setSessionCookies } from '../../auth/cookies';
import { reserveFor } from '../../http/limiter';
import { passwordProblems } from '../../auth/password-policy';
import { hashPassword, spendVerifyTime, verifyPassword } from '../../auth/password';
import { createSession, invalidateSession, type UserRow } from '../../auth/session';
import { toSessionUser } from '../../auth/session-user';
import { oidcRoutes } from './oidc';
import type { Context } from 'hono';

async function readCredentials(c: Context) {
  const body: unknown = await c.req.json().catch(() => ({}));
  const parsed = credentialsSchema.safeParse(body);
  if (!parsed.success) throw validationError(parsed.error);
  return parsed.data;
}

/** A new session at every sign-in (no fixation), its cookies, and the body the contract promises. */
async function startSession(c: Context<AccountEnv>, user: UserRow, status: 200 | 201) {
  const deps = c.get('deps');
  const settings = deps.config.auth;
  // The session the browser arrived with (if any) ends here: a sign-in never keeps a pre-existing id alive.
  const previous = c.get('auth');
  if (previous) await invalidateSession(deps.db, previous.session.id);
  const { token, session } = await createSession(deps.db, user.id, deps.clock(), settings.sessionDays);
  setSessionCookies(c, token, session.expiresAt, newCsrfToken());
  return c.json({ user: toSessionUser({ user, session }), token }, status);
}

/**
 * Sign up, sign in, sign out, who am I, and the "Continue with" provider.
 *
 * Sign-up of an email that already has an account answers 409 with the spec's sign-up failure message,
 * 'Something went wrong', and nothing else: no "already registered" hint for someone probing emails (the
 * rate limit slows probing further). Sign-in with an unknown email or a wrong password answers the same
 * 'The password doesn't match' after the same Argon2 work.
 */
export function authRoutes() {
  return new Hono<AccountEnv>()
    .post('/auth/signup', async (c) => {
      const deps = c.get('deps');
      const settings = deps.config.auth;
      const { email, password } = await readCredentials(c);
      const now = deps.clock();
      // Every sign-up try counts, successful or not: each one may create an account.
      await reserveFor(c, deps, 'signup', email);
      const problems = passwordProblems(password, settings.passwordPolicy);
      if (problems.length > 0) {
        throw new ApiError(
          400,
          'weak_password',
          problems[0]!,
          problems.map((message) => ({ path: ['password'], message })),
        );
      }
      if (await findUserByEmail(deps.db, email))
        throw new ApiError(409, 'signup_failed', messages.somethingWentWrong);
      const passwordHash = await hashPassword(password, settings.argon2);
      let user: UserRow;
      try {
        const [row] = await deps.db
          .insert(users)
          .values({ email, passwordHash, role: 'user', createdAt: now })
          .returning();
        if (!row) throw new Error('user insert returned nothing');
        user = row;
      } catch (error) {
        if (isUniqueViolation(error)) throw new ApiError(409, 'signup_failed', messages.somethingWentWrong);
        throw error;
      }
      user = await applyAdminEmails(deps.db, user, settings.adminEmails, now);
      return startSession(c, user, 201);
    })
    .post('/auth/signin', async (c) => {
      const deps = c.get('deps');
      const settings = deps.config.auth;
      const { email, password } = await readCredentials(c);
      const now = deps.clock();
      // Reserved before the lookup and Argon2, so a burst cannot all be evaluated; given back on success.
      const attempt = await reserveFor(c, deps, 'signin', email);
      const found = await findUserByEmail(deps.db, email);
      if (!found?.passwordHash) {
        await spendVerifyTime(password, settings.argon2);
        throw new ApiError(401, 'signin_failed', messages.passwordMismatch);
      }
      if (!(await verifyPassword(found.passwordHash, password))) {
        throw new ApiError(401, 'signin_failed', messages.passwordMismatch);
      }
      await attempt.succeeded();
      const user = await applyAdminEmails(deps.db, found, settings.adminEmails, now);
      return startSession(c, user, 200);
    })
    .post('/auth/signout', async (c) => {
      const auth = c.get('auth');
      if (auth) await invalidateSession(c.get('deps').db, auth.session.id);
      clearSessionCookies(c);
      return c.body(null, 204);
    })
    .get('/auth/me', (c) => {
      const auth = c.get('auth');
      c.header('Cache-Control', 'no-store');
      return c.json({ user: auth ? toSessionUser(auth) : null });
    })
    .get('/auth/providers', (c) => {
      const oidc = c.get('deps').config.auth.oidc;
      return c.json({ oidc: oidc ? { name: oidc.name } : null });
    })
    .route('/', oidcRoutes());
}
