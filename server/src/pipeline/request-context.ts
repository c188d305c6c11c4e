import { randomUUID } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import type { Logger } from '../logger';
import type { AppDeps, AppEnv } from '../deps';

/** An incoming x-request-id is kept when it looks like an id (so traces join up), replaced otherwise. */
const SANE_REQUEST_ID = /^[A-Za-z0-9._:-]{8,128}$/;

/** The id a request is known by in logs and in its `x-request-id` answer header. */
export function requestIdFrom(incoming: string | undefined): string {
  return incoming && SANE_REQUEST_ID.test(incoming) ? incoming : randomUUID();
}

export interface RequestLogFields {
  id: string;
  method: string;
  path: string;
  status: number;
  started: number;
}

/**
 * One structured line per request: errors (5xx) at error level, the rest at info. It runs on every answer, the
 * hottest included: nothing is built when the level is off (at LOG_LEVEL=warn the object rest and spread it
 * used to make cost GET /api/currency 5% of its CPU, as much as the rest of that route's own code), and the
 * line is built field by field, not by copying.
 */
export function logRequest(logger: Logger, fields: RequestLogFields): void {
  const level = fields.status >= 500 ? 'error' : 'info';
  if (logger.enabled?.(level) === false) return;
  logger[level]('request', {
    id: fields.id,
    method: fields.method,
    path: fields.path,
    status: fields.status,
    ms: Math.round((performance.now() - fields.started) * 10) / 10,
  });
}

/**
 * First middleware: puts the deps and a request id in the context, echoes the id on every response, and
 * writes one structured log line per request (id, method, path, status, ms). The id header is given before
 * next() (Hono applies it to whatever response the handler builds, error answers included); after next()
 * the response is only read, because changing it there makes @hono/node-server leave its fast path.
 */
export function requestContext(deps: AppDeps): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const requestId = requestIdFrom(c.req.header('x-request-id'));
    c.set('deps', deps);
    c.set('requestId', requestId);
    c.header('x-request-id', requestId);
    const started = performance.now();
    try {
      await next();
    } finally {
      logRequest(deps.logger, {
        id: requestId,
        method: c.req.method,
        path: c.req.path,
        status: c.res.status,
        started,
      });
    }
  };
}
