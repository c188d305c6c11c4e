import type { Context } from 'hono';
import { deleteCookie, setCookie } from 'hono/cookie';

export const SESSION_COOKIE = 'tm_session';
/** Readable by the app's scripts on purpose: the double-submit CSRF token is echoed in `x-csrf-token`. */
export const CSRF_COOKIE = 'tm_csrf';
export const CSRF_HEADER = 'x-csrf-token';

/** Behind a trusted TLS-terminating proxy the app sees http; X-Forwarded-Proto says what the browser used. */
export function requestIsHttps(c: Context): boolean {
  const config = (c.get('deps' as never) as { config?: { TRUST_PROXY?: unknown } } | undefined)?.config;
  return isHttpsRequest(config?.TRUST_PROXY === true, c.req.header('x-forwarded-proto'), c.req.url);
}

/** The rule of requestIsHttps, for callers that read the headers themselves. */
export function isHttpsRequest(
  trustProxy: boolean,
  forwardedProto: string | undefined,
  url: string,
): boolean {
  if (trustProxy && forwardedProto) return forwardedProto.split(',')[0]?.trim() === 'https';
  // The request URL is absolute; its scheme is all that is needed (no URL parse on every request).
  return url.startsWith('https:');
}

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
