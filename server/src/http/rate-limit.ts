import type { Context, MiddlewareHandler } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';
import { ApiError } from './errors';
import type { AppEnv } from './types';

/** The caller's IP: the socket's, or the first X-Forwarded-For hop when TRUST_PROXY says a proxy sets it. */
export function clientIp(c: Context<AppEnv>): string {
  if (c.var.deps?.config.TRUST_PROXY) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
    if (forwarded) return forwarded;
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    // app.request() in tests has no socket.
    return 'unknown';
  }
}

export interface RateLimitOptions {
  /** Requests allowed per window and key. */
  limit: number;
  windowMs: number;
  /** Defaults to the client IP. */
  key?: (c: Context<AppEnv>) => string;
  message?: string;
  /** Bound on tracked keys, so a flood of addresses cannot grow memory without limit. */
  maxKeys?: number;
}

/**
 * Fixed-window rate limit kept in memory (per server instance), timed by the injected clock. 429 with
 * Retry-After when exceeded. Each call makes an independent limiter.
 */
export function rateLimit(options: RateLimitOptions): MiddlewareHandler<AppEnv> {
  const windows = new Map<string, { start: number; count: number }>();
  const maxKeys = options.maxKeys ?? 10_000;
  return async (c, next) => {
    const now = c.var.deps.clock().getTime();
    const key = (options.key ?? clientIp)(c);
    let entry = windows.get(key);
    if (!entry || now - entry.start >= options.windowMs) {
      if (!entry && windows.size >= maxKeys) {
        for (const [k, v] of windows) if (now - v.start >= options.windowMs) windows.delete(k);
        if (windows.size >= maxKeys) windows.delete(windows.keys().next().value as string);
      }
      entry = { start: now, count: 0 };
      windows.set(key, entry);
    }
    entry.count++;
    if (entry.count > options.limit) {
      const retryAfter = Math.max(1, Math.ceil((entry.start + options.windowMs - now) / 1000));
      throw new ApiError(
        429,
        'rate_limited',
        options.message ?? 'Too many requests. Please wait a moment and try again.',
        undefined,
        { 'retry-after': String(retryAfter) },
      );
    }
    await next();
  };
}
