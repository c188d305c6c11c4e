import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../../src/deps';
import { createLogger } from '../../src/logger';
import { testConfig } from '../../src/env';
import { createServerWithCurrencyLane, currencyFastLane } from '../../src/routes/currency/fast-lane';
import { listen, rawRequest, type RawResponse } from '../support/http-helpers';
import { createTestDatabase, type TestDatabase } from '../support/test-db';
import { seededApp } from '../support/test-app';

// GET /api/currency is answered ahead of the middleware stack once the snapshot is built (fast-lane.ts): on
// a Node server before Hono sees the request, served here as main.ts serves it. Each case asks twice with the
// same headers: right after a rate change, when the stack answers, and again, when the lane does; the two
// answers must be the same, header for header, and log the same line.

let tdb: TestDatabase;
let ctx: Awaited<ReturnType<typeof seededApp>>;
let server: Awaited<ReturnType<typeof listen>>;
const logLines: Record<string, unknown>[] = [];
/** Counts requests that went through the stack (an extra /api middleware runs only there). */
let stackRuns = 0;
/** Counts requests handed to Hono at all: the lane on the Node server answers without it. */
let honoRuns = 0;
const countStack: MiddlewareHandler<AppEnv> = async (_c, next) => {
  stackRuns++;
  await next();
};

beforeAll(async () => {
  tdb = await createTestDatabase();
  ctx = await seededApp(tdb.database, {
    logger: createLogger('info', (line) => logLines.push(JSON.parse(line) as Record<string, unknown>)),
    config: testConfig({ BRANCH_EMAIL: 'branch@test.local', TRUST_PROXY: 'true' }),
    middlewares: [countStack],
  });
  const lane = currencyFastLane(ctx.deps.currencySnapshot, ctx.deps);
  server = await listen(
    (req) => {
      honoRuns++;
      return ctx.app.fetch(req);
    },
    { createServer: createServerWithCurrencyLane(lane) },
  );
});
afterAll(async () => {
  await server?.close();
  await tdb?.cleanup();
});

type Headers = Record<string, string>;

/** The answer through a real socket, without the Date header (it is the only thing allowed to differ). */
async function ask(headers: Headers, method = 'GET', path = '/api/currency'): Promise<RawResponse> {
  const res = await rawRequest(server.port, { method, path, headers });
  delete res.headers.date;
  return res;
}

/** The same request answered by the stack (just after a rate change) and then by the lane. */
async function stackThenLane(headers: Headers) {
  await ctx.deps.bus.notify();
  const before = stackRuns;
  const stack = await ask(headers);
  expect(stackRuns, 'the first answer after a change comes from the stack').toBe(before + 1);
  const honoBefore = honoRuns;
  const lane = await ask(headers);
  expect(stackRuns, 'the next one from the lane').toBe(before + 1);
  expect(honoRuns, 'without Hono').toBe(honoBefore);
  return { stack, lane };
}

describe('GET /api/currency fast lane', () => {
  const cases: Array<[string, Headers]> = [
    ['plain', {}],
    ['gzip', { 'accept-encoding': 'gzip, deflate, br' }],
    ['the kiosk origin', { origin: 'app://kiosk', 'accept-encoding': 'gzip' }],
    ['another origin', { origin: 'https://elsewhere.example' }],
    ['behind a TLS proxy', { 'x-forwarded-proto': 'https' }],
  ];

  it.each(cases)('answers as the stack does: %s', async (_name, headers) => {
    const { stack, lane } = await stackThenLane({ ...headers, 'x-request-id': 'trace-fast-lane-1' });
    expect(lane.status).toBe(200);
    expect(lane.headers).toEqual(stack.headers);
    expect(lane.body).toBe(stack.body);
  });

  it('answers 304 as the stack does when the client holds the list', async () => {
    const first = await ask({ 'accept-encoding': 'gzip' });
    const etag = first.headers.etag as string;
    const { stack, lane } = await stackThenLane({ 'accept-encoding': 'gzip', 'if-none-match': etag });
    expect(stack.status).toBe(304);
    expect(lane.status).toBe(304);
    const { 'x-request-id': laneId, ...laneHeaders } = lane.headers;
    // @hono/node-server gives every answer without a Content-Type a text/plain one, the stack's 304 too; the
    // lane writes its 304 itself and says none (a 304 has no body, and the list it revalidates is JSON).
    const { 'x-request-id': stackId, 'content-type': stackType, ...stackHeaders } = stack.headers;
    expect(laneId).toMatch(/^[0-9a-f-]{36}$/);
    expect(stackId).toMatch(/^[0-9a-f-]{36}$/);
    expect(stackType).toBe('text/plain; charset=UTF-8');
    expect(laneHeaders).toEqual(stackHeaders);
  });

  it('sends HSTS only over HTTPS, and the kiosk CORS headers only to the kiosk', async () => {
    const https = await ask({ 'x-forwarded-proto': 'https' });
    expect(https.headers['strict-transport-security']).toContain('max-age=');
    const plain = await ask({});
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    expect(plain.headers['access-control-allow-origin']).toBeUndefined();
    const kiosk = await ask({ origin: 'app://kiosk' });
    expect(kiosk.headers['access-control-allow-origin']).toBe('app://kiosk');
    expect(kiosk.headers['access-control-expose-headers']).toMatch(/etag/i);
    expect(kiosk.headers.vary).toBe('Origin, Accept-Encoding');
  });

  it('logs one line per answer, as the stack does', async () => {
    await stackThenLane({ 'x-request-id': 'trace-fast-lane-log' });
    const lines = logLines.filter((l) => l.msg === 'request' && l.id === 'trace-fast-lane-log');
    expect(lines).toHaveLength(2);
    for (const line of lines) {
      expect(line).toMatchObject({ level: 'info', method: 'GET', path: '/api/currency', status: 200 });
      expect(typeof line.ms).toBe('number');
    }
  });

  it('answers HEAD with the same head and no body, and a query string as the path alone', async () => {
    await ask({});
    const honoBefore = honoRuns;
    const get = await ask({ 'accept-encoding': 'gzip' });
    const head = await ask({ 'accept-encoding': 'gzip' }, 'HEAD');
    const query = await ask({ 'accept-encoding': 'gzip' }, 'GET', '/api/currency?fresh=1');
    expect(honoRuns, 'all three from the lane').toBe(honoBefore);
    expect(head.status).toBe(200);
    expect(head.body).toBe('');
    expect(head.headers['content-length']).toBe(get.headers['content-length']);
    expect(head.headers.etag).toBe(get.headers.etag);
    expect(query.status).toBe(200);
    expect(query.headers.etag).toBe(get.headers.etag);
  });

  it('leaves other methods and paths to the app', async () => {
    await ask({});
    const honoBefore = honoRuns;
    const post = await ask({ 'content-type': 'application/json' }, 'POST');
    const other = await ask({}, 'GET', '/api/currency/EUR');
    const slash = await ask({}, 'GET', '/api/currency/');
    expect(honoRuns).toBe(honoBefore + 3);
    expect(post.status).not.toBe(200);
    expect(other.headers['x-request-id']).toBeDefined();
    expect(slash.headers['x-request-id']).toBeDefined();
  });

  it('answers in-process requests (no Node socket) the same way', async () => {
    const res = await ctx.app.request('/api/currency', { headers: { 'accept-encoding': 'gzip' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(res.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(res.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });
});
