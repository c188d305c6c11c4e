import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHttpRateProvider, readRate } from '../../src/rates/http-provider';
import { RateLookupError } from '../../src/rates/provider';

/** A local fake of the exchange-rate service: knows EUR; ZZZ hangs; BAD answers 500; ODD answers no rate. */
let server: Server;
let base: string;
const seen: IncomingMessage[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    seen.push(req);
    const url = new URL(req.url ?? '/', 'http://x');
    const to = url.searchParams.get('to');
    if (url.pathname !== '/v1/convert' || req.headers.apikey !== 'test-key') {
      res.writeHead(401, { 'content-type': 'application/json' });
      return res.end(JSON.stringify({ message: 'bad key' }));
    }
    if (to === 'ZZZ') return; // never answers
    if (to === 'BAD') {
      res.writeHead(500);
      return res.end('boom');
    }
    res.writeHead(200, { 'content-type': 'application/json' });
    if (to === 'EUR')
      return res.end(JSON.stringify({ success: true, info: { rate: 1.165234 }, result: 1.165234 }));
    if (to === 'ODD') return res.end(JSON.stringify({ success: true, info: {} }));
    res.end(JSON.stringify({ success: false, error: { code: 402 } }));
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
});
afterAll(() => {
  server.closeAllConnections();
  return new Promise<void>((r) => server.close(() => r()));
});

describe('HTTP rate provider (the spec exchange-rate service)', () => {
  it('asks convert?to=CODE&from=GBP&amount=1 with the apikey header and reads info.rate', async () => {
    const provider = createHttpRateProvider({ baseUrl: base, apiKey: 'test-key' });
    expect(await provider.lookup('eur')).toBe('1.165234');
    const req = seen.at(-1)!;
    const url = new URL(req.url!, 'http://x');
    expect(url.pathname).toBe('/v1/convert');
    expect(Object.fromEntries(url.searchParams)).toEqual({ to: 'EUR', from: 'GBP', amount: '1' });
    expect(req.headers.apikey).toBe('test-key');
  });

  it('turns every failure into a RateLookupError without the key in it', async () => {
    // Only ZZZ (which the fake never answers) needs the short timeout; the answered codes get the default, so
    // a loaded CI machine that takes over 300 ms to answer one cannot turn it into a timeout.
    const answering = createHttpRateProvider({ baseUrl: base, apiKey: 'test-key' });
    const hanging = createHttpRateProvider({ baseUrl: base, apiKey: 'test-key', timeoutMs: 300 });
    const reasons: Record<string, string> = {};
    for (const code of ['QQQ', 'ODD', 'BAD', 'ZZZ', '12']) {
      const provider = code === 'ZZZ' ? hanging : answering;
      const error = await provider.lookup(code).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(RateLookupError);
      expect(String((error as Error).message)).not.toContain('test-key');
      reasons[code] = (error as RateLookupError).reason;
    }
    expect(reasons).toEqual({
      QQQ: 'unknown-currency',
      ODD: 'unknown-currency',
      BAD: 'server-error',
      ZZZ: 'timeout',
      '12': 'unknown-currency',
    });
    const wrongKey = createHttpRateProvider({ baseUrl: base, apiKey: 'other' });
    await expect(wrongKey.lookup('EUR')).rejects.toBeInstanceOf(RateLookupError);
    const nowhere = createHttpRateProvider({ baseUrl: 'http://127.0.0.1:1/v1', apiKey: 'k' });
    await expect(nowhere.lookup('EUR')).rejects.toMatchObject({ reason: 'unreachable' });
  });

  it('reads only positive numeric rates', () => {
    expect(readRate({ info: { rate: '0.0004' } })).toBe('0.0004');
    expect(readRate({ info: { rate: 2.5e-5 } })).toBe('0.000025');
    expect(readRate({ info: { rate: 2.5e-9 } })).toBeNull();
    expect(readRate({ info: { rate: 0 } })).toBeNull();
    expect(readRate({ info: { rate: -1 } })).toBeNull();
    expect(readRate({ info: { rate: 'abc' } })).toBeNull();
    expect(readRate({ result: 1 })).toBeNull();
    expect(readRate(null)).toBeNull();
  });
});
