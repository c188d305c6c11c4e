import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { count } from 'drizzle-orm';
import { errorEnvelopeSchema } from '@tm/core';
import { createApp } from '../../src/app';
import { contactMessages } from '../../src/db/schema';
import { openDatabase } from '../../src/db/open';
import type { Database } from '../../src/db/types';
import { createLogger } from '../../src/logger';
import { createTestDatabase, type TestDatabase } from '../support/test-db';
import { jsonRequest, seededApp, testDeps } from '../support/test-app';

let tdb: TestDatabase;
let ctx: Awaited<ReturnType<typeof seededApp>>;
const logLines: Record<string, unknown>[] = [];

beforeAll(async () => {
  tdb = await createTestDatabase();
  ctx = await seededApp(tdb.database, {
    logger: createLogger('info', (line) => logLines.push(JSON.parse(line) as Record<string, unknown>)),
  });
});
afterAll(() => tdb.cleanup());

describe('request ids and logs', () => {
  it('puts a request id on every response and logs one line per request', async () => {
    logLines.length = 0;
    const res = await ctx.app.request('/api/upsell');
    const id = res.headers.get('x-request-id');
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    const line = logLines.find((l) => l.msg === 'request' && l.id === id);
    expect(line).toMatchObject({ method: 'GET', path: '/api/upsell', status: 200, level: 'info' });
    expect(typeof line!.ms).toBe('number');
  });

  it('honours a sane incoming id and replaces an unsafe one', async () => {
    const kept = await ctx.app.request('/api/upsell', { headers: { 'x-request-id': 'trace-1234-abcd' } });
    expect(kept.headers.get('x-request-id')).toBe('trace-1234-abcd');
    const replaced = await ctx.app.request('/api/upsell', { headers: { 'x-request-id': 'bad id <script>' } });
    expect(replaced.headers.get('x-request-id')).not.toContain('script');
  });

  it('answers unknown API routes with the 404 envelope, request id included', async () => {
    const res = await ctx.app.request('/api/nothing-here');
    expect(res.status).toBe(404);
    expect(errorEnvelopeSchema.parse(await res.json()).error.code).toBe('not_found');
    expect(res.headers.get('x-request-id')).toBeTruthy();
  });

  it('sends the API security headers, including a CSP that lets nothing load or frame the answer', async () => {
    const res = await ctx.app.request('/api/upsell');
    expect(res.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  });
});

describe('failures never leak internals', () => {
  it('answers 503 with Retry-After while the database is unreachable, and writes nothing', async () => {
    // A PostgreSQL client pointed at a closed port: every query fails to connect.
    const down: Database = await openDatabase({ databaseUrl: 'postgres://nobody@127.0.0.1:1/none', max: 1 });
    const app = createApp(testDeps(down));
    try {
      for (const [path, init] of [
        ['/api/currency', undefined],
        ['/api/singleCurrency/EUR', undefined],
        ['/api/health', undefined],
        [
          '/api/Order',
          jsonRequest({
            Name: 'Ada',
            Email: 'ada@example.com',
            Phone_Number: '020 7946 0000',
            Address: '1 Road',
            CheckingPoint: 'Dagenham',
            status: 'buy',
            Orders: [{ currencyTake: '100', currencyTakecurrent: 'GBP', currencyMycurrent: 'EUR' }],
          }),
        ],
      ] as const) {
        const res = await app.request(path, init);
        expect(res.status, path).toBe(503);
        expect(res.headers.get('retry-after')).toBe('5');
        const body = errorEnvelopeSchema.parse(await res.json());
        expect(body.error.code).toBe('service_unavailable');
        expect(JSON.stringify(body)).not.toMatch(/ECONNREFUSED|127\.0\.0\.1|stack/);
      }
    } finally {
      await down.close();
    }
  });

  it('turns an unexpected error into a bare 500 "Something went wrong"', async () => {
    const broken = testDeps(tdb.database, {
      db: new Proxy(tdb.database.db, {
        get(target, prop, receiver) {
          if (prop === 'select')
            return () => {
              throw new Error('secret internal detail at /srv/db.ts:42');
            };
          return Reflect.get(target, prop, receiver) as unknown;
        },
      }),
    });
    const res = await createApp(broken).request('/api/singleCurrency/EUR');
    expect(res.status).toBe(500);
    const text = await res.text();
    expect(JSON.parse(text)).toEqual({ error: { code: 'internal', message: 'Something went wrong' } });
    expect(text).not.toContain('secret');
  });
});

describe('POST /api/contact', () => {
  const message = {
    name: 'Bea',
    email: 'bea@example.com',
    phone: '07700 900000',
    message: 'Do you stock Fiji dollars?',
  };

  it('stores a valid message (201) and refuses an invalid one (400) without writing', async () => {
    const ok = await ctx.app.request('/api/contact', jsonRequest(message, { 'x-forwarded-for': '10.0.0.1' }));
    expect(ok.status).toBe(201);
    expect(((await ok.json()) as { message: { name: string } }).message.name).toBe('Bea');
    const [before] = await ctx.deps.db.select({ n: count() }).from(contactMessages);
    const bad = await ctx.app.request('/api/contact', jsonRequest({ ...message, email: 'nope' }));
    expect(bad.status).toBe(400);
    expect(errorEnvelopeSchema.parse(await bad.json()).error.message).toBe('Enter a valid email');
    const [after] = await ctx.deps.db.select({ n: count() }).from(contactMessages);
    expect(after!.n).toBe(before!.n);
  });

  it('names each missing field in its own words (400), not zod\'s "Invalid input"', async () => {
    const empty = await ctx.app.request('/api/contact', jsonRequest({}));
    expect(empty.status).toBe(400);
    const { error } = errorEnvelopeSchema.parse(await empty.json());
    expect(error.message).toBe('Name is required');
    expect(error.issues?.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['name', 'Name is required'],
      ['email', 'Enter an email'],
      ['message', 'Message is required'],
    ]);
  });

  it('rate limits a sender to 5 messages a minute (429 with Retry-After)', async () => {
    const { app } = await seededApp(tdb.database);
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++)
      statuses.push((await app.request('/api/contact', jsonRequest(message))).status);
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429, 429]);
    const limited = await app.request('/api/contact', jsonRequest(message));
    expect(limited.headers.get('retry-after')).toBeTruthy();
    expect(errorEnvelopeSchema.parse(await limited.json()).error.code).toBe('rate_limited');
  });
});

describe('API reference', () => {
  it('describes every public route in /api/openapi.json', async () => {
    const res = await ctx.app.request('/api/openapi.json');
    expect(res.status).toBe(200);
    const doc = (await res.json()) as { openapi: string; paths: Record<string, Record<string, unknown>> };
    expect(doc.openapi).toMatch(/^3\./);
    for (const [path, method] of [
      ['/currency', 'get'],
      ['/singleCurrency/{code}', 'get'],
      ['/upsell', 'get'],
      ['/Order', 'post'],
      ['/contact', 'post'],
    ]) {
      expect(doc.paths[path!]?.[method!], `${method} ${path}`).toBeDefined();
    }
    const order = doc.paths['/Order']!.post as {
      requestBody: { content: Record<string, { schema: { properties: object } }> };
    };
    expect(Object.keys(order.requestBody.content['application/json']!.schema.properties)).toContain('Orders');
  });

  it('documents every route the app mounts, as each route defines itself', async () => {
    const doc = (await (await ctx.app.request('/api/openapi.json')).json()) as {
      paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
    };
    const mounted = new Set(
      ctx.app.routes
        .filter((r) => r.method !== 'ALL' && r.path.startsWith('/api/'))
        .map((r) => `${r.method} ${r.path}`),
    );
    const undocumented = [...mounted].filter((route) => {
      const [method, path] = route.split(' ') as [string, string];
      const documented = path.replace(/^\/api/, '').replace(/:(\w+)/g, '{$1}');
      return !doc.paths[documented]?.[method.toLowerCase()]?.responses;
    });
    expect(undocumented).toEqual([]);
    expect(mounted.size).toBeGreaterThan(35);
    const documented = Object.values(doc.paths).flatMap((methods) => Object.keys(methods));
    // Nothing documented that is not mounted (the fast lane and the stack share GET /currency).
    expect(documented).toHaveLength(mounted.size);
  });

  it('serves a self-contained HTML reference at /api/docs', async () => {
    const res = await ctx.app.request('/api/docs');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/html');
    const html = await res.text();
    expect(html).toContain('/api/Order');
    expect(html).not.toMatch(/<script|https?:\/\/(cdn|unpkg)/);
  });
});

describe('static files', () => {
  it('serves the built app with SPA fallback: assets cached long, index.html not cached', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'tm-public-'));
    try {
      mkdirSync(join(dir, 'assets'));
      writeFileSync(join(dir, 'index.html'), '<!doctype html><title>TM</title>');
      writeFileSync(join(dir, 'assets', 'index-AbCd1234.js'), 'console.log(1)');
      const app = createApp(testDeps(tdb.database, { publicDir: dir }));

      const page = await app.request('/purchase/EUR/Order');
      expect(page.status).toBe(200);
      expect(await page.text()).toContain('<title>TM</title>');
      expect(page.headers.get('cache-control')).toBe('no-cache');
      expect(page.headers.get('content-security-policy')).toBeTruthy();

      const asset = await app.request('/assets/index-AbCd1234.js');
      expect(asset.headers.get('cache-control')).toContain('immutable');
      expect(asset.headers.get('content-type')).toContain('javascript');

      expect((await app.request('/assets/missing-AbCd1234.js')).status).toBe(404);
      expect((await app.request('/api/nope')).status).toBe(404);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  // The URL parser already folds a plain `/../../etc/passwd` into `/etc/passwd` (an app URL, so the shell);
  // these are the forms that still climb once the server decodes them.
  it.each([
    '/..%2f..%2fetc%2fpasswd',
    '/assets/..%2f..%2f..%2fetc%2fpasswd',
    '/%2e%2e%2f%2e%2e%2fetc%2fpasswd',
    '/assets/%2e%2e%2findex.html',
  ])('answers 404 in the envelope to the traversal %s', async (path) => {
    const dir = mkdtempSync(join(tmpdir(), 'tm-public-'));
    try {
      writeFileSync(join(dir, 'index.html'), '<!doctype html><title>TM</title>');
      const app = createApp(testDeps(tdb.database, { publicDir: dir }));
      const res = await app.request(path);
      expect(res.status).toBe(404);
      expect(errorEnvelopeSchema.parse(await res.json()).error.code).toBe('not_found');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('answers 404, never the app, for dotfiles and dot folders, even when the build has them', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'tm-public-'));
    try {
      mkdirSync(join(dir, '.git'));
      writeFileSync(join(dir, 'index.html'), '<!doctype html><title>TM</title>');
      writeFileSync(join(dir, '.env'), 'SECRET=1');
      writeFileSync(join(dir, '.git', 'config'), '[core]');
      const app = createApp(testDeps(tdb.database, { publicDir: dir }));
      for (const path of [
        '/.env',
        '/.git/config',
        '/.git/HEAD',
        '/.git/',
        '/.well-known/x',
        '/assets/.hidden',
      ]) {
        const res = await app.request(path);
        expect(res.status, path).toBe(404);
        const text = await res.text();
        expect(text, path).not.toContain('<title>TM</title>');
        expect(text, path).not.toContain('SECRET');
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
