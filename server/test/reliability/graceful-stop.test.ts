import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { acceptsConnections } from '../../src/cluster/server-process';
import { LOCK_FILE_NAME } from '../../src/db/folder-lock';
import { openDatabase } from '../../src/db/open';
import type { Database } from '../../src/db/types';
import { createTestDatabase, TEST_DRIVER, type TestDatabase } from '../support/test-db';
import { halfWritten, NOTHING_HALF_WRITTEN, orderBody, ordersPerKey, query } from './helpers/db-checks';
import { createSmtpSink, freePort } from './helpers/smtp-sink';
import { startServerProcess, type ChildServer } from './helpers/spawn-server';

/**
 * SIGTERM to the real server (server/src/main.ts in its own process) while it has a request in flight, an
 * SSE client connected and an email half sent. It must stop taking connections, answer the request, end the
 * stream with a reconnect hint, finish the send and record it, give back the emails it had not started,
 * release its database and folder lock, and exit 0 within 10 s.
 */
const SLOW = 120_000;
let dir: string;
let pg: TestDatabase | undefined;
let env: Record<string, string>;
const smtpPort = await freePort();
const smtp = createSmtpSink(smtpPort);

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'tm-graceful-'));
  await smtp.start();
  // One email at a time, so "the send in progress" is one email and the rest of its batch is given back
  // (several at once: server/test/mail/worker.test.ts).
  const common = {
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    LOG_LEVEL: 'debug',
    MAIL_SEND_CONCURRENCY: '1',
  };
  if (TEST_DRIVER === 'postgres') {
    pg = await createTestDatabase();
    env = { ...common, DATABASE_URL: pg.url! };
  } else {
    env = { ...common, DATA_DIR: join(dir, 'data') };
  }
}, SLOW);
afterAll(async () => {
  await smtp.stop();
  await pg?.cleanup();
  rmSync(dir, { recursive: true, force: true });
});

const orderHeaders = (key: string) => ({ 'content-type': 'application/json', 'idempotency-key': key });

/**
 * An order whose headers the server has read (it answered 100 Continue) but whose body is not sent yet: a
 * request provably in flight. send() delivers the body and resolves with the answer.
 */
async function orderInFlight(url: string, key: string) {
  const body = JSON.stringify(orderBody('Graceful Stop'));
  const { hostname, port } = new URL(url);
  const req = httpRequest({
    host: hostname,
    port,
    method: 'POST',
    path: '/api/Order',
    headers: {
      ...orderHeaders(key),
      'content-length': String(Buffer.byteLength(body)),
      expect: '100-continue',
    },
    agent: false,
  });
  const answer = new Promise<{ status: number; headers: IncomingHttpHeaders; body: string }>(
    (resolve, reject) => {
      req.once('error', reject);
      req.once('response', (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.once('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text }));
      });
    },
  );
  answer.catch(() => {});
  await new Promise<void>((resolve, reject) => {
    req.once('continue', resolve);
    req.once('error', reject);
  });
  return {
    send() {
      req.end(body);
      return answer;
    },
  };
}

/** A live-updates client: resolves `first` on the first event, `ended` with all it read once the stream ends. */
async function sseClient(url: string) {
  const res = await fetch(`${url}/api/events`, { headers: { accept: 'text/event-stream' } });
  expect(res.status).toBe(200);
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  let text = '';
  let sawFirst!: () => void;
  const first = new Promise<void>((resolve) => (sawFirst = resolve));
  const ended = (async () => {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return text;
      text += decoder.decode(value, { stream: true });
      if (text.includes('\n\n')) sawFirst();
    }
  })();
  return { first, ended };
}

/** The data the server wrote, opened after it stopped (PGlite folder) or beside it (PostgreSQL). */
async function openData(): Promise<Database> {
  if (pg) return pg.database;
  return openDatabase({ pgliteDir: join(dir, 'data', 'pglite') });
}

describe('SIGTERM with work in progress', () => {
  it(
    'finishes the request in flight, ends SSE with a retry hint, finishes the email being sent, releases everything and exits 0 within 10 s',
    async () => {
      const stamp = Date.now().toString(36);
      // An order whose two emails the worker claims; the sink holds the first send open.
      const send = smtp.holdNext();
      const server: ChildServer = await startServerProcess(env);
      const port = Number(new URL(server.url).port);
      const placed = await fetch(`${server.url}/api/Order`, {
        method: 'POST',
        headers: orderHeaders(`graceful-${stamp}-before`),
        body: JSON.stringify(orderBody('Before Stop')),
      });
      expect(placed.status).toBe(201);
      await send.started;

      const live = await sseClient(server.url);
      await live.first;
      const inFlight = await orderInFlight(server.url, `graceful-${stamp}-inflight`);

      const t0 = performance.now();
      server.proc.kill('SIGTERM');

      // The stream ends with a short reconnect delay, and by then nobody new gets in.
      const streamed = await live.ended;
      expect(streamed).toMatch(/\nretry: 1000\n\n$/);
      expect(await acceptsConnections(port)).toBe(false);

      // The request in flight is answered in full, and its connection is not kept for another.
      const answer = await inFlight.send();
      expect(answer.status).toBe(201);
      expect(answer.headers.connection).toBe('close');
      const order = JSON.parse(answer.body) as { Order_Id: string };
      expect(order.Order_Id).toMatch(/^\d+$/);

      // The email being sent is finished; only then does the process end, on its own, in time. It is let
      // through once the stop has reached the mail worker (the step before it is done): the other emails,
      // queued on the mail sender thread behind the held one, are handed back rather than sent during the stop.
      await vi.waitFor(() => expect(server.output().stdout).toContain('"step":"order expiry"'), {
        timeout: 5000,
      });
      send.release();
      const exit = await server.exited;
      const stopMs = performance.now() - t0;
      expect(exit).toEqual({ code: 0, signal: null });
      expect(stopMs).toBeLessThan(10_000);
      const { stdout } = server.output();
      // Each step ran, in this order, and none failed: the database (pool or PGlite) is closed and the folder
      // lock released by the process itself, not left to the operating system.
      const steps = [...stdout.matchAll(/"msg":"stop step done","step":"([^"]+)"/g)].map((m) => m[1]);
      expect(steps).toEqual([
        'http',
        'live mode',
        ...(pg ? [] : ['backup control socket']),
        'daily backup',
        'rate history retention',
        'branch digest',
        'order expiry',
        'mail worker',
        'mail transport',
        ...(pg ? ['order status bus', 'rate bus'] : []),
        'database',
        ...(pg ? [] : ['data folder lock']),
      ]);
      expect(stdout).toContain('"msg":"stopped"');
      expect(stdout).not.toContain('shutdown step failed');
      expect(stdout).not.toContain('were cut');

      const data = await openData();
      try {
        const perKey = await ordersPerKey(data.db);
        expect(perKey.get(`graceful-${stamp}-before`)).toBe(1);
        expect(perKey.get(`graceful-${stamp}-inflight`)).toBe(1);
        expect(await halfWritten(data.db)).toEqual(NOTHING_HALF_WRITTEN);
        // One email went out, once, and is recorded as sent; none is left leased to the stopped process.
        expect(smtp.received).toHaveLength(1);
        const emails = await query(
          data.db,
          sql`select message_id, status, lease_until, attempts from outbox_emails order by id`,
        );
        expect(emails.map((e) => e.status)).toEqual(['sent', 'pending', 'pending', 'pending']);
        expect(emails[0]!.message_id).toBe(smtp.received[0]!.messageId);
        for (const e of emails.slice(1)) expect(e).toMatchObject({ lease_until: null, attempts: 0 });
        if (!pg) expect(existsSync(join(dir, 'data', LOCK_FILE_NAME))).toBe(false);
      } finally {
        if (!pg) await data.close();
      }
      console.info(
        `[reliability] graceful stop (${TEST_DRIVER}): SIGTERM to exit ${Math.round(stopMs)} ms with a request in flight, an SSE client and an email being sent`,
      );
    },
    SLOW,
  );
});
