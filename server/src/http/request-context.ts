import { randomUUID } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import type { AppDeps, AppEnv } from './types';

/** An incoming x-request-id is kept when it looks like an id (so traces join up), replaced otherwise. */
const SANE_REQUEST_ID = /^[A-Za-z0-9._:-]{8,128}$/;

/**
 * First middleware: puts the deps and a request id in the context, echoes the id on every response, and
 * writes one structured log line per request (id, method, path, status, ms). The id header is given before
 * next() (Hono applies it to whatever response the handler builds, error answers included); after next()
 * the response is only read, because changing it there makes @hono/node-server leave its fast path.
 */
export function requestContext(deps: AppDeps): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const incoming = c.req.header('x-request-id');
    const requestId = incoming && SANE_REQUEST_ID.test(incoming) ? incoming : randomUUID();
    c.set('deps', deps);
    c.set('requestId', requestId);
    c.header('x-request-id', requestId);
    const started = performance.now();
    try {
      await next();
    } finally {
      const status = c.res.status;
      const fields = {
        id: requestId,
        method: c.req.method,
        path: c.req.path,
        status,
        ms: Math.round((performance.now() - started) * 10) / 10,
      };
      if (status >= 500) deps.logger.error('request', fields);
      else deps.logger.info('request', fields);
    }
  };
}
