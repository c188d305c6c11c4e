import type { Context } from 'hono';
import { ApiError } from '../http/errors';
import { clientIp } from './client-ip';
import type { AuthSettings } from './config';
import { createRateLimiter, type RateLimiter } from './rate-limit';

/** One limiter per configuration (so per app instance); the key says which door is being knocked on. */
const limiters = new WeakMap<AuthSettings, RateLimiter>();

export const TOO_MANY_ATTEMPTS = 'Too many attempts. Please wait a minute and try again.';

/** Counts one attempt at `door` for this address and account; throws 429 over the limit. */
export function limitAttempts(
  c: Context,
  settings: AuthSettings,
  door: string,
  account: string,
  now: Date,
): void {
  let limiter = limiters.get(settings);
  if (!limiter) {
    limiter = createRateLimiter(settings.rateLimitPerMinute);
    limiters.set(settings, limiter);
  }
  const config = (c.get('deps' as never) as { config?: { TRUST_PROXY?: unknown } } | undefined)?.config;
  const ip = clientIp(c, config?.TRUST_PROXY === true);
  if (!limiter.hit(`${door}|${ip}|${account.toLowerCase()}`, now)) {
    throw new ApiError(429, 'rate_limited', TOO_MANY_ATTEMPTS, undefined, { 'Retry-After': '60' });
  }
}
