import type { Context } from 'hono';

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
