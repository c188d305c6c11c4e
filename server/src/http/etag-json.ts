import { createHash } from 'node:crypto';
import type { Context } from 'hono';

/** True when If-None-Match names the current answer (one of its tags, or `*`). */
export function etagMatches(header: string | undefined, tags: string[]): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  return header.split(',').some((t) => tags.includes(t.trim().replace(/^W\//, '')));
}

/**
 * A JSON answer with a strong ETag made from its bytes: a client sending the tag it holds gets a 304 and no
 * body. `cacheControl` says how long browsers and proxies may keep it without asking.
 */
export function etagJson(c: Context, value: unknown, cacheControl: string): Response {
  const body = JSON.stringify(value);
  const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
  c.header('etag', etag);
  c.header('cache-control', cacheControl);
  if (etagMatches(c.req.header('if-none-match'), [etag])) return c.body(null, 304);
  c.header('content-type', 'application/json; charset=utf-8');
  return c.body(body, 200);
}
