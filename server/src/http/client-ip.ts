import type { Context } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';

/** The one key of a caller whose address is not known (requests made in-process, as tests make them). */
export const UNKNOWN_CLIENT = 'unknown';

/**
 * The caller's address, the key of every per-address rate limit. X-Forwarded-For is believed only behind a
 * trusted proxy (TRUST_PROXY), and then only its LAST entry: the one our proxy wrote. Entries before it were
 * sent by the client and could be anything, so a proxy that appends (nginx's $proxy_add_x_forwarded_for) still
 * yields the address it saw; deploy/nginx.conf replaces the header, which gives the same answer.
 */
export function clientIp(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',').at(-1)?.trim();
    if (forwarded) return forwarded;
  }
  try {
    return getConnInfo(c).remote.address ?? UNKNOWN_CLIENT;
  } catch {
    return UNKNOWN_CLIENT;
  }
}
