import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { ApiError } from './errors';

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
 * A JSON body must parse (400 malformed_json), whichever route it is sent to. An empty body passes: bodiless
 * POSTs (sign out, accept) send none, and a route that needs one refuses it through its schema, as it
 * refuses a body of the wrong shape.
 */
async function checkJson(c: Context): Promise<void> {
  const text = await c.req.text();
  if (text.trim() === '') return;
  try {
    JSON.parse(text);
  } catch {
    throw new ApiError(400, 'malformed_json', 'The request body is not valid JSON.');
  }
}

/**
 * Request body rules for the whole API: at most `maxBytes` (413), JSON only (415) when a body is sent, and
 * well-formed JSON. Each route's own schema (its createRoute definition) then validates the fields.
 * `formPaths` also take forms, `application/x-www-form-urlencoded` and `multipart/form-data`: a mail client's
 * one-click unsubscribe (RFC 8058) posts `List-Unsubscribe=One-Click` either way (the RFC's own example is
 * multipart), and cannot be asked to send JSON.
 */
const FORM_TYPES = new Set(['application/x-www-form-urlencoded', 'multipart/form-data']);

export function bodyRules(maxBytes: number, formPaths: readonly string[] = []): MiddlewareHandler {
  const limit = bodyLimit({
    maxSize: maxBytes,
    // The rest of the body is left unread, and the connection may be closed while it is drained (after
    // 500 ms, @hono/node-server's rule). Saying so keeps a client from sending its next request on a
    // connection about to close: one did, under load, and got "other side closed" (cluster.test.ts).
    onError: () => {
      throw new ApiError(
        413,
        'payload_too_large',
        `The request body is larger than ${maxBytes} bytes.`,
        undefined,
        { connection: 'close' },
      );
    },
  });
  return async (c, next) => {
    if (!METHODS_WITH_BODY.has(c.req.method) || !hasBody(c)) return next();
    const type = (c.req.header('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
    if (FORM_TYPES.has(type) && formPaths.includes(c.req.path)) return limit(c, next);
    if (type !== 'application/json' && !type.endsWith('+json')) {
      throw new ApiError(415, 'unsupported_media_type', 'Send the request body as application/json.');
    }
    return limit(c, async () => {
      await checkJson(c);
      await next();
    });
  };
}
