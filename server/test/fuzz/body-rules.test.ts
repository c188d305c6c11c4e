import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorEnvelopeSchema } from '@tm/core';
import type { AppDeps } from '../../src/app';
import type { TestDatabase } from '../support/test-db';
import { fuzzApp } from './fuzz-app';
import { userWithSession, type TestApp } from '../auth/support';
import { orderBody, tableCounts } from '../reliability/helpers/db-checks';
import { listen, rawRequest, type RawResponse } from '../support/http-helpers';
import { apiRoutes } from './route-table';

/**
 * Bodies the API must refuse, through a real socket: malformed JSON, a body over the size limit (declared
 * with content-length or streamed chunked), and wrong content types, on every route that takes a body. Each
 * refusal is a 4xx envelope and writes nothing.
 */
let test: TestDatabase;
let app: TestApp;
let deps: AppDeps;
let server: Awaited<ReturnType<typeof listen>>;
let admin: Record<string, string>;

/** Routes that parse a JSON body: for these a bad body is always refused. */
const JSON_ROUTES = [
  'POST /api/Order',
  'POST /api/contact',
  'POST /api/auth/signup',
  'POST /api/auth/resetPassword',
  'POST /api/auth/signin',
  'POST /api/auth/verify',
  'POST /api/auth/verify/check',
  'POST /api/user',
  'POST /api/box',
  'POST /api/AddCurrency',
  'PUT /api/updateCurrency/:code',
  'PUT /api/liveMode',
];
/**
 * The one route that also takes a form body: a mail client's one-click unsubscribe (RFC 8058) posts
 * `List-Unsubscribe=One-Click` as application/x-www-form-urlencoded or multipart/form-data. Without a token it
 * is still refused.
 */
const FORM_ROUTES = ['POST /api/rateAlerts/unsubscribe'];
const bodyRoutes = apiRoutes().filter((r) => ['POST', 'PUT', 'DELETE', 'PATCH'].includes(r.method));
/** Parameters that name nothing, so a route that ignores its body still changes nothing. */
const pathOf = (path: string) =>
  path.replace(/:(\w+)/g, (_, name: string) =>
    name === 'code' && path.includes('updateCurrency')
      ? 'EUR'
      : name === 'email'
        ? 'nobody%40example.test'
        : 'QQQ',
  );

/** Places an order over a raw socket, as a browser would send it, with a fresh idempotency key. */
const postOrder = (name: string, contentType: string) =>
  rawRequest(server.port, {
    method: 'POST',
    path: '/api/Order',
    headers: {
      'content-type': contentType,
      'idempotency-key': `order-${name.replace(/\W/g, '-')}-${Date.now()}`,
    },
    body: JSON.stringify(orderBody(name)),
  });

beforeAll(async () => {
  ({ test, app, deps } = await fuzzApp());
  admin = (await userWithSession(deps, 'Admin')).bearer;
  server = await listen(app.fetch);
}, 120_000);
afterAll(async () => {
  await server?.close();
  await test?.cleanup();
});

async function refused(res: RawResponse, where: string, status?: number, code?: string) {
  expect(res.status, `${where}: ${res.body}`).toBeGreaterThanOrEqual(400);
  expect(res.status, `${where}: ${res.body}`).toBeLessThan(500);
  if (status) expect(res.status, `${where}: ${res.body}`).toBe(status);
  const envelope = errorEnvelopeSchema.parse(JSON.parse(res.body));
  if (code) expect(envelope.error.code, where).toBe(code);
}

describe('request bodies the API refuses', () => {
  it('covers every route that takes a body', () => {
    const names = bodyRoutes.map((r) => `${r.method} ${r.path}`);
    for (const name of JSON_ROUTES) expect(names).toContain(name);
  });

  it('refuses malformed JSON on every JSON route with 400 and writes nothing', async () => {
    const before = await tableCounts(deps.db);
    for (const route of bodyRoutes) {
      const key = `${route.method} ${route.path}`;
      for (const body of ['{"Name": "x",', '{Name: 1}', '\u0000', 'nul', '[1,2', '"unterminated']) {
        const res = await rawRequest(server.port, {
          method: route.method,
          path: pathOf(route.path),
          // Signing out is the one body route that acts without reading a body: do it anonymously.
          headers: {
            ...(key === 'POST /api/auth/signout' ? {} : admin),
            'content-type': 'application/json',
            'idempotency-key': `malformed-${Date.now()}`,
          },
          body,
        });
        expect(res.status, `${key} ${body}: ${res.body}`).toBeLessThan(500);
        if (JSON_ROUTES.includes(key)) await refused(res, `${key} ${body}`, 400);
      }
    }
    expect(await tableCounts(deps.db)).toEqual(before);
  });

  it('refuses a body over the 64 KiB limit with 413, declared or streamed, on every route, writing nothing', async () => {
    const before = await tableCounts(deps.db);
    const huge = JSON.stringify({ ...orderBody('Big'), Address: 'x'.repeat(deps.config.BODY_LIMIT_BYTES) });
    for (const route of bodyRoutes) {
      for (const chunked of [false, true]) {
        const where = `${route.method} ${route.path} ${chunked ? 'chunked' : 'content-length'}`;
        const res = await rawRequest(server.port, {
          method: route.method,
          path: pathOf(route.path),
          headers: { ...admin, 'content-type': 'application/json', 'idempotency-key': `huge-${Date.now()}` },
          body: huge,
          chunked,
        });
        await refused(res, where, 413, 'payload_too_large');
        // The unread rest of the body ends the connection: the client is told not to send on it again.
        expect(res.headers.connection, where).toBe('close');
      }
    }
    expect(await tableCounts(deps.db)).toEqual(before);
  });

  it('refuses a valid body sent with the wrong content type with 415, writing nothing', async () => {
    const before = await tableCounts(deps.db);
    const body = JSON.stringify(orderBody('Wrong Type'));
    for (const route of bodyRoutes) {
      for (const type of [
        'text/plain',
        'application/x-www-form-urlencoded',
        'multipart/form-data; boundary=x',
        'text/html',
        undefined,
      ]) {
        const headers: Record<string, string> = { ...admin, 'idempotency-key': `type-${Date.now()}` };
        if (type) headers['content-type'] = type;
        const res = await rawRequest(server.port, {
          method: route.method,
          path: pathOf(route.path),
          headers,
          body,
        });
        const key = `${route.method} ${route.path}`;
        if (type === 'application/x-www-form-urlencoded' && FORM_ROUTES.includes(key)) {
          await refused(res, `${key} ${type}`, 404, 'link_invalid');
        } else if (type?.startsWith('multipart/form-data') && FORM_ROUTES.includes(key)) {
          // A form route takes multipart too (RFC 8058's example); JSON sent as multipart is not a form.
          await refused(res, `${key} ${type}`, 400, 'http_error');
        } else {
          await refused(res, `${key} ${type}`, 415, 'unsupported_media_type');
        }
      }
    }
    expect(await tableCounts(deps.db)).toEqual(before);
  });

  it('accepts bodiless DELETE, PUT and POST staff actions as browsers send them (no content-length on DELETE)', async () => {
    const placed = await postOrder('To Delete', 'application/json');
    expect(placed.status, placed.body).toBe(201);
    const id = (JSON.parse(placed.body) as { _id: string })._id;
    // Cancelling an order needs its reason (issue 29): without a body, a clear 400, and the order stays.
    const bodiless = await rawRequest(server.port, {
      method: 'DELETE',
      path: `/api/deleteOrder/${id}`,
      headers: admin,
    });
    expect(bodiless.status, bodiless.body).toBe(400);
    const deleted = await rawRequest(server.port, {
      method: 'DELETE',
      path: `/api/deleteOrder/${id}`,
      headers: { ...admin, 'content-type': 'application/json' },
      body: JSON.stringify({ reason: 'duplicate', note: 'Placed twice' }),
    });
    expect(deleted.status, deleted.body).toBe(200);
    const gone = await rawRequest(server.port, {
      method: 'DELETE',
      path: '/api/currencyDelete/TRY',
      headers: admin,
    });
    expect(gone.status, gone.body).toBe(200);
  });

  it('still accepts the same order as application/json (the refusals above are about the body, not the route)', async () => {
    const res = await postOrder('Right Type', 'application/json; charset=utf-8');
    expect(res.status, res.body).toBe(201);
  });
});
