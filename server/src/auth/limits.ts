import type { Context } from 'hono';
import { ApiError } from '../http/errors';
import { clientIp } from './client-ip';
import type { AuthSettings } from './config';
import { createRateLimiter, type RateLimiter } from './rate-limit';

/** One limiter per configuration (so per app instance); the key says which door is being knocked on. */
const limiters = new WeakMap<AuthSettings, RateLimiter>();

export const TOO_MANY_ATTEMPTS = 'Too many attempts. Please wait a minute and try again.';

export interface AttemptGate {
  /** Counts this attempt (sign-in and the box count only failures; sign-up counts every try). */
  count(): void;
}

/**
 * Throws 429 when this address has used up its attempts at `door` for this account in the current minute;
 * otherwise returns a gate to count the attempt with. Sign-in and the box count only failed attempts, so staff
 * signing in correctly many times (shift changes, e2e runs) are never locked out.
 */
export function limitAttempts(
  c: Context,
  settings: AuthSettings,
  door: string,
  account: string,
  now: Date,
): AttemptGate {
  let limiter = limiters.get(settings);
  if (!limiter) {
    limiter = createRateLimiter(settings.rateLimitPerMinute);
    limiters.set(settings, limiter);
  }
  const config = (c.get('deps' as never) as { config?: { TRUST_PROXY?: unknown } } | undefined)?.config;
  const key = `${door}|${clientIp(c, config?.TRUST_PROXY === true)}|${account.toLowerCase()}`;
  if (limiter.blocked(key, now)) {
    throw new ApiError(429, 'rate_limited', TOO_MANY_ATTEMPTS, undefined, { 'Retry-After': '60' });
  }
  const gate = limiter;
  return { count: () => gate.count(key, now) };
}
