import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { ZodType, z } from 'zod';
import { ApiError, validationError } from './errors';
import type { AppEnv } from './types';

const METHODS_WITH_BODY = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function hasBody(c: Context): boolean {
  const length = c.req.header('content-length');
  if (length !== undefined) return Number(length) > 0;
  if (c.req.header('transfer-encoding') !== undefined) return true;
  // Over HTTP/1.1 a body is announced by one of the two headers above. Node's adapter still gives every
  // DELETE an empty body stream, so a bodiless DELETE from a browser was refused with 415; only requests
  // made in-process (app.request, no socket) are judged by their body.
  const incoming = (c.env as { incoming?: unknown } | undefined)?.incoming;
  return incoming === undefined && c.req.raw.body !== null;
}

/**
 * Request body rules for the whole API: at most `maxBytes` (413), and JSON only (415) when a body is sent.
 * Bodiless POSTs (sign out, accept) pass.
 */
export function bodyRules(maxBytes: number): MiddlewareHandler<AppEnv> {
  const limit = bodyLimit({
    maxSize: maxBytes,
    onError: () => {
      throw new ApiError(413, 'payload_too_large', `The request body is larger than ${maxBytes} bytes.`);
    },
  });
  return async (c, next) => {
    if (!METHODS_WITH_BODY.has(c.req.method) || !hasBody(c)) return next();
    const type = (c.req.header('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
    if (type !== 'application/json' && !type.endsWith('+json')) {
      throw new ApiError(415, 'unsupported_media_type', 'Send the request body as application/json.');
    }
    return limit(c, next);
  };
}

/** PostgreSQL text cannot hold NUL; refusing it here keeps a fuzzed string from becoming a 500 later. */
function containsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > 32 || value === null || typeof value !== 'object') return false;
  if (Array.isArray(value)) return value.some((v) => containsNul(v, depth + 1));
  return Object.entries(value).some(([k, v]) => k.includes('\u0000') || containsNul(v, depth + 1));
}

/** Reads and validates a JSON body: malformed JSON is a 400, a schema failure a 400 with the issues. */
export async function readJson<S extends ZodType>(c: Context, schema: S): Promise<z.output<S>> {
  let raw: unknown;
  const text = await c.req.text();
  if (text.trim() === '') {
    raw = undefined;
  } else {
    try {
      raw = JSON.parse(text);
    } catch {
      throw new ApiError(400, 'malformed_json', 'The request body is not valid JSON.');
    }
  }
  if (raw === undefined || raw === null || typeof raw !== 'object' || Array.isArray(raw)) {
    throw new ApiError(400, 'invalid_body', 'The request body must be a JSON object.');
  }
  if (containsNul(raw)) throw new ApiError(400, 'invalid_text', 'Text must not contain NUL characters.');
  const parsed = schema.safeParse(raw);
  if (!parsed.success) throw validationError(parsed.error);
  return parsed.data;
}

/** Validates path or query parameters with a schema (400 with the issues). */
export function parseParams<S extends ZodType>(schema: S, value: unknown): z.output<S> {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw validationError(parsed.error);
  return parsed.data;
}
