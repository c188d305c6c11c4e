import { describe, expect, it } from 'vitest';
import { createApp } from '../../src/app';
import { loadConfig, testConfig } from '../../src/env';
import { seededAppForFile } from '../support/test-app';

/** DEV_TOOLS: the sync inspector's switch (docs/offline-sync.md). On, the app is told; off, nothing says it. */
const ctx = seededAppForFile();

describe('DEV_TOOLS', () => {
  it('is on by default in development and tests, off with NODE_ENV=production, and can be set either way', () => {
    expect(loadConfig({ NODE_ENV: 'development' }).devTools).toBe(true);
    expect(loadConfig({}).devTools).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production' }).devTools).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', DEV_TOOLS: 'true' }).devTools).toBe(true);
    expect(loadConfig({ NODE_ENV: 'development', DEV_TOOLS: 'false' }).devTools).toBe(false);
    expect(() => loadConfig({ DEV_TOOLS: 'maybe' })).toThrow('DEV_TOOLS: must be true or false');
  });

  it('on: GET /api/devTools names the sync inspector, uncached, and the API reference lists it', async () => {
    const res = await ctx.app.request('/api/devTools');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await res.json()).toEqual({ syncInspector: '/dev/sync' });
    const doc = (await (await ctx.app.request('/api/openapi.json')).json()) as { paths: object };
    expect(Object.keys(doc.paths)).toContain('/devTools');
  });

  it('off: the path is an unknown one (404 envelope) and the API reference does not mention it', async () => {
    const app = createApp({ ...ctx.deps, config: testConfig({ DEV_TOOLS: 'false' }) });
    const res = await app.request('/api/devTools');
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ error: { code: expect.any(String) } });
    const doc = await (await app.request('/api/openapi.json')).text();
    expect(doc).not.toContain('devTools');
    expect(doc).not.toContain('/dev/sync');
  });
});
