import type { MiddlewareHandler } from 'hono';
import { cors } from 'hono/cors';
import { SESSION_TRANSPORT_HEADER } from '@tm/core';

/**
 * The kiosk's renderer is served by the kiosk itself under the custom scheme app://kiosk (not file://, whose
 * pages all send `Origin: null`), so it is one exact origin. CORS lets that origin, and only it, call the API
 * from another origin; every other site gets no Access-Control-Allow-Origin and the browser blocks it.
 * KIOSK_ORIGIN overrides the origin (a comma list for a test or staging kiosk).
 */
export const DEFAULT_KIOSK_ORIGIN = 'app://kiosk';

export function allowedOrigins(configured: string | undefined): string[] {
  const list = (configured ?? DEFAULT_KIOSK_ORIGIN)
    .split(',')
    .map((o) => o.trim())
    .filter((o) => o !== '' && o !== '*' && o !== 'null');
  return list.length > 0 ? list : [DEFAULT_KIOSK_ORIGIN];
}

const EXPOSED_HEADERS = ['ETag', 'Retry-After'];
const EXPOSED_HEADERS_VALUE = EXPOSED_HEADERS.join(',');

/**
 * The CORS headers of an ordinary (not preflight) API answer, lower-case names. Only an allowed origin gets
 * the Access-Control headers; every answer says it varies by Origin (a cache must not hand the kiosk's answer
 * to the PWA or back). Handlers add their own Vary values after it.
 */
export function corsHeadersFor(
  origin: string | undefined,
  origins: readonly string[],
): Array<[string, string]> {
  if (origin === undefined || !origins.includes(origin)) return [['vary', 'Origin']];
  return [
    ['access-control-allow-origin', origin],
    ['access-control-allow-credentials', 'true'],
    ['access-control-expose-headers', EXPOSED_HEADERS_VALUE],
    ['vary', 'Origin'],
  ];
}

/**
 * Preflights go to hono/cors. Every other request gets the same headers hono/cors would give it (allowed
 * origin, credentials, exposed headers, Vary: Origin), but set before next(): hono/cors touches the response
 * object before and after the handler, which makes @hono/node-server build a full web Response per answer
 * instead of its fast path, on every API call.
 */
export function kioskCors(): MiddlewareHandler {
  let cached: { configured: string | undefined; origins: string[]; preflight: MiddlewareHandler } | null =
    null;
  return (c, next) => {
    // c.get, not c.var: c.var copies every variable into a new object on each read.
    const configured = (c.get('deps' as never) as { config: { KIOSK_ORIGIN?: string } } | undefined)?.config
      .KIOSK_ORIGIN;
    if (!cached || cached.configured !== configured) {
      const origins = allowedOrigins(configured);
      cached = {
        configured,
        origins,
        preflight: cors({
          origin: (origin) => (origins.includes(origin) ? origin : null),
          // The kiosk sends a bearer token, but the shared client also asks for credentials (cookies): allowed
          // for this one exact origin only.
          credentials: true,
          allowMethods: ['GET', 'POST', 'PUT', 'DELETE', 'OPTIONS'],
          allowHeaders: [
            'content-type',
            'authorization',
            'accept',
            'x-csrf-token',
            'idempotency-key',
            'if-none-match',
            SESSION_TRANSPORT_HEADER,
          ],
          exposeHeaders: EXPOSED_HEADERS,
          maxAge: 600,
        }),
      };
    }
    if (c.req.method === 'OPTIONS') return cached.preflight(c, next);
    for (const [name, value] of corsHeadersFor(c.req.header('origin'), cached.origins)) {
      // Vary is appended: handlers add their own values with { append: true } too.
      c.header(name, value, name === 'vary' ? { append: true } : undefined);
    }
    return next();
  };
}
