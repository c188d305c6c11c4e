import type { Context } from 'hono';

/**
 * True when `error` is the request body failing because the client went away mid-body (Node's "aborted",
 * ECONNRESET, on a request whose signal is aborted). Its ECONNRESET once made it look like a database outage
 * (a 503 logged as "database unavailable"); a database error never has this shape, and a request whose client
 * is still there is never one.
 */
export function isClientAbort(error: unknown, c: Context): boolean {
  if (!c.req.raw.signal.aborted) return false;
  let current: unknown = error;
  for (let depth = 0; depth < 6 && current && typeof current === 'object'; depth++) {
    const e = current as { name?: unknown; message?: unknown; code?: unknown; cause?: unknown };
    if (e.message === 'aborted' || e.code === 'ERR_STREAM_PREMATURE_CLOSE' || e.name === 'AbortError')
      return true;
    current = e.cause;
  }
  return false;
}
