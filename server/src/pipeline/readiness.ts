import { sql } from 'drizzle-orm';
import type { Context } from 'hono';
import { ApiError } from '../http/errors';
import { SERVICE_UNAVAILABLE_MESSAGE } from './error-handler';
import type { AppDeps, AppEnv } from '../deps';
import type { WriteHealth } from '../db/write-health';

/**
 * How long the database may take to answer `select 1` before this instance calls itself not ready: a
 * proxy's health check must get an answer well inside its own timeout, and a database that needs longer
 * than this for nothing at all will not serve real requests either.
 */
export const READINESS_TIMEOUT_MS = 1000;

export type Readiness =
  { ready: true } | { ready: false; reason: 'stopping' | 'database' | 'timeout' | 'writes' };

/**
 * Whether this instance should be sent traffic: it is not stopping, its database answers a trivial query
 * in time, and, once writes have failed for a reason of the machine (`writes`), a probe write works again.
 * Never throws.
 */
export async function checkReadiness(
  deps: Pick<AppDeps, 'db' | 'stopSignal'>,
  timeoutMs = READINESS_TIMEOUT_MS,
  writes?: WriteHealth,
): Promise<Readiness> {
  if (deps.stopSignal?.aborted) return { ready: false, reason: 'stopping' };
  let timer: ReturnType<typeof setTimeout> | undefined;
  const query = deps.db.execute(sql`select 1`).then(
    async () => (!writes || (await writes.probe()) ? ('answered' as const) : ('unwritable' as const)),
    () => 'failed' as const,
  );
  const late = new Promise<'late'>((resolve) => {
    timer = setTimeout(() => resolve('late'), timeoutMs);
  });
  const outcome = await Promise.race([query, late]);
  clearTimeout(timer);
  if (outcome === 'answered') return { ready: true };
  if (outcome === 'unwritable') return { ready: false, reason: 'writes' };
  return { ready: false, reason: outcome === 'late' ? 'timeout' : 'database' };
}

/**
 * GET /api/health's check: returns when this instance is ready, else throws the usual 503 "try again"
 * envelope with Retry-After, for the proxy's checks. The answer says nothing about what runs underneath (no
 * driver, no version).
 */
export async function assertReady(c: Context<AppEnv>): Promise<void> {
  const deps = c.var.deps;
  const readiness = await checkReadiness(deps, READINESS_TIMEOUT_MS, deps.writeHealth);
  if (readiness.ready) return;
  if (readiness.reason !== 'stopping') {
    deps.logger.warn('not ready', { id: c.var.requestId, reason: readiness.reason });
  }
  throw new ApiError(503, 'service_unavailable', SERVICE_UNAVAILABLE_MESSAGE, undefined, {
    'retry-after': '5',
  });
}
