import { createHmac, randomBytes } from 'node:crypto';
import { sameToken } from './cookies';

/**
 * Signed double-submit CSRF tokens (OWASP's recommended variant): `nonce.hmac(secret, sessionId.nonce)`. The
 * browser echoes the readable `tm_csrf` cookie in `x-csrf-token`, and the server checks both that they match
 * and that the token was made for THIS session, so a token planted by another site or subdomain (cookie
 * tossing), or kept from another session, is refused.
 */
function mac(secret: string, sessionId: string, nonce: string): string {
  return createHmac('sha256', secret).update(`${sessionId}.${nonce}`).digest('hex');
}

export function csrfTokenFor(secret: string, sessionId: string): string {
  const nonce = randomBytes(16).toString('hex');
  return `${nonce}.${mac(secret, sessionId, nonce)}`;
}

export function csrfTokenValid(secret: string, sessionId: string, token: string): boolean {
  const dot = token.indexOf('.');
  if (dot <= 0) return false;
  const nonce = token.slice(0, dot);
  if (!/^[0-9a-f]{32}$/.test(nonce)) return false;
  return sameToken(token.slice(dot + 1), mac(secret, sessionId, nonce));
}
