import type { Context } from 'hono';
import { deleteCookie, setCookie } from 'hono/cookie';
import { requestIsHttps } from '../http/https';

export { isHttpsRequest, requestIsHttps } from '../http/https';

export const SESSION_COOKIE = 'tm_session';
/** Readable by the app's scripts on purpose: the double-submit CSRF token is echoed in `x-csrf-token`. */
export const CSRF_COOKIE = 'tm_csrf';
export const CSRF_HEADER = 'x-csrf-token';

/** Sets the session cookie and its CSRF partner, both expiring with the session. */
export function setSessionCookies(c: Context, token: string, expiresAt: Date, csrf: string): void {
  const secure = requestIsHttps(c);
  setCookie(c, SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'Lax',
    path: '/',
    secure,
    expires: expiresAt,
  });
  setCookie(c, CSRF_COOKIE, csrf, {
    httpOnly: false,
    sameSite: 'Lax',
    path: '/',
    secure,
    expires: expiresAt,
  });
}

export function clearSessionCookies(c: Context): void {
  const secure = requestIsHttps(c);
  deleteCookie(c, SESSION_COOKIE, { path: '/', secure });
  deleteCookie(c, CSRF_COOKIE, { path: '/', secure });
}

/** Constant-time comparison of two strings of hex. */
export function sameToken(a: string, b: string): boolean {
  if (a.length !== b.length || a.length === 0) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return diff === 0;
}
