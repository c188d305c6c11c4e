import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../src/app';
import type { Db } from '../../src/db/types';
import { SERVICE_UNAVAILABLE_MESSAGE } from '../../src/pipeline/error-handler';
import { checkReadiness } from '../../src/pipeline/readiness';
import { testDeps } from '../support/test-app';
import { createTestDatabase, type TestDatabase } from '../support/test-db';

/**
 * GET /api/health is what the proxy's health checks ask: ready only when the database answers, not while the
 * instance stops, and never a word about what runs underneath (issue 14: no driver name).
 */
let test: TestDatabase;
beforeAll(async () => {
  test = await createTestDatabase();
});
afterAll(() => test?.cleanup());

const UNAVAILABLE = { error: { code: 'service_unavailable', message: SERVICE_UNAVAILABLE_MESSAGE } };

/** A database stand-in whose every query behaves as given (only `execute` is ever called by the check). */
const dbThat = (execute: () => Promise<unknown>) => ({ execute }) as unknown as Db;

describe('GET /api/health', () => {
  it('answers 200 { ok: true } when the database answers, and does not name the driver', async () => {
    const app = createApp(testDeps(test.database));
    const res = await app.request('/api/health');
    expect(res.status).toBe(200);
    const text = await res.text();
    expect(JSON.parse(text)).toEqual({ ok: true });
    expect(text).not.toMatch(/pglite|postgres/i);
  });

  it('answers 503 with Retry-After once the instance is stopping, though the database still answers', async () => {
    const stopping = new AbortController();
    const app = createApp(testDeps(test.database, { stopSignal: stopping.signal }));
    expect((await app.request('/api/health')).status).toBe(200);
    stopping.abort();
    const res = await app.request('/api/health');
    expect(res.status).toBe(503);
    expect(res.headers.get('retry-after')).toBe('5');
    expect(await res.json()).toEqual(UNAVAILABLE);
  });

  it('answers 503 when the database does not answer in time', async () => {
    const never = dbThat(() => new Promise(() => {}));
    const app = createApp(testDeps(test.database, { db: never }));
    // The app's own default timeout (1 s) through the route; the check itself is asserted just below.
    const res = await app.request('/api/health');
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual(UNAVAILABLE);
  });
});

describe('checkReadiness', () => {
  it('says why an instance is not ready', async () => {
    expect(await checkReadiness({ db: test.database.db })).toEqual({ ready: true });
    expect(await checkReadiness({ db: dbThat(() => Promise.reject(new Error('down'))) })).toEqual({
      ready: false,
      reason: 'database',
    });
    const started = performance.now();
    expect(await checkReadiness({ db: dbThat(() => new Promise(() => {})) }, 50)).toEqual({
      ready: false,
      reason: 'timeout',
    });
    expect(performance.now() - started).toBeLessThan(1000);
    const stopped = new AbortController();
    stopped.abort();
    expect(await checkReadiness({ db: test.database.db, stopSignal: stopped.signal })).toEqual({
      ready: false,
      reason: 'stopping',
    });
  });
});
