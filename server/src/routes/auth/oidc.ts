import { z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { and, eq } from 'drizzle-orm';
import { emailVerifications, oauthAccounts, users } from '../../db/schema';
import { applyAdminEmails, findUserByEmail } from '../../auth/accounts';
import type { OidcSettings } from '../../auth/config';
import type { AccountEnv } from '../../pipeline/auth-context';
import { requestIsHttps, setSessionCookies } from '../../auth/cookies';
import { csrfTokenFor } from '../../auth/csrf';
import { finishOidc, safeRedirectPath, startOidc } from '../../auth/oidc';
import { createSession, invalidateUserSessions, type UserRow } from '../../auth/session';
import type { Queryable } from '../../db/types';
import { publicRoute, routeGroup } from '../openapi';

const STATE_COOKIE = 'tm_oidc_state';
const VERIFIER_COOKIE = 'tm_oidc_verifier';
const RETURN_COOKIE = 'tm_oidc_return';
const NONCE_COOKIE = 'tm_oidc_nonce';
const COOKIE_PATH = '/api/auth/oidc';
/** Where the app shows 'Something went wrong' for a failed third-party sign-in. */
export const OIDC_FAILURE_PATH = '/signIn?error=oidc';

function callbackUrl(c: Context, oidc: OidcSettings): string {
  return oidc.redirectUrl ?? new URL('/api/auth/oidc/callback', c.req.url).href;
}

/** The provider key stored with the subject: the issuer's name, so two providers' subjects never collide. */
function providerKey(oidc: OidcSettings): string {
  return oidc.name.toLowerCase();
}

/**
 * Finds or creates the account of a provider identity. A known subject signs in its account. Otherwise the
 * provider's verified email links to the account with that email; an unverified email is refused, since
 * anyone can claim one. Linking an account whose own email was never verified removes its password and
 * sessions: whoever registered that email first without proving it loses the door they left open.
 */
async function accountFor(
  tx: Queryable,
  oidc: OidcSettings,
  identity: Awaited<ReturnType<typeof finishOidc>>,
  now: Date,
): Promise<UserRow | null> {
  const provider = providerKey(oidc);
  const [linked] = await tx
    .select({ user: users })
    .from(oauthAccounts)
    .innerJoin(users, eq(oauthAccounts.userId, users.id))
    .where(and(eq(oauthAccounts.provider, provider), eq(oauthAccounts.subject, identity.subject)));
  if (linked) return linked.user;
  if (!identity.email || !identity.emailVerified) return null;
  let user = await findUserByEmail(tx, identity.email);
  if (user && !user.emailVerified) {
    await invalidateUserSessions(tx, user.id);
    await tx.delete(emailVerifications).where(eq(emailVerifications.userId, user.id));
    const [updated] = await tx
      .update(users)
      .set({ emailVerified: true, passwordHash: null })
      .where(eq(users.id, user.id))
      .returning();
    user = updated;
  }
  if (!user) {
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
    user = created;
  }
  if (!user) return null;
  await tx
    .insert(oauthAccounts)
    .values({ provider, subject: identity.subject, userId: user.id, createdAt: now });
  return user;
}

const start = publicRoute('accounts', 'get', '/auth/oidc/start', {
  summary: 'Start "Continue with": redirects to the provider (PKCE S256 + state).',
  request: {
    query: z.object({ redirect: z.string().optional().describe('Same-site path to return to') }),
  },
  responses: { 302: { description: 'To the provider' } },
});

const callback = publicRoute('accounts', 'get', '/auth/oidc/callback', {
  summary: 'The provider returns here; signs in and redirects to the requested path, or /signIn?error=oidc.',
  request: { query: z.object({ code: z.string().optional(), state: z.string().optional() }) },
  responses: { 302: { description: 'Back to the app' } },
});

/** "Continue with": GET /auth/oidc/start?redirect=/path -> provider -> GET /auth/oidc/callback -> the app. */
export function oidcRoutes() {
  return routeGroup<AccountEnv>()
    .openapi(start, (c) => {
      const oidc = c.get('deps').config.auth.oidc;
      if (!oidc) return c.redirect(OIDC_FAILURE_PATH, 302);
      const { url, state, codeVerifier, nonce } = startOidc(oidc, callbackUrl(c, oidc));
      const options = {
        httpOnly: true,
        sameSite: 'Lax',
        path: COOKIE_PATH,
        secure: requestIsHttps(c),
        maxAge: 600,
      } as const;
      setCookie(c, STATE_COOKIE, state, options);
      setCookie(c, VERIFIER_COOKIE, codeVerifier, options);
      setCookie(c, NONCE_COOKIE, nonce, options);
      setCookie(c, RETURN_COOKIE, safeRedirectPath(c.req.query('redirect')), options);
      return c.redirect(url.href, 302);
    })
    .openapi(callback, async (c) => {
      const deps = c.get('deps');
      const settings = deps.config.auth;
      const oidc = settings.oidc;
      const state = getCookie(c, STATE_COOKIE);
      const verifier = getCookie(c, VERIFIER_COOKIE);
      const nonce = getCookie(c, NONCE_COOKIE);
      const returnTo = safeRedirectPath(getCookie(c, RETURN_COOKIE));
      for (const name of [STATE_COOKIE, VERIFIER_COOKIE, RETURN_COOKIE, NONCE_COOKIE])
        deleteCookie(c, name, { path: COOKIE_PATH });
      const code = c.req.query('code');
      if (!oidc || !state || !verifier || !nonce || !code || c.req.query('state') !== state) {
        return c.redirect(OIDC_FAILURE_PATH, 302);
      }
      try {
        const now = deps.clock();
        const identity = await finishOidc(oidc, callbackUrl(c, oidc), code, verifier, nonce, now);
        const user = await deps.db.transaction(async (tx) => {
          const found = await accountFor(tx, oidc, identity, now);
          return found ? applyAdminEmails(tx, found, settings.adminEmails, now) : null;
        });
        if (!user) return c.redirect(OIDC_FAILURE_PATH, 302);
        const { token, session } = await createSession(deps.db, user.id, now, settings.sessionDays);
        setSessionCookies(c, token, session.expiresAt, csrfTokenFor(deps.secrets.csrf, session.id));
        return c.redirect(returnTo, 302);
      } catch (error) {
        deps.logger.warn('oidc sign-in failed', {
          reason: error instanceof Error ? error.message : 'unknown',
        });
        return c.redirect(OIDC_FAILURE_PATH, 302);
      }
    });
}
