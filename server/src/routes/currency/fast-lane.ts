import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Context, MiddlewareHandler } from 'hono';
import { RESPONSE_ALREADY_SENT } from '@hono/node-server/utils/response';
import { isHttpsRequest } from '../../http/https';
import { logRequest, requestIdFrom } from '../../pipeline/request-context';
import { securityHeadersFor } from '../../http/security-headers';
import type { AppDeps, AppEnv } from '../../deps';
import { allowedOrigins, corsHeadersFor } from '../../live/cors';
import { currencyAnswer, type CurrencyAnswer } from './answer';
import type { CurrencySnapshotStore } from '../../currencies/snapshot';

/**
 * Reads request headers from Node's own parsed headers when running under @hono/node-server: the first
 * c.req.header() call makes the adapter build a whole undici Headers object from them, which cost this route
 * more than everything else it does. In-process requests (app.request in tests) have no Node message.
 */
function headerReader(c: Context): (name: Lowercase<string>) => string | undefined {
  const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
  if (!incoming) return (name) => c.req.header(name);
  return (name) => {
    const value = incoming.headers[name];
    return Array.isArray(value) ? value.join(', ') : value;
  };
}

/**
 * Sends the answer straight through Node's response, as @hono/node-server would write it (status, these
 * headers and a Content-Length, then the bytes; Node leaves the body out of a HEAD), without the Response
 * object it would be read from. A 304 that went through a Response had cost more CPU than the 200 it spares
 * (37 against 29 µs an answer, bench 1b): @hono/node-server turns a body-less Response into a full undici one.
 * For a 200, skipping the Response is what is left between this route and a bare Hono one (bench 1a).
 * In-process requests (no Node response) get an ordinary Response.
 */
function send(c: Context, answer: CurrencyAnswer, headers: Record<string, string>): Response {
  const outgoing = (c.env as { outgoing?: ServerResponse } | undefined)?.outgoing;
  if (!outgoing) return new Response(answer.body, { status: answer.status, headers });
  if (answer.body !== null) headers['content-length'] = String(byteLength(answer.body));
  outgoing.writeHead(answer.status, headers);
  outgoing.end(answer.body ?? undefined);
  return RESPONSE_ALREADY_SENT;
}

const byteLength = (body: string | Uint8Array) =>
  typeof body === 'string' ? Buffer.byteLength(body) : body.byteLength;

/**
 * GET /api/currency ahead of the general middleware stack. Every page load and every kiosk poll asks for this
 * list; through the stack an answer cost about twice the CPU of a bare Hono route, most of it in Headers
 * objects (each c.header() is validated and sorted by undici, then copied into Node's response). Here one
 * plain header object is built, which @hono/node-server hands straight to writeHead.
 *
 * It sends what the stack sends — request id, security headers, kiosk CORS, the same log line — from the same
 * functions (fast-lane.test.ts compares the two answers header by header), and leaves out what a public read
 * of public data does not need: the session lookup (sessions slide on the app's other calls) and the body
 * rules (a GET has no body). Preflights and other methods never reach it (GET and HEAD only), and while the
 * snapshot is being rebuilt after a rate change it steps aside: the stack's route waits for the build and
 * turns a database failure into the usual error answer.
 */
export function currencyFastLane(snapshot: CurrencySnapshotStore, deps: AppDeps): MiddlewareHandler<AppEnv> {
  const origins = allowedOrigins(deps.config.KIOSK_ORIGIN);
  const trustProxy = deps.config.TRUST_PROXY === true;
  /**
   * The headers every answer shares (security, CORS, Vary) for each scheme and allowed origin, built once:
   * built per request they were a third of this route's own CPU. Few keys: two schemes × the kiosk origins.
   */
  const shared = new Map<string, Readonly<Record<string, string>>>();
  const sharedHeaders = (https: boolean, origin: string | undefined) => {
    const allowed = origin !== undefined && origins.includes(origin) ? origin : '';
    const key = `${https ? 's' : 'p'}${allowed}`;
    let headers = shared.get(key);
    if (!headers) {
      const built: Record<string, string> = {};
      for (const [name, value] of securityHeadersFor('api', https)) built[name] = value;
      for (const [name, value] of corsHeadersFor(allowed || undefined, origins)) built[name] = value;
      built.vary = 'Origin, Accept-Encoding';
      headers = Object.freeze(built);
      shared.set(key, headers);
    }
    return headers;
  };
  return async (c, next) => {
    const snap = snapshot.peek();
    if (!snap) return next();
    const started = performance.now();
    const header = headerReader(c);
    const id = requestIdFrom(header('x-request-id'));
    const answer = currencyAnswer(snap, header('accept-encoding'), header('if-none-match'));
    const https = isHttpsRequest(trustProxy, header('x-forwarded-proto'), c.req.url);
    const headers = Object.assign(
      { 'x-request-id': id },
      sharedHeaders(https, header('origin')),
      answer.headers,
    );
    logRequest(deps.logger, { id, method: c.req.method, path: c.req.path, status: answer.status, started });
    return send(c, answer, headers);
  };
}
