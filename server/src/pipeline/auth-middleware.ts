import type { MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import { createMiddleware } from 'hono/factory';
import { can, isStaff, messages, roleOf, whomToAsk, type Capability } from '@tm/core';
import { envelope } from '../http/errors';
import type { AccountEnv, AuthState } from './auth-context';
import {
  CSRF_COOKIE,
  CSRF_HEADER,
  SESSION_COOKIE,
  clearSessionCookies,
  sameToken,
  setSessionCookies,
} from '../auth/cookies';
import { csrfTokenFor, csrfTokenValid } from '../auth/csrf';
import { validateSessionToken } from '../auth/session';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** The spec's accept call is a GET that changes state, so it gets the same CSRF check as a POST. */
const STATE_CHANGING_GETS = /^\/api\/pendingToAceept\//;

function bearerToken(header: string | undefined): string | undefined {
  const match = header?.match(/^Bearer\s+(\S+)$/i);
  return match?.[1];
}

/**
 * Loads the caller's session (bearer token first, then the `tm_session` cookie) into `c.var.auth`, extends
 * the cookies when the expiry slid, and enforces the double-submit CSRF check for cookie sessions. An
 * unknown or expired cookie is cleared and the request continues anonymously, so a stale cookie never blocks
 * signing in again.
 */
export function sessionMiddleware(): MiddlewareHandler<AccountEnv> {
  return createMiddleware<AccountEnv>(async (c, next) => {
    const deps = c.get('deps');
    const settings = deps.config.auth;
    const now = deps.clock();
    let auth: AuthState | null = null;

    const bearer = bearerToken(c.req.header('authorization'));
    if (bearer) {
      const valid = await validateSessionToken(deps.db, bearer, now, settings.sessionDays);
      if (valid) auth = { ...valid, via: 'bearer' };
    } else {
      const cookie = getCookie(c, SESSION_COOKIE);
      if (cookie) {
        const valid = await validateSessionToken(deps.db, cookie, now, settings.sessionDays);
        if (!valid) {
          clearSessionCookies(c);
        } else {
          auth = { ...valid, via: 'cookie' };
          const csrfCookie = getCookie(c, CSRF_COOKIE) ?? '';
          // The token must be the one made for this session (signed), and echoed by the page (double submit).
          const bound = csrfTokenValid(deps.secrets.csrf, valid.session.id, csrfCookie);
          const needsCsrf = !SAFE_METHODS.has(c.req.method) || STATE_CHANGING_GETS.test(c.req.path);
          if (needsCsrf && !(bound && sameToken(c.req.header(CSRF_HEADER) ?? '', csrfCookie))) {
            return c.json(
              envelope(
                'csrf_failed',
                'This request is missing its security token. Reload the page and try again.',
              ),
              403,
            );
          }
          if (!bound) {
            // A missing or foreign token (say, from before tokens were signed) is replaced on a safe request,
            // so the page's next change carries a good one.
            setSessionCookies(
              c,
              cookie,
              valid.session.expiresAt,
              csrfTokenFor(deps.secrets.csrf, valid.session.id),
            );
          } else if (valid.extended) {
            setSessionCookies(c, cookie, valid.session.expiresAt, csrfCookie);
          }
        }
      }
    }
    c.set('auth', auth);
    c.set('userId', auth?.user.id);
    await next();
  });
}

/** 401 for anonymous callers. */
export const requireUser = createMiddleware<AccountEnv>(async (c, next) => {
  if (!c.get('auth')) return c.json(envelope('unauthenticated', 'Please sign in first'), 401);
  await next();
});

/**
 * 401 anonymous, 403 signed in with a role that lacks the capability (core permissions.ts): the server decides,
 * whatever the browser shows. A customer hears that only staff may; a staff member, which role may.
 */
export function requireCapability(capability: Capability): MiddlewareHandler<AccountEnv> {
  return createMiddleware<AccountEnv>(async (c, next) => {
    const auth = c.get('auth');
    if (!auth) return c.json(envelope('unauthenticated', 'Please sign in first'), 401);
    const role = roleOf(auth.user.role);
    if (!can(role, capability)) {
      const message = isStaff(role)
        ? messages.roleCannot(role, whomToAsk(capability))
        : 'Only staff can do this';
      return c.json(envelope('forbidden', message), 403);
    }
    await next();
  });
}
