import { z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { OidcSettings } from '../../auth/config';
import type { AccountEnv } from '../../pipeline/auth-context';
import { requestIsHttps, setSessionCookies } from '../../auth/cookies';
import { csrfTokenFor } from '../../auth/csrf';
import { safeReturnPath } from '@tm/core';
import { finishOidc, startOidc } from '../../auth/oidc';
import { signInAccountFor } from '../../auth/oidc-account';
import { createSession } from '../../auth/session';
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
      setCookie(c, RETURN_COOKIE, safeReturnPath(c.req.query('redirect')), options);
      return c.redirect(url.href, 302);
    })
    .openapi(callback, async (c) => {
      const deps = c.get('deps');
      const settings = deps.config.auth;
      const oidc = settings.oidc;
      const state = getCookie(c, STATE_COOKIE);
      const verifier = getCookie(c, VERIFIER_COOKIE);
      const nonce = getCookie(c, NONCE_COOKIE);
      const returnTo = safeReturnPath(getCookie(c, RETURN_COOKIE));
      for (const name of [STATE_COOKIE, VERIFIER_COOKIE, RETURN_COOKIE, NONCE_COOKIE])
        deleteCookie(c, name, { path: COOKIE_PATH });
      const code = c.req.query('code');
      if (!oidc || !state || !verifier || !nonce || !code || c.req.query('state') !== state) {
        return c.redirect(OIDC_FAILURE_PATH, 302);
      }
      try {
        const now = deps.clock();
        const identity = await finishOidc(oidc, callbackUrl(c, oidc), code, verifier, nonce, now);
        const user = await signInAccountFor(deps.db, oidc.name, identity, settings.adminEmails, now);
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
