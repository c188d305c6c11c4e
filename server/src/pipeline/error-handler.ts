import type { Context, ErrorHandler, NotFoundHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { ZodError } from 'zod';
import { messages } from '@tm/core';
import { isDatabaseUnavailable, isUnstorableText, writeFailureOf } from '../db/errors';
import { isClientAbort } from '../http/client-abort';
import { ApiError, envelope, zodIssues } from '../http/errors';
import type { AppEnv } from '../deps';

/** "Try again" rather than "broken": the database is down or restarting; clients retry with the same key. */
export const SERVICE_UNAVAILABLE_MESSAGE =
  'The service is temporarily unavailable. Please try again in a moment.';

/**
 * The one error hook: every failure leaves as `{ error: { code, message, issues? } }`. Stack traces and
 * internal messages go to the log only, never to the client.
 */
export const onError: ErrorHandler<AppEnv> = (error, c) => {
  if (error instanceof ApiError) {
    for (const [name, value] of Object.entries(error.headers ?? {})) c.header(name, value);
    return c.json(envelope(error.code, error.message, error.issues), error.status);
  }
  if (error instanceof ZodError) {
    const issues = zodIssues(error);
    return c.json(envelope('validation_failed', issues[0]?.message ?? 'Invalid request', issues), 400);
  }
  if (isUnstorableText(error)) {
    return c.json(
      envelope('invalid_text', 'The request contains characters that cannot be stored (such as U+0000).'),
      400,
    );
  }
  if (isClientAbort(error, c)) {
    // Nobody is left to read the answer; nothing is wrong with the server. Debug only, not a warning.
    c.var.deps?.logger.debug('client aborted the request', { id: c.var.requestId, path: c.req.path });
    return c.json(envelope('request_aborted', 'The request was cut off before its body arrived.'), 400);
  }
  const writeFailure = writeFailureOf(error);
  if (writeFailure && c.var.deps) {
    // The machine cannot write (disk full, read-only): "try again", never a 500; logged once, by write health.
    c.var.deps.writeHealth.failed(writeFailure);
    c.header('retry-after', '5');
    return c.json(envelope('service_unavailable', SERVICE_UNAVAILABLE_MESSAGE), 503);
  }
  if (isDatabaseUnavailable(error)) {
    c.var.deps?.logger.warn('database unavailable', {
      id: c.var.requestId,
      error: error instanceof Error ? error.message : String(error),
    });
    c.header('retry-after', '5');
    return c.json(envelope('service_unavailable', SERVICE_UNAVAILABLE_MESSAGE), 503);
  }
  if (error instanceof HTTPException) {
    const status = error.status as ContentfulStatusCode;
    return c.json(
      envelope(status >= 500 ? 'internal' : 'http_error', error.message || 'Request failed'),
      status,
    );
  }
  c.var.deps?.logger.error('unhandled error', {
    id: c.var.requestId,
    path: c.req.path,
    // Name and message only: a stack trace can carry file paths and values that logs must not keep.
    error: error instanceof Error ? `${error.name}: ${error.message}` : String(error),
  });
  return c.json(envelope('internal', messages.somethingWentWrong), 500);
};

export const onNotFound: NotFoundHandler<AppEnv> = (c: Context<AppEnv>) =>
  c.json(envelope('not_found', `No such route: ${c.req.method} ${c.req.path}`), 404);
