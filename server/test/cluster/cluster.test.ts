/*
 * Over 300 lines on purpose: the cluster is started once (three processes, nginx, PostgreSQL: most of the
 * file's time), and every case here runs against that one cluster.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { backoffDelay } from '@tm/core';
import { MAIL_BATCH_SIZE } from '../../src/mail/worker';
import { LOOKED_FOR_A_ROUND } from '../../src/rates/live-mode';
import { createTestDatabase, TEST_DRIVER, type TestDatabase } from '../support/test-db';
import {
  halfWritten,
  NOTHING_HALF_WRITTEN,
  orderBody,
  ordersPerKey,
  query,
} from '../reliability/helpers/db-checks';
import { createFakeRateService } from '../reliability/helpers/fake-rate-service';
import { createSmtpSink, freePort } from '../reliability/helpers/smtp-sink';
import {
  BODY_LIMIT_BYTES,
  clusterUnavailable,
  requestFrom,
  startCluster,
  type Cluster,
  type Instance,
} from './harness';

/**
 * Three real instances on one PostgreSQL behind a real nginx (deploy/nginx.conf), as `npm run cluster` runs
 * them. Only in the server-postgres project (vitest.config.ts): several processes on one embedded PGlite
 * folder is exactly what the folder lock refuses. It skips, saying why, only when nginx is missing; .ci/run
 * installs it and sets REQUIRE_NGINX, which turns that skip into a failure.
 */
const unavailable = TEST_DRIVER === 'postgres' ? clusterUnavailable() : 'PGlite is one process';
if (unavailable && process.env.REQUIRE_NGINX) {
  throw new Error(`The cluster test must run here (REQUIRE_NGINX is set), but: ${unavailable}`);
}
if (unavailable) console.warn(`[cluster] skipped: ${unavailable}`);

const SLOW = 180_000;
const LIMIT = 3;
const STAFF = { email: 'staff@reliab.test', password: 'staff-pass-123' };
let pg: TestDatabase;
let cluster: Cluster;
const smtpPort = await freePort();
const smtp = createSmtpSink(smtpPort);
/** The exchange-rate service every instance asks (live mode, Check); it counts the questions. */
const rateService = createFakeRateService({ EUR: '1.1650', USD: '1.3380' });
/** Live mode's interval: long enough that a test's wait sees one round only. */
const LIVE_INTERVAL_S = 60;

describe.skipIf(unavailable)('3 instances behind nginx on one PostgreSQL', () => {
  beforeAll(async () => {
    await smtp.start();
    await rateService.start();
    pg = await createTestDatabase();
    const started = performance.now();
    cluster = await startCluster({
      databaseUrl: pg.url!,
      env: {
        SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
        RATES_API_URL: rateService.url,
        LIVE_MODE_INTERVAL_SECONDS: String(LIVE_INTERVAL_S),
        // Each instance's looks for a due live-mode round are logged at debug; the live mode test counts them.
        LOG_LEVEL: 'debug',
        AUTH_RATE_LIMIT_PER_MINUTE: String(LIMIT),
        // The bursts below come from one address and one customer: the order limits and email caps are
        // proven in server/test/limits, not here.
        ORDER_LIMIT_PER_IP_PER_HOUR: '0',
        ORDER_LIMIT_PER_EMAIL_PER_HOUR: '0',
        CUSTOMER_EMAILS_PER_HOUR: '0',
        BRANCH_EMAILS_PER_HOUR: '0',
      },
    });
    console.info(`[cluster] 3 instances and nginx up in ${Math.round(performance.now() - started)} ms`);
  }, SLOW);
  afterAll(async () => {
    await cluster?.stop();
    await pg?.cleanup();
    await smtp.stop();
    await rateService.stop();
  }, SLOW);

  /** How a replay of the burst is retried: as the offline outbox does, a handful of times within seconds. */
  const REPLAY_TRIES = 6;
  const REPLAY_BACKOFF = { baseMs: 200, capMs: 2_000 };

  const postOrder = (url: string, key: string, name = `Cluster ${key.slice(-6)}`) =>
    fetch(`${url}/api/Order`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'idempotency-key': key },
      body: JSON.stringify(orderBody(name)),
    });

  it('stores orders placed round-robin once each, with distinct Order_Ids, from every instance', async () => {
    const stamp = Date.now().toString(36);
    const placed: Array<{ key: string; orderId: string; servedBy: string }> = [];
    for (let i = 0; i < 24; i++) {
      const key = `rr-${stamp}-${i}`;
      const res = await postOrder(cluster.url, key);
      expect(res.status).toBe(201);
      const { Order_Id } = (await res.json()) as { Order_Id: string };
      const instance = await cluster.servedBy(res.headers.get('x-request-id')!);
      placed.push({ key, orderId: Order_Id, servedBy: instance!.name });
    }
    expect(new Set(placed.map((p) => p.servedBy))).toEqual(new Set(['A', 'B', 'C']));
    expect(new Set(placed.map((p) => p.orderId)).size).toBe(24);
    const perKey = await ordersPerKey(pg.database.db);
    for (const { key } of placed) expect(perKey.get(key), key).toBe(1);
    const stored = await query(
      pg.database.db,
      sql`select order_number from orders where idempotency_key like ${`rr-${stamp}-%`}`,
    );
    expect(stored.map((r) => String(r.order_number)).sort()).toEqual(placed.map((p) => p.orderId).sort());
  });

  it('turns 20 concurrent requests with one Idempotency-Key, spread over the instances, into one order', async () => {
    const key = `same-${Date.now().toString(36)}`;
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => postOrder(cluster.url, key, 'Same Key')),
    );
    const bodies = await Promise.all(answers.map((r) => r.json() as Promise<{ _id: string }>));
    expect(answers.map((r) => r.status)).toEqual(Array(20).fill(201));
    expect(new Set(bodies.map((b) => b._id)).size).toBe(1);
    expect(answers.filter((r) => r.headers.get('idempotent-replayed') !== 'true')).toHaveLength(1);
    const servers = await Promise.all(answers.map((r) => cluster.servedBy(r.headers.get('x-request-id')!)));
    expect(new Set(servers.map((s) => s?.name)).size).toBeGreaterThanOrEqual(2);
    expect((await ordersPerKey(pg.database.db)).get(key)).toBe(1);
  });

  it('refuses an oversized body with the app\u2019s own answer, gzips plain JSON and passes the app\u2019s compression through', async () => {
    const [a] = cluster.instances;
    const tooBig = JSON.stringify({ message: 'x'.repeat(BODY_LIMIT_BYTES) });
    for (const url of [cluster.url, a!.url]) {
      const res = await fetch(`${url}/api/contact`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: tooBig,
      });
      expect(res.status, url).toBe(413);
      expect(await res.json(), url).toEqual({
        error: {
          code: 'payload_too_large',
          message: `The request body is larger than ${BODY_LIMIT_BYTES} bytes.`,
        },
      });
    }
    // A JSON answer the app sends uncompressed is gzipped by nginx.
    const docs = await requestFrom('127.0.0.1', `${cluster.url}/api/openapi.json`, {
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(docs.status).toBe(200);
    expect(docs.headers['content-encoding']).toBe('gzip');
    // The app's pre-gzipped rates go through as they are: same bytes, same ETag as straight from an instance.
    const [viaNginx, direct] = await Promise.all(
      [cluster.url, a!.url].map((url) =>
        requestFrom('127.0.0.1', `${url}/api/currency`, { headers: { 'accept-encoding': 'gzip' } }),
      ),
    );
    expect(viaNginx!.headers['content-encoding']).toBe('gzip');
    expect(viaNginx!.headers.etag).toBe(direct!.headers.etag);
    expect(viaNginx!.headers['content-length']).toBe(direct!.headers['content-length']);
  });

  it('tells an SSE client on instance A, and one through nginx, of a rate change made on instance B within 1 s', async () => {
    const [a, b] = cluster.instances as [Cluster['instances'][0], Cluster['instances'][0]];
    const staff = await signInDirect(b.url);
    const direct = await liveClient(a.url);
    const proxied = await liveClient(cluster.url);
    const before = await direct.next();
    expect(await proxied.next()).toBe(before);

    const changedAt = performance.now();
    const change = await fetch(`${b.url}/api/updateCurrency/EUR`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', ...staff },
      body: JSON.stringify({ label: 'European Union', Sell: '-1.2', Buy: '1' }),
    });
    expect(change.status).toBe(200);
    const [onA, viaNginx] = await Promise.all([direct.next(), proxied.next()]);
    const ms = performance.now() - changedAt;
    direct.close();
    proxied.close();
    expect(onA).not.toBe(before);
    expect(viaNginx).toBe(onA);
    expect(ms).toBeLessThan(1000);
    console.info(
      `[cluster] rate change on B seen on A and through nginx ${Math.round(ms)} ms after it was sent`,
    );
  });

  it('keys limits on the real client address with TRUST_PROXY=true behind nginx; without it, a forged X-Forwarded-For is ignored', async () => {
    const stamp = Date.now().toString(36);
    const signIn = (from: string, url: string, email: string, forged: string) =>
      requestFrom(from, `${url}/api/auth/signin`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': forged },
        body: JSON.stringify({ email, password: 'wrong-password' }),
      });

    // Client 127.0.0.2 fails to sign in through nginx, forging a new X-Forwarded-For each time, until every
    // instance refuses it: nginx replaced the forged header with the address it saw, so the forgery bought
    // nothing.
    const email = `limit-${stamp}@example.com`;
    const refusedBy = new Set<string>();
    const statuses: number[] = [];
    for (let i = 0; refusedBy.size < 3; i++) {
      expect(i, `statuses so far: ${statuses.join(' ')}`).toBeLessThan(8 * LIMIT);
      const res = await signIn('127.0.0.2', cluster.url, email, `203.0.113.${i}`);
      statuses.push(res.status);
      expect([401, 429]).toContain(res.status);
      if (res.status === 429)
        refusedBy.add((await cluster.servedBy(String(res.headers['x-request-id'])))!.name);
    }
    // Another client (127.0.0.3), same account, through the same nginx: not refused, because the instances
    // key on the client's address, not on nginx's.
    expect((await signIn('127.0.0.3', cluster.url, email, '203.0.113.250')).status).toBe(401);

    // An instance with TRUST_PROXY unset, reached directly: the forged header changes nothing, the socket's
    // address counts. LIMIT failures, then refused, whatever the header says; another address is not.
    const untrusting = await cluster.startDirect({ TRUST_PROXY: 'false' });
    const direct = `direct-${stamp}@example.com`;
    const directStatuses: number[] = [];
    for (let i = 0; i <= LIMIT; i++) {
      directStatuses.push((await signIn('127.0.0.2', untrusting.url, direct, `198.51.100.${i}`)).status);
    }
    expect(directStatuses).toEqual([...Array(LIMIT).fill(401), 429]);
    expect((await signIn('127.0.0.3', untrusting.url, direct, '198.51.100.250')).status).toBe(401);
  });

  it(
    'runs live mode as one setting with one refresher per round: on through one instance, on for all, one round',
    async () => {
      const [a, b, c] = cluster.instances as [Instance, Instance, Instance];
      const staff = await signInDirect(b.url);
      const liveCount = Number(
        (
          await query(pg.database.db, sql`select count(*)::int as n from currencies where deleted_at is null`)
        )[0]!.n,
      );
      const before = rateService.requests;
      type LiveState = { on: boolean; lastRunAt: string | null };
      const readStates = () =>
        Promise.all(
          [a, b, c].map(
            async (i) =>
              (await (await fetch(`${i.url}/api/liveMode`, { headers: staff })).json()) as LiveState,
          ),
        );
      const lastRunBefore = (await readStates())[0]!.lastRunAt;
      const looks = (i: Instance) => i.server.output().stdout.split(LOOKED_FOR_A_ROUND).length - 1;
      const looksBefore = [a, b, c].map(looks);
      const on = await fetch(`${b.url}/api/liveMode`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json', ...staff },
        body: JSON.stringify({ on: true }),
      });
      expect(on.status).toBe(200);
      // B claims the round as it switches on; A and C look for a due round every 5 s (logged at debug).
      // Wait for the round to end (every instance says when) and for each instance to have looked since the
      // switch: a look that took a second round would show as a second set of lookups below.
      await vi.waitFor(
        async () => {
          expect([a, b, c].map(looks).every((n, k) => n > looksBefore[k]!)).toBe(true);
          const runs = (await readStates()).map((s) => s.lastRunAt);
          expect(runs.every((at) => at !== null && at !== lastRunBefore)).toBe(true);
        },
        { timeout: 30_000, interval: 200 },
      );
      const states = await readStates();
      expect(states.map((s) => s.on)).toEqual([true, true, true]);
      const lastRuns = new Set(states.map((s) => s.lastRunAt));
      expect(lastRuns.size).toBe(1);
      expect([...lastRuns][0]).not.toBeNull();
      // One round: each live currency asked once, not once per instance.
      expect(rateService.requests - before).toBe(liveCount);
      const off = await fetch(`${c.url}/api/liveMode`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json', ...staff },
        body: JSON.stringify({ on: false }),
      });
      expect(((await off.json()) as { on: boolean }).on).toBe(false);
      console.info(`[cluster] live mode: one round of ${liveCount} lookups across 3 instances`);
    },
    SLOW,
  );

  it('holds the sign-in limit in total across the instances: the counters live in PostgreSQL', async () => {
    const email = `total-${Date.now().toString(36)}@example.com`;
    const statuses: number[] = [];
    const servedBy = new Set<string>();
    for (let i = 0; i < LIMIT + 3; i++) {
      const res = await requestFrom('127.0.0.4', `${cluster.url}/api/auth/signin`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password: 'wrong-password' }),
      });
      statuses.push(res.status);
      servedBy.add((await cluster.servedBy(String(res.headers['x-request-id'])))!.name);
    }
    // Round robin spread the tries over every instance, yet LIMIT failures in all were allowed, not LIMIT each.
    expect(servedBy.size).toBe(3);
    expect(statuses).toEqual([...Array(LIMIT).fill(401), 429, 429, 429]);
  });

  it(
    'loses no accepted order and duplicates no email when one instance is killed (SIGKILL) mid-burst',
    async () => {
      const stamp = Date.now().toString(36);
      const victim = cluster.instances[2]!;
      const keys: string[] = [];
      const accepted = new Map<string, { _id: string; Order_Id: string }>();
      const failures: string[] = [];
      let killedAfter = -1;
      const client = async () => {
        while (accepted.size < 90) {
          const key = `burst-${stamp}-${String(keys.length).padStart(4, '0')}`;
          keys.push(key);
          try {
            const res = await postOrder(cluster.url, key, 'Burst Order');
            if (res.status === 201)
              accepted.set(key, (await res.json()) as { _id: string; Order_Id: string });
            else failures.push(`${res.status}`);
          } catch (error) {
            failures.push(String(error));
          }
          if (failures.length > 200)
            throw new Error(`too many failed answers: ${failures.slice(-5).join(', ')}`);
          if (accepted.size >= 30 && killedAfter < 0) {
            killedAfter = accepted.size;
            victim.server.proc.kill('SIGKILL');
          }
        }
      };
      await Promise.all(Array.from({ length: 6 }, client));
      expect((await victim.server.exited).signal).toBe('SIGKILL');
      expect(accepted.size - killedAfter).toBeGreaterThanOrEqual(50);

      // Every client replays every key it sent, as the app's outbox does until it gets an answer: an answer
      // worth retrying (5xx, 429: under CI's load a database connection refused while the cluster fails over)
      // is tried again after the outbox's back-off, a final one is not.
      const replay = async (key: string) => {
        for (let failures = 1; ; failures++) {
          const res = await postOrder(cluster.url, key, 'Burst Order');
          if ((res.status < 500 && res.status !== 429) || failures >= REPLAY_TRIES) return res;
          await res.body?.cancel();
          await new Promise((r) => setTimeout(r, backoffDelay(failures, REPLAY_BACKOFF)));
        }
      };
      for (const key of keys) {
        const res = await replay(key);
        expect(res.status, `${key}: ${res.status === 201 ? '' : await res.clone().text()}`).toBe(201);
        const order = (await res.json()) as { _id: string; Order_Id: string };
        const before = accepted.get(key);
        if (before) expect(order).toMatchObject(before);
      }
      const db = pg.database.db;
      const perKey = await ordersPerKey(db);
      for (const key of keys) expect(perKey.get(key), key).toBe(1);
      expect(await halfWritten(db)).toEqual(NOTHING_HALF_WRITTEN);

      // The two instances left send every email; what the killed one had claimed stays leased to it (at most
      // one batch) until its lease runs out, then goes out with the same Message-ID. No email went twice.
      const mail = await emailsSettled(db);
      expect(mail.pending).toBe(0);
      expect(mail.leasedByTheDead).toBeLessThanOrEqual(MAIL_BATCH_SIZE);
      const received = smtp.received.map((m) => m.messageId);
      expect(new Set(received).size).toBe(received.length);
      const sentIds = new Set(mail.sentIds);
      for (const id of sentIds) expect(received).toContain(id);
      console.info(
        `[cluster] SIGKILL mid-burst: ${keys.length} keys, ${killedAfter} accepted before the kill, ${failures.length} failed answers (${[...new Set(failures)].join(', ')}), all replayed to one order each; ${sentIds.size} emails sent once, ${mail.leasedByTheDead} left leased to the killed instance`,
      );
    },
    SLOW,
  );
});

/** An SSE client; next() resolves with the version of the next `rates` event. */
/** Signs the staff login in on one instance; the headers its state-changing calls carry (session, CSRF). */
async function signInDirect(url: string): Promise<Record<string, string>> {
  const signIn = await fetch(`${url}/api/auth/signin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(STAFF),
  });
  expect(signIn.status).toBe(200);
  const cookies = new Map(
    signIn.headers.getSetCookie().map((c) => c.split(';')[0]!.split('=') as [string, string]),
  );
  return {
    cookie: `tm_session=${cookies.get('tm_session')}; tm_csrf=${cookies.get('tm_csrf')}`,
    'x-csrf-token': cookies.get('tm_csrf')!,
  };
}

async function liveClient(url: string) {
  const controller = new AbortController();
  const res = await fetch(`${url}/api/events`, { signal: controller.signal });
  expect(res.status).toBe(200);
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  return {
    async next(): Promise<string> {
      for (;;) {
        const match = /event: rates\ndata: (\{[^\n]*\})\n/.exec(buffer);
        if (match) {
          buffer = buffer.slice(match.index + match[0].length);
          return (JSON.parse(match[1]!) as { version: string }).version;
        }
        const { done, value } = await reader.read();
        if (done) throw new Error('the stream ended');
        buffer += decoder.decode(value, { stream: true });
      }
    },
    close: () => controller.abort(),
  };
}

/** Waits until no email is waiting to be sent, then says how the outbox stands. */
async function emailsSettled(db: TestDatabase['database']['db']) {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const rows = await query(db, sql`select message_id, status, lease_until from outbox_emails`);
    const pending = rows.filter((r) => r.status === 'pending').length;
    const sending = rows.filter((r) => r.status === 'sending');
    if ((pending === 0 && sending.length <= MAIL_BATCH_SIZE) || Date.now() > deadline) {
      return {
        pending,
        leasedByTheDead: sending.length,
        sentIds: rows.filter((r) => r.status === 'sent').map((r) => String(r.message_id)),
      };
    }
    await new Promise((r) => setTimeout(r, 100));
  }
}
