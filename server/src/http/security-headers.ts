import type { MiddlewareHandler } from 'hono';
import { requestIsHttps } from '../auth/cookies';

/**
 * The CSP allows only our own scripts (no inline script), inline styles (React style props), images from
 * https (account photos), and the contact page's map frame.
 */
const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "worker-src 'self'",
  "manifest-src 'self'",
  'frame-src https://www.google.com https://maps.google.com https://www.openstreetmap.org',
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/**
 * The headers hono/secure-headers would send with our options (its defaults, plus the CSP above, no
 * Cross-Origin-Resource-Policy so the kiosk renderer on another origin can read API answers through CORS,
 * a cross-origin referrer of the origin only, and no framing at all).
 */
export const SECURITY_HEADERS: ReadonlyArray<readonly [string, string]> = [
  ['content-security-policy', CONTENT_SECURITY_POLICY],
  ['cross-origin-opener-policy', 'same-origin'],
  ['origin-agent-cluster', '?1'],
  ['referrer-policy', 'strict-origin-when-cross-origin'],
  ['x-content-type-options', 'nosniff'],
  ['x-dns-prefetch-control', 'off'],
  ['x-download-options', 'noopen'],
  ['x-frame-options', 'DENY'],
  ['x-permitted-cross-domain-policies', 'none'],
  ['x-xss-protection', '0'],
];

const HSTS = 'max-age=15552000; includeSubDomains';

/**
 * Security headers on every response, pages and API alike. They are set BEFORE the handler runs: Hono puts
 * headers given with c.header() into the response the handler builds, whereas touching the response after
 * next() (as hono/secure-headers does) makes @hono/node-server build a full web Response for every answer
 * instead of writing the body straight to the socket, which tripled the CPU cost of GET /api/currency.
 */
export function securityHeaders(): MiddlewareHandler {
  return async (c, next) => {
    for (const [name, value] of SECURITY_HEADERS) c.header(name, value);
    // HSTS means nothing over plain HTTP (browsers ignore it there), so it is sent only where it counts.
    if (requestIsHttps(c)) c.header('strict-transport-security', HSTS);
    await next();
  };
}
