import { afterEach, describe, expect, it, vi } from 'vitest';
import type { OfflineStore } from '../src';
import { SHARE_RECENT_MS } from '../src/rates';
import { answer, USD } from '../testing';
import { nextValue, setup } from './helpers';

let store: OfflineStore;
afterEach(() => store?.close());

describe('rates cache', () => {
  it('is empty with fetchedAt null before the first fetch, and stays so offline', async () => {
    const s = setup();
    store = s.store;
    expect(await store.rates.read()).toEqual({ currencies: [], fetchedAt: null });
    s.net.offline();
    expect((await store.rates.refresh()).status).toBe('failed');
    expect(await store.rates.read()).toEqual({ currencies: [], fetchedAt: null });
    expect(store.online.get()).toMatchObject({ online: false, serverReachable: false });
  });

  it('stores the list with its ETag and time, then revalidates with If-None-Match', async () => {
    const s = setup();
    store = s.store;
    expect(await store.rates.refresh()).toEqual({ status: 'updated' });
    const first = await store.rates.read();
    expect(first.currencies.map((c) => c.value)).toEqual(['EUR', 'USD']);
    expect(first.fetchedAt).toBe('2026-01-01T10:00:00.000Z');
    expect(s.api.rateCalls.at(-1)).toEqual({ ifNoneMatch: null });

    s.clock.advance(60_000);
    expect(await store.rates.refresh()).toEqual({ status: 'not-modified' });
    expect(s.api.rateCalls.at(-1)).toEqual({ ifNoneMatch: '"v1"' });
    // A 304 is the server confirming the rates: their age starts again.
    expect(await store.rates.read()).toEqual({
      currencies: first.currencies,
      fetchedAt: '2026-01-01T10:01:00.000Z',
    });

    s.api.currencies = [{ ...USD, Rate: '1.3000' }];
    s.api.etag = '"v2"';
    expect(await store.rates.refresh()).toEqual({ status: 'updated' });
    expect((await store.rates.read()).currencies).toEqual([{ ...USD, Rate: '1.3000' }]);
  });

  it('keeps serving the cache when the server is down, and after reopening', async () => {
    const s = setup({}, { only: /\/currency$/ });
    store = s.store;
    await store.rates.refresh();
    s.net.next(answer(503));
    s.clock.advance(12 * 60_000);
    expect((await store.rates.refresh()).status).toBe('failed');
    store.close();
    store = s.open();
    const snap = await store.rates.read();
    expect(snap.currencies).toHaveLength(2);
    expect(snap.fetchedAt).toBe('2026-01-01T10:00:00.000Z');
  });

  it('tells subscribers when new rates arrive', async () => {
    const s = setup();
    store = s.store;
    const seen = nextValue(store.rates.subscribe, (snap) => snap.currencies.length === 2);
    await store.rates.refresh();
    expect((await seen).fetchedAt).toBe('2026-01-01T10:00:00.000Z');
  });

  it('answers callers that share a request on its way with one request; others send their own', async () => {
    const s = setup();
    store = s.store;
    // A page load: the sync engine's start and the page's rates hook ask at the same moment.
    const outcomes = await Promise.all([
      store.rates.refresh({ shareRecent: true }),
      store.rates.refresh({ shareRecent: true }),
    ]);
    expect(outcomes).toEqual([{ status: 'updated' }, { status: 'updated' }]);
    expect(s.api.rateCalls).toEqual([{ ifNoneMatch: null }]);

    // News of a change while a request is on its way: that request may have been answered before the change.
    s.clock.advance(SHARE_RECENT_MS);
    const shared = store.rates.refresh({ shareRecent: true });
    const own = store.rates.refresh();
    await Promise.all([shared, own]);
    expect(s.api.rateCalls).toHaveLength(3);
  });

  it('shares an answer of the last moment, and asks again once it is older', async () => {
    const s = setup();
    store = s.store;
    // A load with the rates cached: the engine's request is answered before the page's hook asks.
    await store.rates.refresh({ shareRecent: true });
    s.clock.advance(SHARE_RECENT_MS - 1);
    expect(await store.rates.refresh({ shareRecent: true })).toEqual({ status: 'updated' });
    expect(s.api.rateCalls).toHaveLength(1);

    s.clock.advance(1);
    expect(await store.rates.refresh({ shareRecent: true })).toEqual({ status: 'not-modified' });
    expect(s.api.rateCalls).toHaveLength(2);
    // Not sharing asks at once, however recent the last answer.
    await store.rates.refresh();
    expect(s.api.rateCalls).toHaveLength(3);
  });

  it("asks once on a page load: the sync engine's start and the page's hook share the request", async () => {
    const s = setup();
    store = s.store;
    // Whichever asks first: here the page's hook, then the engine (the PWA's lazy store starts the engine first).
    const page = store.rates.refresh({ shareRecent: true });
    store.sync.start();
    await page;
    await vi.waitFor(() => expect(store.online.get().serverReachable).toBe(true));
    expect(s.api.rateCalls).toEqual([{ ifNoneMatch: null }]);
    store.sync.stop();
  });

  it('refuses a body it cannot read and keeps the old cache', async () => {
    const s = setup();
    store = s.store;
    await store.rates.refresh();
    s.api.currencies = [{ nonsense: true } as never];
    s.api.etag = '"v3"';
    expect((await store.rates.refresh()).status).toBe('failed');
    expect((await store.rates.read()).currencies).toHaveLength(2);
  });
});
