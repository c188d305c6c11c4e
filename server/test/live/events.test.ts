import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database } from '../../src/db/types';
import { createMemoryRateBus } from '../../src/rates/memory-bus';
import { changeRate, liveApp, liveDeps, liveOnly } from './app-harness';
import { freshDatabase, sseReader } from './harness';

/** GET /api/events on one instance, whichever driver this project runs. */
describe('GET /api/events', () => {
  let fresh: Awaited<ReturnType<typeof freshDatabase>>;
  let database: Database;
  const bus = createMemoryRateBus();
  let app: ReturnType<typeof liveApp>;

  beforeAll(async () => {
    fresh = await freshDatabase();
    database = await fresh.open();
    app = liveApp(database, bus);
  });
  afterAll(async () => {
    await database.close();
    await fresh.drop();
  });

  it('sends the current version on connect, the same as the ETag of GET /api/currency', async () => {
    const res = await app.request('/api/events');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/);
    const sse = sseReader(res);
    const first = await sse.next();
    expect(first.event).toBe('rates');
    expect(first.retry).toBe(3000);
    const { version } = JSON.parse(first.data) as { version: string };
    const list = await app.request('/api/currency');
    expect(list.headers.get('etag')).toBe(`"${version}"`);
    await sse.close();
  });

  it('sends a new version on every change, and nothing when nothing changed', async () => {
    const sse = sseReader(await app.request('/api/events'));
    const v0 = JSON.parse((await sse.next()).data).version as string;

    await changeRate(database, bus, 'EUR', '1.1700');
    const v1 = JSON.parse((await sse.next()).data).version as string;
    expect(v1).not.toBe(v0);
    expect((await app.request('/api/currency')).headers.get('etag')).toBe(`"${v1}"`);

    // A notification without a change (another field's echo, a re-listen) does not wake clients.
    await bus.notify();
    await expect(sse.next(300)).rejects.toThrow('no SSE event in time');

    await changeRate(database, bus, 'EUR', '1.1650');
    const v2 = JSON.parse((await sse.next()).data).version as string;
    expect(v2).not.toBe(v1);
    expect((await app.request('/api/currency')).headers.get('etag')).toBe(`"${v2}"`);
    await sse.close();
  });

  it('a burst of changes reaches a client as the newest version', async () => {
    const sse = sseReader(await app.request('/api/events'));
    await sse.next();
    for (const rate of ['1.2001', '1.2002', '1.2003']) await changeRate(database, bus, 'USD', rate);
    let last = '';
    for (;;) {
      try {
        last = JSON.parse((await sse.next(500)).data).version as string;
      } catch {
        break;
      }
    }
    const etag = (await app.request('/api/currency')).headers.get('etag');
    expect(`"${last}"`).toBe(etag);
    await sse.close();
  });

  it('sends heartbeat comments and frees the connection when the client goes', async () => {
    const beating = liveOnly(liveDeps(database, bus, { LIVE_STREAMS_MAX: '1' }), { heartbeatMs: 50 });
    const sse = sseReader(await beating.request('/events'));
    await sse.next();
    // Comments only: no event arrives, and heartbeats keep coming (waited for, not timed: CI may be busy).
    // Reading is what collects the comments.
    await vi.waitFor(
      async () => {
        await expect(sse.next(100)).rejects.toThrow();
        expect(sse.comments.filter((c) => c === ': heartbeat').length).toBeGreaterThanOrEqual(2);
      },
      { timeout: 5000 },
    );

    // The one slot is taken: a second listener is turned away with a clear error instead of piling up.
    const refused = await beating.request('/events');
    expect(refused.status).toBe(503);
    expect(refused.headers.get('retry-after')).toBe('30');

    await sse.close();
    // The slot is freed once the server sees the client go.
    const again = await vi.waitFor(async () => {
      const res = await beating.request('/events');
      expect(res.status).toBe(200);
      return res;
    });
    await sseReader(again).close();
  });

  it('closes a connection at its maximum lifetime so the client reconnects', async () => {
    const short = liveOnly(liveDeps(database, bus), { heartbeatMs: 1000, maxLifetimeMs: 100 });
    const sse = sseReader(await short.request('/events'));
    await sse.next();
    await expect(sse.next(1000)).rejects.toThrow('stream ended');
  });
});
