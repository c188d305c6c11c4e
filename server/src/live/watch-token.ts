import { createHmac, timingSafeEqual } from 'node:crypto';

/** How long a watch token lets a page follow its order; past it, the page tracks again and gets a new one. */
export const WATCH_TOKEN_TTL_MS = 2 * 60 * 60 * 1000;

/**
 * The key tokens are signed with, derived from the server's secret for this one use, so a watch token can never
 * pass for a CSRF token (or back).
 */
const watchKey = (secret: string) => createHmac('sha256', secret).update('order-watch-token').digest();

const mac = (secret: string, orderId: string, expires: number) =>
  createHmac('sha256', watchKey(secret)).update(`${orderId}.${expires}`).digest('base64url');

/**
 * A token that lets its holder follow one order's status for WATCH_TOKEN_TTL_MS: given only to whoever tracked
 * the order with its number and email, so the stream tells nothing to someone who has only the number.
 * `<expiry in ms>.<HMAC of the order number and the expiry>`.
 */
export function watchTokenFor(secret: string, orderId: string, now: Date): string {
  const expires = now.getTime() + WATCH_TOKEN_TTL_MS;
  return `${expires}.${mac(secret, orderId, expires)}`;
}

export function watchTokenValid(secret: string, orderId: string, token: string, now: Date): boolean {
  const match = /^(\d{1,15})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return false;
  const expires = Number(match[1]);
  const expected = Buffer.from(mac(secret, orderId, expires));
  const given = Buffer.from(match[2]!);
  return timingSafeEqual(expected, given) && expires > now.getTime();
}
