import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ZodError } from 'zod';
import type { ErrorEnvelope } from '@tm/core';

type Issue = NonNullable<ErrorEnvelope['error']['issues']>[number];

/**
 * An error meant for the client: its status, stable `code` and message (the spec's wording where it has one)
 * go into the envelope as they are. Anything else thrown becomes a generic 500 with nothing leaked.
 */
export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: string,
    message: string,
    readonly issues?: Issue[],
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export const badRequest = (message: string, code = 'bad_request', issues?: Issue[]) =>
  new ApiError(400, code, message, issues);
export const notFound = (message: string, code = 'not_found') => new ApiError(404, code, message);
export const unprocessable = (message: string, code = 'unprocessable', issues?: Issue[]) =>
  new ApiError(422, code, message, issues);
export const conflict = (message: string, code = 'conflict') => new ApiError(409, code, message);

/** zod issues in the envelope's shape: a path and a message each. */
export function zodIssues(error: ZodError): Issue[] {
  return error.issues.map((issue) => ({
    path: issue.path.map((p) => (typeof p === 'number' ? p : String(p))),
    message: issue.message,
  }));
}

/**
 * A validation failure: the first issue's message leads (often the spec's wording), all issues follow. A
 * schema rule may name its own `code` (a custom issue's `params.code`); otherwise it is validation_failed.
 */
export function validationError(error: ZodError): ApiError {
  const issues = zodIssues(error);
  const first = error.issues[0];
  const code =
    first?.code === 'custom' && typeof first.params?.code === 'string' ? first.params.code : undefined;
  return new ApiError(400, code ?? 'validation_failed', issues[0]?.message ?? 'Invalid request', issues);
}

export function envelope(code: string, message: string, issues?: Issue[]): ErrorEnvelope {
  return { error: issues && issues.length > 0 ? { code, message, issues } : { code, message } };
}
