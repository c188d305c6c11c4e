import {
  authResultSchema,
  credentialsSchema,
  meSchema,
  messages,
  providersSchema,
  SESSION_TRANSPORT_BEARER,
  SESSION_TRANSPORT_HEADER,
  signUpAnswerSchema,
  verifyEmailRequestSchema,
  verifyLinkCheckRequestSchema,
  verifyLinkCheckSchema,
} from '@tm/core';
import type { Context } from 'hono';
import { ApiError } from '../../http/errors';
import { reserveFor } from '../../http/limiter';
import { json, jsonBody, publicRoute, routeGroup } from '../openapi';
import { applyAdminEmails, findUserByEmail } from '../../auth/accounts';
import type { AccountEnv } from '../../pipeline/auth-context';
import { clearSessionCookies, setSessionCookies } from '../../auth/cookies';
import { csrfTokenFor } from '../../auth/csrf';
import { refuseWeakPassword } from '../../auth/password-policy';
import { spendVerifyTime, verifyPassword } from '../../auth/password';
import { createSession, invalidateSession, type UserRow } from '../../auth/session';
import { toSessionUser } from '../../pipeline/session-user';
import { requestPasswordReset, resendVerification, signUp } from '../../auth/sign-up';
import { consumeVerification, findOpenVerification, pendingPasswordHashes } from '../../auth/verification';
import { oidcRoutes } from './oidc';

/**
 * A new session at every sign-in (no fixation), its cookies with a CSRF token bound to it, and the body the
 * contract promises. The token is in the body only for the kiosk, which asks for it with a header: a page
 * script in the browser app could otherwise read what the HttpOnly cookie hides.
 */
/**
 * A door that emails a link carrying a new password (sign-up, a forgotten password). Every try counts against
 * the sign-up limits, successful or not, since each may send an email; the password meets the rules first.
 */
async function emailPasswordLink(
  c: Context<AccountEnv>,
  { email, password }: { email: string; password: string },
  send: typeof signUp,
) {
  const deps = c.get('deps');
  await reserveFor(c, deps, 'signup', email);
  refuseWeakPassword(password, deps.config.auth.passwordPolicy);
  await send(deps, email, password);
}

async function startSession(c: Context<AccountEnv>, user: UserRow) {
  const deps = c.get('deps');
  // The session the browser arrived with (if any) ends here: a sign-in never keeps a pre-existing id alive.
  const previous = c.get('auth');
  if (previous) await invalidateSession(deps.db, previous.session.id);
  const { token, session } = await createSession(
    deps.db,
    user.id,
    deps.clock(),
    deps.config.auth.sessionDays,
  );
  setSessionCookies(c, token, session.expiresAt, csrfTokenFor(deps.secrets.csrf, session.id));
  const wantsToken = c.req.header(SESSION_TRANSPORT_HEADER) === SESSION_TRANSPORT_BEARER;
  return c.json({ user: toSessionUser({ user, session }), ...(wantsToken ? { token } : {}) }, 200);
}

/**
 * An account whose address is not proven yet, with its own password (made before verification existed) or
 * the password of one of its open links: which of them `password` is, or undefined.
 */
async function unprovenPassword(
  c: Context<AccountEnv>,
  user: UserRow,
  password: string,
): Promise<{ keep: string | null } | undefined> {
  const deps = c.get('deps');
  if (user.passwordHash && (await verifyPassword(user.passwordHash, password))) return { keep: null };
  const pending = await pendingPasswordHashes(deps.db, user.id, deps.clock());
  if (!user.passwordHash && pending.length === 0) await spendVerifyTime(password, deps.config.auth.argon2);
  for (const hash of pending) if (await verifyPassword(hash, password)) return { keep: hash };
  return undefined;
}

const tooMany = { 429: { description: 'Too many tries (Retry-After)' } };

const signUpRoute = publicRoute('accounts', 'post', '/auth/signup', {
  summary:
    'Create an account: 202 "check your email" whatever the address (the email tells an existing owner instead); nobody is signed in until the link is opened.',
  request: { body: jsonBody(credentialsSchema) },
  responses: { 202: json(signUpAnswerSchema, 'Check your email'), ...tooMany },
});

const resetRoute = publicRoute('accounts', 'post', '/auth/resetPassword', {
  summary:
    'A forgotten password: body { email, password } with the new password (the sign-up password rules). 202 "check your email" whatever the address; an account\'s address gets a single-use link that sets the new password when opened with it (POST /auth/verify) and ends its other sessions. Limited like sign-up.',
  request: { body: jsonBody(credentialsSchema) },
  responses: { 202: json(signUpAnswerSchema, 'Check your email'), ...tooMany },
});

const verifyRoute = publicRoute('accounts', 'post', '/auth/verify', {
  summary: 'Opens an email verification link: proves the address and signs in.',
  description:
    "Body { token, password }: the emailed link's token and the password chosen at sign-up (so a link sent to someone who did not sign up proves nothing for whoever did). A link works once and expires (VERIFY_EMAIL_HOURS). Answers the signed-in user like sign-in; 400 for an unknown, used or expired link; 401 'The password doesn't match' (rate limited like sign-in), and the link stays open.",
  request: { body: jsonBody(verifyEmailRequestSchema) },
  responses: { 200: json(authResultSchema, 'Signed in') },
});

const verifyCheckRoute = publicRoute('accounts', 'post', '/auth/verify/check', {
  summary: 'Whether an emailed link (sign-up or password reset) is still open; changes nothing.',
  description:
    "Body { token }: { open: true } while the link works (unused, not expired), else { open: false }, so its page says a dead link is dead when it opens. 400 for a token that is not a link's shape.",
  request: { body: jsonBody(verifyLinkCheckRequestSchema) },
  responses: { 200: json(verifyLinkCheckSchema, 'Whether the link is open') },
});

const signInRoute = publicRoute('accounts', 'post', '/auth/signin', {
  summary:
    "Sign in with email and password (a new session every time). Failure: 401 'The password doesn't match'; an address not yet proven: 403, and the link is sent again.",
  description: `The session token is in the body only when the request sends ${SESSION_TRANSPORT_HEADER}: ${SESSION_TRANSPORT_BEARER} (the kiosk); the browser app uses the HttpOnly cookie.`,
  request: { body: jsonBody(credentialsSchema) },
  responses: { 200: json(authResultSchema, 'Signed in'), ...tooMany },
});

const signOutRoute = publicRoute('accounts', 'post', '/auth/signout', {
  summary: 'Delete the session on the server and clear the cookies.',
  responses: { 204: { description: 'Signed out' } },
});

const meRoute = publicRoute('accounts', 'get', '/auth/me', {
  summary: 'The signed-in user, or null.',
  responses: { 200: json(meSchema, 'Who is signed in') },
});

const providersRoute = publicRoute('accounts', 'get', '/auth/providers', {
  summary: 'Whether "Continue with" (OIDC) is configured, and its name.',
  responses: { 200: json(providersSchema, 'Providers') },
});

/**
 * Sign up, verify, sign in, sign out, who am I, and the "Continue with" provider.
 *
 * Sign-up answers 202 "check your email" whatever the address, after the same work; the email tells an
 * existing owner instead (see auth/sign-up.ts). Sign-in with an unknown email or a wrong password answers the
 * same 'The password doesn't match' after the same Argon2 work; with the right password to an account whose
 * address is not proven yet it is refused with a clear message, and a new link is sent.
 */
export function authRoutes() {
  return routeGroup<AccountEnv>()
    .openapi(signUpRoute, async (c) => {
      await emailPasswordLink(c, c.req.valid('json'), signUp);
      return c.json({ message: messages.checkYourEmail }, 202);
    })
    .openapi(resetRoute, async (c) => {
      await emailPasswordLink(c, c.req.valid('json'), requestPasswordReset);
      return c.json({ message: messages.checkYourEmailReset }, 202);
    })
    .openapi(verifyCheckRoute, async (c) => {
      const deps = c.get('deps');
      const open = await findOpenVerification(deps.db, c.req.valid('json').token, deps.clock());
      return c.json({ open: open !== null }, 200);
    })
    .openapi(verifyRoute, async (c) => {
      const deps = c.get('deps');
      const { token, password } = c.req.valid('json');
      const now = deps.clock();
      const open = await findOpenVerification(deps.db, token, now);
      if (!open) throw new ApiError(400, 'verify_link_invalid', messages.verifyLinkInvalid);
      // Guessing the password of a link is guessing a password: the sign-in limits apply.
      const attempt = await reserveFor(c, deps, 'signin', open.email);
      if (!open.passwordHash || !(await verifyPassword(open.passwordHash, password))) {
        throw new ApiError(401, 'signin_failed', messages.passwordMismatch);
      }
      await attempt.succeeded();
      const user = await deps.db.transaction((tx) =>
        consumeVerification(tx, token, now, deps.config.auth.adminEmails),
      );
      if (!user) throw new ApiError(400, 'verify_link_invalid', messages.verifyLinkInvalid);
      return startSession(c, user);
    })
    .openapi(signInRoute, async (c) => {
      const deps = c.get('deps');
      const settings = deps.config.auth;
      const { email, password } = c.req.valid('json');
      const now = deps.clock();
      // Reserved before the lookup and Argon2, so a burst cannot all be evaluated; given back on success.
      const attempt = await reserveFor(c, deps, 'signin', email);
      const found = await findUserByEmail(deps.db, email);
      if (found && !found.emailVerified) {
        const proven = await unprovenPassword(c, found, password);
        if (!proven) throw new ApiError(401, 'signin_failed', messages.passwordMismatch);
        // The owner's password: not a guess, so it does not count; the link goes out again instead.
        await attempt.succeeded();
        await resendVerification(deps, found, proven.keep);
        throw new ApiError(403, 'email_unverified', messages.emailNotVerified);
      }
      if (!found?.passwordHash) {
        await spendVerifyTime(password, settings.argon2);
        throw new ApiError(401, 'signin_failed', messages.passwordMismatch);
      }
      if (!(await verifyPassword(found.passwordHash, password))) {
        throw new ApiError(401, 'signin_failed', messages.passwordMismatch);
      }
      await attempt.succeeded();
      const user = await applyAdminEmails(deps.db, found, settings.adminEmails, now);
      return startSession(c, user);
    })
    .openapi(signOutRoute, async (c) => {
      const auth = c.get('auth');
      if (auth) await invalidateSession(c.get('deps').db, auth.session.id);
      clearSessionCookies(c);
      return c.body(null, 204);
    })
    .openapi(meRoute, (c) => {
      const auth = c.get('auth');
      return c.json({ user: auth ? toSessionUser(auth) : null }, 200);
    })
    .openapi(providersRoute, (c) => {
      const oidc = c.get('deps').config.auth.oidc;
      return c.json({ oidc: oidc ? { name: oidc.name } : null }, 200);
    })
    .route('/', oidcRoutes());
}
