import {
  authResultSchema,
  credentialsSchema,
  meSchema,
  messages,
  providersSchema,
  type Credentials,
} from '@tm/core';
import { users } from '../../db/schema';
import { isUniqueViolation } from '../../db/errors';
import { ApiError } from '../../http/errors';
import { json, jsonBody, publicRoute, routeGroup } from '../../http/openapi';
import { applyAdminEmails, findUserByEmail } from '../../auth/accounts';
import { authSettingsFor } from '../../auth/config';
import type { AccountEnv } from '../../auth/context';
import { clearSessionCookies, newCsrfToken, setSessionCookies } from '../../auth/cookies';
import { limitAttempts } from '../../auth/limits';
import { passwordProblems } from '../../auth/password-policy';
import { hashPassword, spendVerifyTime, verifyPassword } from '../../auth/password';
import { createSession, invalidateSession, type UserRow } from '../../auth/session';
import { toSessionUser } from '../../auth/session-user';
import { oidcRoutes } from './oidc';
import type { Context } from 'hono';

/** The email and password, as the route's schema (credentialsSchema) validated them. */
async function readCredentials(c: Context<AccountEnv, string, { out: { json: Credentials } }>) {
  return c.req.valid('json');
}

/** A new session at every sign-in (no fixation), its cookies, and the body the contract promises. */
async function startSession<S extends 200 | 201>(c: Context<AccountEnv>, user: UserRow, status: S) {
  const deps = c.get('deps');
  const settings = authSettingsFor(deps.config);
  // The session the browser arrived with (if any) ends here: a sign-in never keeps a pre-existing id alive.
  const previous = c.get('auth');
  if (previous) await invalidateSession(deps.db, previous.session.id);
  const { token, session } = await createSession(deps.db, user.id, deps.clock(), settings.sessionDays);
  setSessionCookies(c, token, session.expiresAt, newCsrfToken());
  return c.json({ user: toSessionUser({ user, session }), token }, status);
}

const signUp = publicRoute('accounts', 'post', '/auth/signup', {
  summary:
    "Create an account; sets tm_session (HttpOnly) and tm_csrf. Existing email: 409 'Something went wrong'.",
  request: { body: jsonBody(credentialsSchema) },
  responses: { 201: json(authResultSchema, 'Signed in'), 429: { description: 'Too many tries' } },
});

const signIn = publicRoute('accounts', 'post', '/auth/signin', {
  summary:
    "Sign in with email and password (a new session every time). Failure: 401 'The password doesn't match'.",
  request: { body: jsonBody(credentialsSchema) },
  responses: { 200: json(authResultSchema, 'Signed in'), 429: { description: 'Too many tries' } },
});

const signOut = publicRoute('accounts', 'post', '/auth/signout', {
  summary: 'Delete the session on the server and clear the cookies.',
  responses: { 204: { description: 'Signed out' } },
});

const me = publicRoute('accounts', 'get', '/auth/me', {
  summary: 'The signed-in user, or null.',
  responses: { 200: json(meSchema, 'Who is signed in') },
});

const providers = publicRoute('accounts', 'get', '/auth/providers', {
  summary: 'Whether "Continue with" (OIDC) is configured, and its name.',
  responses: { 200: json(providersSchema, 'Providers') },
});

/**
 * Sign up, sign in, sign out, who am I, and the "Continue with" provider.
 *
 * Sign-up of an email that already has an account answers 409 with the spec's sign-up failure message,
 * 'Something went wrong', and nothing else: no "already registered" hint for someone probing emails (the
 * rate limit slows probing further). Sign-in with an unknown email or a wrong password answers the same
 * 'The password doesn't match' after the same Argon2 work.
 */
export function authRoutes() {
  return routeGroup<AccountEnv>()
    .openapi(signUp, async (c) => {
      const deps = c.get('deps');
      const settings = authSettingsFor(deps.config);
      const { email, password } = await readCredentials(c);
      const now = deps.clock();
      // Every sign-up try counts, successful or not: each one may create an account.
      limitAttempts(c, settings, 'signup', email, now).count();
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
    .openapi(signIn, async (c) => {
      const deps = c.get('deps');
      const settings = authSettingsFor(deps.config);
      const { email, password } = await readCredentials(c);
      const now = deps.clock();
      const gate = limitAttempts(c, settings, 'signin', email, now);
      const found = await findUserByEmail(deps.db, email);
      if (!found?.passwordHash) {
        await spendVerifyTime(password, settings.argon2);
        gate.count();
        throw new ApiError(401, 'signin_failed', messages.passwordMismatch);
      }
      if (!(await verifyPassword(found.passwordHash, password))) {
        gate.count();
        throw new ApiError(401, 'signin_failed', messages.passwordMismatch);
      }
      const user = await applyAdminEmails(deps.db, found, settings.adminEmails, now);
      return startSession(c, user, 200);
    })
    .openapi(signOut, async (c) => {
      const auth = c.get('auth');
      if (auth) await invalidateSession(c.get('deps').db, auth.session.id);
      clearSessionCookies(c);
      return c.body(null, 204);
    })
    .openapi(me, (c) => {
      const auth = c.get('auth');
      c.header('Cache-Control', 'no-store');
      return c.json({ user: auth ? toSessionUser(auth) : null }, 200);
    })
    .openapi(providers, (c) => {
      const oidc = authSettingsFor(c.get('deps').config).oidc;
      return c.json({ oidc: oidc ? { name: oidc.name } : null }, 200);
    })
    .route('/', oidcRoutes());
}
