import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp, type AppDeps } from '../../src/app';
import { withServices } from '../../src/services';
import { openDatabase } from '../../src/db/open';
import { seedCurrencies } from '../../src/db/seed';
import type { Database } from '../../src/db/types';
import { SERVICE_UNAVAILABLE_MESSAGE } from '../../src/pipeline/error-handler';
import type { Outbox } from '../../src/mail/outbox';
import { createTestDatabase, TEST_DRIVER, type TestDatabase } from '../support/test-db';
import { jsonRequest, testDeps } from '../support/test-app';
import { halfWritten, NOTHING_HALF_WRITTEN, orderBody, ordersPerKey } from './helpers/db-checks';
import { startTcpProxy, type TcpProxy } from './helpers/tcp-proxy';

/**
 * The database going away in the middle of placing an order. On PostgreSQL a TCP relay between the app and
 * the real server is cut and restored (the machine's PostgreSQL keeps running for the other suites). On both
 * drivers a connection failure is also injected while the order is being written. Every time: a clear 503
 * envelope, nothing half written, and the client's retries with its Idempotency-Key end in exactly one order.
 */
let test: TestDatabase;

beforeAll(async () => {
  test = await createTestDatabase();
  await seedCurrencies(test.database.db);
});
afterAll(() => test?.cleanup());

type App = ReturnType<typeof createApp>;

const post = (app: App, key: string, name = 'Ada Lovelace') =>
  app.request('/api/Order', jsonRequest(orderBody(name), { 'idempotency-key': key }));

async function expect503(res: Response) {
  expect(res.status).toBe(503);
  expect(res.headers.get('retry-after')).toBe('5');
  expect(await res.json()).toEqual({
    error: { code: 'service_unavailable', message: SERVICE_UNAVAILABLE_MESSAGE },
  });
}

/**
 * What a client's sync engine does: retry the same key until the server answers 201 (bounded). Each retry
 * follows the answer before it, with no pause: a failed attempt drops the dead pooled connection it used, so
 * the attempts themselves reach a fresh connection once the database is back.
 */
async function retryUntilPlaced(app: App, key: string, name: string) {
  for (let attempt = 1; attempt <= 20; attempt++) {
    const res = await post(app, key, name);
    if (res.status === 201)
      return { order: (await res.json()) as { _id: string; Order_Id: string }, attempt };
    expect(res.status).toBe(503);
  }
  throw new Error(`order ${key} was never placed`);
}

/**
 * An outbox that runs `fault` when the n-th email is handed over: an order's emails are staged as its one
 * statement is being made (the order and lines already built into it, nothing sent yet), and queued ones
 * (admin) inside their transaction. Either way the fault lands in the middle of the write.
 */
function faultyOutbox(real: Outbox, shouldFail: (n: number) => boolean, fault: () => void): Outbox {
  let n = 0;
  const count = () => {
    n++;
    if (shouldFail(n)) fault();
  };
  return {
    ...real,
    stage(emails, now) {
      emails.forEach(count);
      return real.stage(emails, now);
    },
    async enqueue(tx, email) {
      count();
      return real.enqueue(tx, email);
    },
  };
}

describe('database down during order placement', () => {
  it('answers 503 for a connection lost while the order is written, writes nothing, and a retry makes one order', async () => {
    const base = testDeps(test.database);
    let armed = true;
    const outbox = faultyOutbox(
      base.outbox,
      (n) => n === 2 && armed,
      () => {
        armed = false;
        // What postgres.js throws when the server resets the connection mid-transaction.
        throw Object.assign(new Error('write CONNECTION_CLOSED 127.0.0.1:5432'), {
          code: 'CONNECTION_CLOSED',
        });
      },
    );
    const app = createApp(withServices({ ...base, outbox }));
    const key = `inject-${Date.now()}`;
    await expect503(await post(app, key, 'Injected Fault'));
    expect((await ordersPerKey(test.database.db)).get(key)).toBeUndefined();
    expect(await halfWritten(test.database.db)).toEqual(NOTHING_HALF_WRITTEN);

    const first = await retryUntilPlaced(app, key, 'Injected Fault');
    const replay = await post(app, key, 'Injected Fault');
    expect(replay.status).toBe(201);
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect(((await replay.json()) as { _id: string })._id).toBe(first.order._id);
    expect((await ordersPerKey(test.database.db)).get(key)).toBe(1);
    expect(await halfWritten(test.database.db)).toEqual(NOTHING_HALF_WRITTEN);
  });

  it('answers the 503 envelope when the PostgreSQL server refuses connections', async () => {
    // A port nobody listens on: the same answer a stopped PostgreSQL gives. Meaningful on both projects, as
    // it needs no running database.
    const proxy = await startTcpProxy({ host: '127.0.0.1', port: 5432 });
    proxy.cut();
    const refused = await openDatabase({
      databaseUrl: `postgres://postgres@127.0.0.1:${proxy.port}/none`,
      max: 2,
    });
    try {
      const app = createApp(testDeps(refused));
      await expect503(await post(app, `refused-${Date.now()}`));
      await expect503(await app.request('/api/health'));
    } finally {
      await refused.close();
      await proxy.close();
    }
  });

  it('PostgreSQL stopped then restarted mid-order (TCP relay cut and restored): 503 while down, one order per key after', async () => {
    if (TEST_DRIVER !== 'postgres') {
      // PGlite is embedded: there is no connection to lose. What must hold is that the PGlite app serves
      // orders and its writes are all-or-nothing, which the injected-fault test above proves on this driver.
      expect(test.url).toBeUndefined();
      expect(test.database.driver).toBe('pglite');
      return;
    }
    const proxy: TcpProxy = await startTcpProxy({ host: '127.0.0.1', port: 5432 });
    const viaProxy = new URL(test.url!);
    viaProxy.host = `127.0.0.1:${proxy.port}`;
    const database: Database = await openDatabase({ databaseUrl: viaProxy.toString(), max: 4 });
    try {
      const base: AppDeps = testDeps(database);
      let cutDuringNext = false;
      const outbox = faultyOutbox(
        base.outbox,
        () => cutDuringNext,
        () => {
          cutDuringNext = false;
          proxy.cut();
        },
      );
      const app = createApp(withServices({ ...base, outbox }));
      const stamp = Date.now();

      const before = await post(app, `pg-before-${stamp}`, 'Before Outage');
      expect(before.status).toBe(201);
      expect(proxy.connections).toBeGreaterThan(0);

      // The database stops while this order is being written (its statement made, emails staged, sent next).
      cutDuringNext = true;
      const midKey = `pg-mid-${stamp}`;
      await expect503(await post(app, midKey, 'Mid Outage'));

      // While it is down: every client gets the same clear 503, and health says so too.
      const downKeys = [0, 1, 2].map((i) => `pg-down-${stamp}-${i}`);
      for (const key of downKeys) await expect503(await post(app, key, 'During Outage'));
      await expect503(await post(app, midKey, 'Mid Outage'));
      await expect503(await app.request('/api/health'));

      const direct = test.database.db;
      const perKeyDown = await ordersPerKey(direct);
      for (const key of [midKey, ...downKeys]) expect(perKeyDown.get(key)).toBeUndefined();
      expect(await halfWritten(direct)).toEqual(NOTHING_HALF_WRITTEN);

      // The database is back: the clients' retries with the same keys end in exactly one order each.
      proxy.restore();
      const placed = new Map<string, string>();
      for (const key of [midKey, ...downKeys]) {
        const { order } = await retryUntilPlaced(app, key, key === midKey ? 'Mid Outage' : 'During Outage');
        placed.set(key, order._id);
      }
      for (const key of [midKey, ...downKeys]) {
        const again = await post(app, key, key === midKey ? 'Mid Outage' : 'During Outage');
        expect(again.status).toBe(201);
        expect(((await again.json()) as { _id: string })._id).toBe(placed.get(key));
      }
      const perKey = await ordersPerKey(direct);
      for (const key of [`pg-before-${stamp}`, midKey, ...downKeys]) expect(perKey.get(key)).toBe(1);
      expect(await halfWritten(direct)).toEqual(NOTHING_HALF_WRITTEN);
    } finally {
      await database.close();
      await proxy.close();
    }
  });
});
