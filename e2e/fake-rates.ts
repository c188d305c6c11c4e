import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SEED_CURRENCIES } from '../server/src/db/seed-currencies';

/** The key the fake service expects, so tests prove the server sends the `apikey` header. */
export const FAKE_RATES_KEY = 'e2e-rates-key';

/** `PUT <fake>/__control/rate?code=BND&rate=1.9000`: what the service answers for a code from now on. */
export const CONTROL_PATH = '/__control/rate';
/** `PUT <fake>/__control/outage?on=1`: every lookup answers 503 until `on=0` (the service is down). */
export const OUTAGE_PATH = '/__control/outage';

/** Extra codes the fake knows beyond the seed list, so "Add Currency" can be tested with a real Check. */
export const FAKE_EXTRA_RATES: Record<string, string> = { ISK: '172.4500', PLN: '5.0100', KES: '172.9000' };

export interface FakeRates {
  url: string;
  /** Sets or overrides the rate a code returns (tests of live mode). */
  set(code: string, rate: string): void;
  close(): Promise<void>;
}

/**
 * A local stand-in for the spec's exchange-rate service: GET /convert?to=CODE&from=GBP&amount=1 with header
 * `apikey`, answering `{ info: { rate } }`. Unknown codes get a 400 like the real service, so the dashboard's
 * 'Wrong currency tried' path is reachable. Tests never touch the internet.
 */
export async function startFakeRates(port = 0): Promise<FakeRates> {
  const rates = new Map<string, string>(SEED_CURRENCIES.map((c) => [c.code, c.rate]));
  let down = false;
  for (const [code, rate] of Object.entries(FAKE_EXTRA_RATES)) rates.set(code, rate);

  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    // Tests run in other processes than this fake (Playwright's workers), so they set a rate over HTTP.
    if (req.method === 'PUT' && url.pathname === CONTROL_PATH) {
      const code = (url.searchParams.get('code') ?? '').toUpperCase();
      const rate = url.searchParams.get('rate') ?? '';
      if (!/^[A-Z]{3}$/.test(code) || !/^\d+(\.\d+)?$/.test(rate)) return send(400, { error: 'code, rate' });
      rates.set(code, rate);
      return send(200, { code, rate });
    }
    if (req.method === 'PUT' && url.pathname === OUTAGE_PATH) {
      down = url.searchParams.get('on') === '1';
      return send(200, { down });
    }
    if (url.pathname.replace(/\/+$/, '') !== '/convert') return send(404, { error: 'not found' });
    if (down) return send(503, { message: 'Service Unavailable' });
    if (req.headers.apikey !== FAKE_RATES_KEY) return send(401, { message: 'No API key found in request' });
    const to = (url.searchParams.get('to') ?? '').toUpperCase();
    const rate = rates.get(to);
    if (url.searchParams.get('from') !== 'GBP' || !rate) {
      return send(400, { success: false, error: { code: 'invalid_to_currency' } });
    }
    send(200, {
      success: true,
      query: { from: 'GBP', to, amount: 1 },
      info: { rate: Number(rate), timestamp: Math.floor(Date.now() / 1000) },
      result: Number(rate),
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const { port: actual } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${actual}`,
    set: (code, rate) => rates.set(code.toUpperCase(), rate),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
