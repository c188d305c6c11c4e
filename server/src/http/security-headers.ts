import type { Context, MiddlewareHandler } from 'hono';
import { requestIsHttps } from './https';

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

type HeaderList = ReadonlyArray<readonly [string, string]>;

/**
 * Documents (the app's pages and /api/docs): the headers hono/secure-headers would send with our options (its
 * defaults, plus the CSP above, no Cross-Origin-Resource-Policy so the kiosk renderer on another origin can
 * read API answers through CORS, a cross-origin referrer of the origin only, and no framing at all).
 */
export const PAGE_SECURITY_HEADERS: HeaderList = [
  ['content-security-policy', CONTENT_SECURITY_POLICY],
  ['cross-origin-opener-policy', 'same-origin'],
  ['origin-agent-cluster', '?1'],
  // The app uses none of these; a page (or anything injected into one) cannot ask for them.
  ['permissions-policy', 'camera=(), microphone=(), geolocation=(), payment=()'],
  ['referrer-policy', 'strict-origin-when-cross-origin'],
  ['x-content-type-options', 'nosniff'],
  ['x-dns-prefetch-control', 'off'],
  ['x-download-options', 'noopen'],
  ['x-frame-options', 'DENY'],
  ['x-permitted-cross-domain-policies', 'none'],
  ['x-xss-protection', '0'],
];

/**
 * API answers (JSON, events): the set OWASP's REST Security Cheat Sheet gives for APIs — nothing may load,
 * nothing may frame, no sniffing — plus the referrer policy. The page-only headers (opener policy, agent
 * cluster, DNS prefetch, download options, cross-domain policies, XSS auditor) mean nothing for a body that
 * is never a document, and sending them cost GET /api/currency, the hottest answer, a sixth of its
 * throughput (the load generator parses every header too).
 */
export const API_SECURITY_HEADERS: HeaderList = [
  // Answers carry personal data and session details: no browser or proxy keeps them. Routes of public data
  // (the currency list) set their own caching, which replaces this.
  ['cache-control', 'no-store'],
  ['content-security-policy', "default-src 'none'; frame-ancestors 'none'"],
  ['referrer-policy', 'strict-origin-when-cross-origin'],
  ['x-content-type-options', 'nosniff'],
  ['x-frame-options', 'DENY'],
];

const HSTS = 'max-age=15552000; includeSubDomains';

export type AnswerKind = 'page' | 'api';

/** What a path answers: everything under /api/ is the API, except the documents a route says it sends. */
export function answerKind(path: string): AnswerKind {
  return path.startsWith('/api/') ? 'api' : 'page';
}

/** The security headers of one answer: HSTS only over HTTPS (browsers ignore it over plain HTTP). */
export function securityHeadersFor(kind: AnswerKind, https: boolean): HeaderList {
  const list = kind === 'api' ? API_SECURITY_HEADERS : PAGE_SECURITY_HEADERS;
  return https ? [...list, ['strict-transport-security', HSTS]] : list;
}

/** For a route under /api/ that answers a document (the API docs page): the page headers instead. */
export function usePageSecurityHeaders(c: Context): void {
  for (const [name, value] of securityHeadersFor('page', requestIsHttps(c))) c.header(name, value);
}

/**
 * Security headers on every response, pages and API alike. They are set BEFORE the handler runs: Hono puts
 * headers given with c.header() into the response the handler builds, whereas touching the response after
 * next() (as hono/secure-headers does) makes @hono/node-server build a full web Response for every answer
 * instead of writing the body straight to the socket, which tripled the CPU cost of GET /api/currency.
 */
export function securityHeaders(): MiddlewareHandler {
  return async (c, next) => {
    for (const [name, value] of securityHeadersFor(answerKind(c.req.path), requestIsHttps(c))) {
      c.header(name, value);
    }
    await next();
  };
}
