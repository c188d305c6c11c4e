import { get, type IncomingMessage } from 'node:http';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApp } from '../../src/app';
import { seedCurrencies } from '../../src/db/seed';
import { testConfig } from '../../src/env';
import { createLogger } from '../../src/logger';
import { listen } from '../support/http-helpers';
import { testDeps } from '../support/test-app';
import { createTestDatabase, type TestDatabase } from '../support/test-db';

/**
 * Issue 27: 2,000 GET /api/events from one address took every live-stream place, and every other visitor's
 * stream and a customer's /api/track/events got 503. A handful per address now; the rest of the places stay
 * for everyone else, and a refused stream gets the envelope and Retry-After the pages fall back on.
 */
let tdb: TestDatabase;
beforeAll(async () => {
  tdb = await createTestDatabase();
  await seedCurrencies(tdb.database.db);
});
afterAll(() => tdb.cleanup());

interface OpenStream {
  status: number;
  headers: IncomingMessage['headers'];
  body: Promise<string>;
  /** Resolves once the first event (or, for a refusal, the whole body) has arrived. */
  first: Promise<void>;
  close(): void;
}

/** GET `path` from `localAddress` on its own connection. */
function openStream(port: number, path: string, localAddress: string): Promise<OpenStream> {
  return new Promise((resolve, reject) => {
    const req = get({ host: '127.0.0.1', port, path, localAddress, agent: false }, (res) => {
      let text = '';
      let sawFirst!: () => void;
      const first = new Promise<void>((r) => (sawFirst = r));
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        text += chunk;
        if (text.includes('\n\n')) sawFirst();
      });
      const body = new Promise<string>((r) => res.on('close', () => r(text)));
      void body.then(() => sawFirst());
      resolve({ status: res.statusCode ?? 0, headers: res.headers, body, first, close: () => req.destroy() });
    });
    req.on('error', reject);
  });
}

async function streamServer(vars: Parameters<typeof testConfig>[0], stopSignal?: AbortSignal) {
  const lines: Array<Record<string, unknown>> = [];
  const logger = createLogger('info', (line) => lines.push(JSON.parse(line) as Record<string, unknown>));
  const deps = testDeps(tdb.database, {
    config: testConfig(vars),
    logger,
    stopSignal,
    clock: () => new Date(),
  });
  const server = await listen(createApp(deps).fetch);
  return { ...server, lines };
}

describe('live streams per address', () => {
  it('refuses the fourth stream from one address with 503, Retry-After and the envelope; another address gets in', async () => {
    const server = await streamServer({ LIVE_STREAMS_PER_ADDRESS: '3' });
    const open: OpenStream[] = [];
    try {
      for (let i = 0; i < 3; i++) {
        const s = await openStream(server.port, '/api/events', '127.0.0.1');
        open.push(s);
        expect(s.status).toBe(200);
        await s.first;
      }
      for (let i = 0; i < 5; i++) {
        const refused = await openStream(server.port, '/api/events', '127.0.0.1');
        expect(refused.status).toBe(503);
        expect(refused.headers['retry-after']).toBe('30');
        expect(JSON.parse(await refused.body)).toEqual({
          error: { code: 'too_many_listeners', message: 'Too many live connections; poll /api/currency' },
        });
      }
      // Another address is served.
      const other = await openStream(server.port, '/api/events', '127.0.0.2');
      open.push(other);
      expect(other.status).toBe(200);
      await other.first;

      // One line for the five refusals, naming the address and the counts.
      const logged = server.lines.filter((l) => l.msg === 'refusing: per-address live stream cap reached');
      expect(logged).toHaveLength(1);
      expect(logged[0]).toMatchObject({ level: 'warn', address: '127.0.0.1', open: 3, cap: 3 });

      // A place comes back when its client goes.
      open.shift()!.close();
      await vi.waitFor(
        async () => {
          const again = await openStream(server.port, '/api/events', '127.0.0.1');
          open.push(again);
          expect(again.status).toBe(200);
        },
        { timeout: 5000, interval: 50 },
      );
    } finally {
      for (const s of open) s.close();
      await server.close();
    }
  });

  it('holds two hundred streams and stops them all without a MaxListenersExceededWarning', async () => {
    const warnings: Error[] = [];
    const onWarning = (w: Error) => warnings.push(w);
    process.on('warning', onWarning);
    const stopping = new AbortController();
    // Two hundred addresses of 127/8, a few streams each.
    const server = await streamServer({ LIVE_STREAMS_PER_ADDRESS: '4' }, stopping.signal);
    const open: OpenStream[] = [];
    try {
      for (let i = 0; i < 200; i++) {
        const s = await openStream(
          server.port,
          '/api/events',
          `127.0.${1 + (i % 50)}.${2 + Math.floor(i / 50)}`,
        );
        expect(s.status).toBe(200);
        open.push(s);
      }
      await Promise.all(open.map((s) => s.first));
      stopping.abort();
      const ended = await Promise.all(open.map((s) => s.body));
      expect(ended.every((text) => text.endsWith('retry: 1000\n\n'))).toBe(true);
      expect(warnings.filter((w) => w.name === 'MaxListenersExceededWarning')).toEqual([]);
    } finally {
      process.off('warning', onWarning);
      for (const s of open) s.close();
      await server.close();
    }
  });
});
