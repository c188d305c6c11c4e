import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, notInArray } from 'drizzle-orm';
import { messages, type LiveModeStatus } from '@tm/core';
import { currencies } from '../../src/db/schema';
import { createHttpRateProvider } from '../../src/rates/http-provider';
import { createTestDatabase, type TestDatabase } from '../support/test-db';
import { authApp, userWithSession, type TestApp } from '../auth/support';
import { createFakeRateService } from './helpers/fake-rate-service';

/**
 * The exchange-rate service down or slow. Lookups time out instead of hanging, the dashboard's Check button
 * gets the clear 'Wrong currency tried' envelope, and live mode keeps the last good rates while telling staff
 * what went wrong (GET /api/liveMode lastError).
 */
// Generous enough that a loaded CI machine still answers the "up" case in time; the slow fake holds 10 s.
const TIMEOUT_MS = 2000;
const LIVE = ['EUR', 'USD', 'JPY'];

let test: TestDatabase;
let app: TestApp;
let admin: Record<string, string>;
const service = createFakeRateService({ EUR: '1.2000', USD: '1.3000', JPY: '170.0000' });

beforeAll(async () => {
  test = await createTestDatabase();
  await service.start();
  // Node loads its fetch implementation on first use, which alone can outlast a time-out on a busy machine.
  await (await fetch(`${service.url}/convert?to=EUR&from=GBP&amount=1`)).text();
  const rates = createHttpRateProvider({ baseUrl: service.url, apiKey: 'test-key', timeoutMs: TIMEOUT_MS });
  const built = await authApp(
    test.database,
    { LIVE_MODE_INTERVAL_SECONDS: '3600' },
    { rates, clock: () => new Date() },
  );
  app = built.app;
  // Three live currencies keep each live-mode round short (one lookup each).
  await test.database.db
    .update(currencies)
    .set({ deletedAt: new Date() })
    .where(notInArray(currencies.code, LIVE));
  admin = (await userWithSession(built.deps, 'Admin')).bearer;
});
afterAll(async () => {
  await app?.request('/api/liveMode', {
    method: 'PUT',
    headers: { ...admin, 'content-type': 'application/json' },
    body: '{"on":false}',
  });
  await service.stop();
  await test?.cleanup();
});

type LiveState = LiveModeStatus;

const liveState = async () =>
  (await (await app.request('/api/liveMode', { headers: admin })).json()) as LiveState;

const setLive = (on: boolean) =>
  app.request('/api/liveMode', {
    method: 'PUT',
    headers: { ...admin, 'content-type': 'application/json' },
    body: JSON.stringify({ on }),
  });

/** Turns live mode off and on again (which runs one round at once) and waits for that round to finish. */
async function oneLiveRound(): Promise<LiveState> {
  const before = (await liveState()).lastRunAt;
  expect((await setLive(false)).status).toBe(200);
  expect((await setLive(true)).status).toBe(200);
  const deadline = Date.now() + 10_000;
  for (;;) {
    const state = await liveState();
    if (state.lastRunAt !== before && state.lastRunAt !== null) return state;
    if (Date.now() > deadline) throw new Error('live mode round did not finish');
    await new Promise((r) => setTimeout(r, 25));
  }
}

const storedRate = async (code: string) =>
  (
    await test.database.db.select({ rate: currencies.rate }).from(currencies).where(eq(currencies.code, code))
  )[0]?.rate;

const servedRate = async (code: string) =>
  ((await (await app.request(`/api/singleCurrency/${code}`)).json()) as { Rate: string }).Rate;

async function checkButton(code: string) {
  const started = Date.now();
  const res = await app.request(`/api/rateLookup/${code}`, { headers: admin });
  return { res, ms: Date.now() - started, body: (await res.json()) as unknown };
}

describe('rate service down or slow', () => {
  it('answers the Check button from the service while it is up', async () => {
    const { res, body } = await checkButton('EUR');
    expect(res.status).toBe(200);
    expect(body).toEqual({ value: 'EUR', Rate: '1.2' });
  });

  it('times out a slow service and answers the clear envelope; refused connections and 503s too', async () => {
    service.setMode('slow');
    const slow = await checkButton('EUR');
    expect(slow.res.status).toBe(422);
    expect(slow.body).toEqual({ error: { code: 'wrong_currency', message: messages.wrongCurrency } });
    expect(slow.ms).toBeGreaterThanOrEqual(TIMEOUT_MS - 50);
    expect(slow.ms).toBeLessThan(TIMEOUT_MS + 3000);

    service.setMode('error');
    const failing = await checkButton('USD');
    expect(failing.res.status).toBe(422);
    expect(failing.body).toEqual({ error: { code: 'wrong_currency', message: messages.wrongCurrency } });

    await service.stop();
    try {
      const down = await checkButton('JPY');
      expect(down.res.status).toBe(422);
      expect(down.body).toEqual({ error: { code: 'wrong_currency', message: messages.wrongCurrency } });
    } finally {
      service.setMode('ok');
      await service.start();
    }
  });

  it('live mode keeps the last rates while the service is down or slow, and tells staff why', async () => {
    const fresh = await oneLiveRound();
    expect(fresh).toMatchObject({ on: true, lastError: null, lastUpdated: LIVE.length });
    expect(Number(await storedRate('EUR'))).toBe(1.2);
    expect(Number(await servedRate('EUR'))).toBe(1.2);

    service.setMode('slow');
    const slowStarted = Date.now();
    const slow = await oneLiveRound();
    expect(Date.now() - slowStarted).toBeLessThan(LIVE.length * TIMEOUT_MS + 5000);
    expect(slow.on).toBe(true);
    expect(slow.lastUpdated).toBe(0);
    // Issue 17.1: an outage, said to be one (not "Wrong currency tried"), with since when and why.
    expect(slow.service).toMatchObject({ state: 'outage', reason: 'timeout', detail: `${TIMEOUT_MS} ms` });
    expect(Date.parse(slow.service.since!)).toBeGreaterThanOrEqual(slowStarted);
    expect(slow.unknownCodes).toEqual([]);
    expect(slow.lastError).toBe(
      `Cannot reach the exchange-rate service: it did not answer within ${TIMEOUT_MS} ms; the rates keep their last values.`,
    );
    expect(Number(await storedRate('EUR'))).toBe(1.2);
    expect(Number(await servedRate('EUR'))).toBe(1.2);

    await service.stop();
    const down = await oneLiveRound();
    // Still the same outage: it began when the service first stopped answering.
    expect(down.service).toMatchObject({ state: 'outage', reason: 'unreachable', since: slow.service.since });
    expect(down.lastError).toContain('there is no answer from it');
    expect(Number(await storedRate('JPY'))).toBe(170);
    expect(Number(await servedRate('JPY'))).toBe(170);

    // The service returns with a new EUR rate: the next round takes it and clears the message.
    service.setMode('ok');
    service.rates.EUR = '1.2500';
    await service.start();
    const back = await oneLiveRound();
    expect(back).toMatchObject({ on: true, lastError: null, lastUpdated: LIVE.length });
    expect(back.service.state).toBe('ok');
    expect(Number(await storedRate('EUR'))).toBe(1.25);
    expect(Number(await servedRate('EUR'))).toBe(1.25);
  });
});
