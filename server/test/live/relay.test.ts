import { describe, expect, it } from 'vitest';

import { createPgRateBus } from '../../src/live/pg-bus';
import { silentLogger } from '../../src/logger';
import { createMemoryRateBus } from '../../src/rates/memory-bus';
import type { RateBus } from '../../src/rates/bus';
import { changeRate, liveApp } from './app-harness';
import { driver, sseReader, twoInstances } from './harness';

/**
 * Two API instances on one database, each with its own bus: a change made through A reaches an SSE client
 * of B. On PostgreSQL the relay is LISTEN/NOTIFY over separate connections; on PGlite (one process, one
 * embedded database) it is the in-process bus both instances share, as main.ts wires it.
 */
describe(`rate changes reach every instance (${driver === 'postgres' ? 'LISTEN/NOTIFY' : 'in-process'})`, () => {
  const ctx = twoInstances(
    (url) => createPgRateBus(url, silentLogger),
    (): RateBus => createMemoryRateBus(),
  );

  it('a change on A reaches a client of B within a second, and A and B agree on the version', async () => {
    const a = liveApp(ctx.dbA, ctx.busA);
    const b = liveApp(ctx.dbB, ctx.busB);
    const clientOfB = sseReader(await b.request('/api/events'));
    const clientOfA = sseReader(await a.request('/api/events'));
    const before = JSON.parse((await clientOfB.next()).data).version as string;
    await clientOfA.next();

    const started = Date.now();
    await changeRate(ctx.dbA, ctx.busA, 'TRY', '41.2500');
    const after = JSON.parse((await clientOfB.next(1000)).data).version as string;
    expect(Date.now() - started).toBeLessThan(1000);
    expect(after).not.toBe(before);
    expect(JSON.parse((await clientOfA.next(1000)).data).version).toBe(after);

    // B's GET /api/currency already serves the new rate: its snapshot heard the same notification.
    const res = await b.request('/api/currency');
    expect(res.headers.get('etag')).toBe(`"${after}"`);
    const list = (await res.json()) as { value: string; Rate: string }[];
    expect(Number(list.find((c) => c.value === 'TRY')!.Rate)).toBe(41.25);

    await clientOfA.close();
    await clientOfB.close();
  });

  it('each instance hears changes made on the other, in both directions', async () => {
    const a = liveApp(ctx.dbA, ctx.busA);
    const b = liveApp(ctx.dbB, ctx.busB);
    const clientOfA = sseReader(await a.request('/api/events'));
    await clientOfA.next();
    await changeRate(ctx.dbB, ctx.busB, 'AED', '4.9100');
    const heard = JSON.parse((await clientOfA.next(1000)).data).version as string;
    expect((await a.request('/api/currency')).headers.get('etag')).toBe(`"${heard}"`);
    await clientOfA.close();
    void b;
  });
});
