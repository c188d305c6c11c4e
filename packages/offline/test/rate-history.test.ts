import { afterEach, describe, expect, it } from 'vitest';

import { eurWeek } from '@tm/core/fixtures';
import type { OfflineStore } from '../src';
import { setup } from './helpers';

let store: OfflineStore;
afterEach(() => store?.close());

const EUR_WEEK = eurWeek([
  ['2025-12-31T12:00:00.000Z', '1.1500', '1.1700'],
  ['2026-01-01T06:00:00.000Z', '1.1522', '1.1767'],
]);

/** GET /rateHistory/{code}?days= with an ETag (the harness's network goes in front of it). */
function historyServer() {
  const calls: { url: string; ifNoneMatch: string | null }[] = [];
  const server = {
    calls,
    fetch: async (input: string, init?: RequestInit): Promise<Response> => {
      const ifNoneMatch = new Headers(init?.headers).get('if-none-match');
      calls.push({ url: input, ifNoneMatch });
      if (!input.startsWith('/api/rateHistory/EUR?days=7'))
        return new Response(JSON.stringify({ error: { code: 'currency_not_found', message: 'x' } }), {
          status: 404,
        });
      if (ifNoneMatch === '"h1"') return new Response(null, { status: 304 });
      return new Response(JSON.stringify(EUR_WEEK), { status: 200, headers: { etag: '"h1"' } });
    },
  };
  return server;
}

describe('rate history cache', () => {
  it('keeps a viewed chart per currency and period with its age, revalidates with the ETag, and serves it offline', async () => {
    const server = historyServer();
    const s = setup({}, { upstream: server.fetch });
    store = s.store;
    expect(await store.rateHistory.read('EUR', 7)).toBeNull();
    expect(await store.rateHistory.refresh('EUR', 7)).toEqual({ status: 'updated' });
    expect(await store.rateHistory.read('eur', 7)).toEqual({
      history: EUR_WEEK,
      fetchedAt: '2026-01-01T10:00:00.000Z',
    });
    expect(await store.rateHistory.read('EUR', 30)).toBeNull();

    s.clock.advance(5 * 60_000);
    expect(await store.rateHistory.refresh('EUR', 7)).toEqual({ status: 'not-modified' });
    expect(server.calls.at(-1)).toEqual({ url: '/api/rateHistory/EUR?days=7', ifNoneMatch: '"h1"' });
    expect((await store.rateHistory.read('EUR', 7))?.fetchedAt).toBe('2026-01-01T10:05:00.000Z');

    s.net.offline();
    s.clock.advance(60 * 60_000);
    expect((await store.rateHistory.refresh('EUR', 7)).status).toBe('failed');
    store.close();
    store = s.open();
    expect(await store.rateHistory.read('EUR', 7)).toEqual({
      history: EUR_WEEK,
      fetchedAt: '2026-01-01T10:05:00.000Z',
    });
  });

  it('stores nothing from a refused request', async () => {
    const server = historyServer();
    store = setup({}, { upstream: server.fetch }).store;
    expect(await store.rateHistory.refresh('QQQ', 7)).toEqual({
      status: 'failed',
      error: 'The server answered 404',
      httpStatus: 404,
    });
    expect(await store.rateHistory.read('QQQ', 7)).toBeNull();
  });
});
