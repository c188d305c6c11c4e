import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { TLSSocket } from 'node:tls';
import type { Context, MiddlewareHandler } from 'hono';
import { RESPONSE_ALREADY_SENT } from '@hono/node-server/utils/response';
import { isHttpsRequest } from '../../http/https';
import { logRequest, requestIdFrom } from '../../pipeline/request-context';
import { securityHeadersFor } from '../../http/security-headers';
import type { AppDeps, AppEnv } from '../../deps';
import { allowedOrigins, corsHeadersFor } from '../../live/cors';
import { currencyAnswer, type CurrencyAnswer } from './answer';
import type { CurrencySnapshot, CurrencySnapshotStore } from '../../currencies/snapshot';

const LIST_PATH = '/api/currency';

type HeaderReader = (name: Lowercase<string>) => string | undefined;

/** Reads request headers from Node's own parsed headers. */
const nodeHeaders =
  (incoming: IncomingMessage): HeaderReader =>
  (name) => {
    const value = incoming.headers[name];
    return Array.isArray(value) ? value.join(', ') : value;
  };

/**
 * Reads request headers from Node's message when running under @hono/node-server: the first c.req.header()
 * call makes the adapter build a whole undici Headers object from them, which cost this route more than
 * everything else it does. In-process requests (app.request in tests) have no Node message.
 */
function headerReader(c: Context): HeaderReader {
  const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
  return incoming ? nodeHeaders(incoming) : (name) => c.req.header(name);
}

/**
 * Writes the answer through Node's response, as @hono/node-server would (status, these headers and a
 * Content-Length, then the bytes; Node leaves the body out of a HEAD), without a Response object to read it
 * from. A 304 that went through a Response had cost more CPU than the 200 it spares (37 against 29 µs an
 * answer, bench 1b): @hono/node-server turns a body-less Response into a full undici one.
 */
function writeAnswer(outgoing: ServerResponse, answer: CurrencyAnswer, headers: Record<string, string>) {
  if (answer.body !== null) headers['content-length'] = String(byteLength(answer.body));
  outgoing.writeHead(answer.status, headers);
  outgoing.end(answer.body ?? undefined);
}

const byteLength = (body: string | Uint8Array) =>
  typeof body === 'string' ? Buffer.byteLength(body) : body.byteLength;

/** The list's own path, with or without a query, as Node received it (origin-form). */
const isListTarget = (target: string | undefined) =>
  target === LIST_PATH || (target?.startsWith(`${LIST_PATH}?`) ?? false);

export interface CurrencyFastLane {
  /**
   * Answers a Node request for the list before @hono/node-server builds a Request and Hono a context, routes
   * and composes the stack for it: that was half of what this route cost beyond a bare Hono one (bench 1a:
   * 3-3.5 µs more an answer through Hono's route, 0.1-1.6 µs from here, in an A/B). False: not the lane's; Hono takes it.
   */
  answerNode(incoming: IncomingMessage, outgoing: ServerResponse): boolean;
  /** The same lane as Hono middleware, for what reaches the app: in-process requests, other request forms. */
  middleware: MiddlewareHandler<AppEnv>;
}

/**
 * GET /api/currency ahead of the general middleware stack. Every page load and every kiosk poll asks for this
 * list; through the stack an answer cost about twice the CPU of a bare Hono route, most of it in Headers
 * objects (each c.header() is validated and sorted by undici, then copied into Node's response). Here one
 * plain header object is built and handed straight to writeHead.
 *
 * It sends what the stack sends — request id, security headers, kiosk CORS, the same log line — from the same
 * functions (currency-fast-lane.test.ts compares the two answers header by header), and leaves out what a
 * public read of public data does not need: the session lookup (sessions slide on the app's other calls) and
 * the body rules (a GET has no body). Preflights and other methods never reach it (GET and HEAD only), and
 * while the snapshot is being rebuilt after a rate change it steps aside: the stack's route waits for the build
 * and turns a database failure into the usual error answer.
 */
export function currencyFastLane(snapshot: CurrencySnapshotStore, deps: AppDeps): CurrencyFastLane {
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
  /** The answer with every header of it, and the request's log line. `url` needs only its scheme. */
  const respond = (snap: CurrencySnapshot, method: string, url: string, header: HeaderReader) => {
    const started = performance.now();
    const id = requestIdFrom(header('x-request-id'));
    const answer = currencyAnswer(snap, header('accept-encoding'), header('if-none-match'));
    const https = isHttpsRequest(trustProxy, header('x-forwarded-proto'), url);
    const headers = Object.assign(
      { 'x-request-id': id },
      sharedHeaders(https, header('origin')),
      answer.headers,
    );
    logRequest(deps.logger, { id, method, path: LIST_PATH, status: answer.status, started });
    return { answer, headers };
  };

  return {
    answerNode(incoming, outgoing) {
      if ((incoming.method !== 'GET' && incoming.method !== 'HEAD') || !isListTarget(incoming.url))
        return false;
      const snap = snapshot.peek();
      if (!snap) return false;
      const scheme = (incoming.socket as TLSSocket).encrypted ? 'https:' : 'http:';
      const { answer, headers } = respond(snap, incoming.method, scheme, nodeHeaders(incoming));
      writeAnswer(outgoing, answer, headers);
      return true;
    },
    middleware: async (c, next) => {
      const snap = snapshot.peek();
      if (!snap) return next();
      const { answer, headers } = respond(snap, c.req.method, c.req.url, headerReader(c));
      const outgoing = (c.env as { outgoing?: ServerResponse } | undefined)?.outgoing;
      if (!outgoing) return new Response(answer.body, { status: answer.status, headers });
      writeAnswer(outgoing, answer, headers);
      return RESPONSE_ALREADY_SENT;
    },
  };
}

/**
 * node:http's createServer with the lane ahead of the listener it is given (@hono/node-server's, which builds
 * a Request for Hono): what `serve({ createServer })` takes. The cast: createServer is overloaded, and
 * @hono/node-server calls only the (options, listener) form.
 */
export function createServerWithCurrencyLane(lane: CurrencyFastLane): typeof createServer {
  const withLane = (
    options: Parameters<typeof createServer>[0],
    listener?: Parameters<typeof createServer>[1],
  ) =>
    createServer(options ?? {}, (incoming, outgoing) => {
      if (!lane.answerNode(incoming, outgoing)) listener?.(incoming, outgoing);
    });
  return withLane as typeof createServer;
}
