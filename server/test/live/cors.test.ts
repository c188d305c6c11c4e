import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/types';
import { allowedOrigins, DEFAULT_KIOSK_ORIGIN } from '../../src/live/cors';
import { createMemoryRateBus } from '../../src/rates/memory-bus';
import { liveApp } from './app-harness';
import { freshDatabase } from './harness';

describe('CORS: only the kiosk origin', () => {
  let fresh: Awaited<ReturnType<typeof freshDatabase>>;
  let database: Database;
  let app: ReturnType<typeof liveApp>;

  beforeAll(async () => {
    fresh = await freshDatabase();
    database = await fresh.open();
    app = liveApp(database, createMemoryRateBus());
  });
  afterAll(async () => {
    await database.close();
    await fresh.drop();
  });

  it('the kiosk origin gets Access-Control-Allow-Origin, with credentials and the ETag exposed', async () => {
    const res = await app.request('/api/currency', { headers: { origin: 'app://kiosk' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('access-control-allow-origin')).toBe('app://kiosk');
    expect(res.headers.get('access-control-allow-credentials')).toBe('true');
    expect(res.headers.get('access-control-expose-headers')).toMatch(/etag/i);
    expect(res.headers.get('vary')).toMatch(/origin/i);
  });

  it('answers the kiosk preflight for a bearer-authenticated JSON PUT', async () => {
    const res = await app.request('/api/updateCurrency/EUR', {
      method: 'OPTIONS',
      headers: {
        origin: 'app://kiosk',
        'access-control-request-method': 'PUT',
        'access-control-request-headers': 'authorization, content-type',
      },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe('app://kiosk');
    expect(res.headers.get('access-control-allow-methods')).toContain('PUT');
    expect(res.headers.get('access-control-allow-headers')).toMatch(/authorization/);
  });

  it('any other origin gets no Access-Control-Allow-Origin', async () => {
    for (const origin of [
      'https://evil.example',
      'null',
      'file://',
      'app://kiosk.evil',
      'http://127.0.0.1:3000',
    ]) {
      const res = await app.request('/api/currency', { headers: { origin } });
      expect(res.headers.get('access-control-allow-origin'), origin).toBeNull();
      const pre = await app.request('/api/currency', {
        method: 'OPTIONS',
        headers: { origin, 'access-control-request-method': 'GET' },
      });
      expect(pre.headers.get('access-control-allow-origin'), origin).toBeNull();
    }
  });

  it('the SSE stream is allowed to the kiosk too', async () => {
    const res = await app.request('/api/events', { headers: { origin: 'app://kiosk' } });
    expect(res.headers.get('access-control-allow-origin')).toBe('app://kiosk');
    await res.body!.cancel();
  });

  it('KIOSK_ORIGIN replaces the default; wildcards and "null" are never allowed', async () => {
    const other = liveApp(database, createMemoryRateBus(), { KIOSK_ORIGIN: 'app://branch-2' });
    const ok = await other.request('/api/currency', { headers: { origin: 'app://branch-2' } });
    expect(ok.headers.get('access-control-allow-origin')).toBe('app://branch-2');
    const old = await other.request('/api/currency', { headers: { origin: 'app://kiosk' } });
    expect(old.headers.get('access-control-allow-origin')).toBeNull();
    expect(allowedOrigins('*, null')).toEqual([DEFAULT_KIOSK_ORIGIN]);
    expect(allowedOrigins(undefined)).toEqual(['app://kiosk']);
  });
});
