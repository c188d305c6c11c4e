import { mkdtempSync, rmSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, TEST_DRIVER, type TestDatabase } from '../support/test-db';
import { orderBody } from './helpers/db-checks';
import { startServerProcess } from './helpers/spawn-server';

/**
 * Issue 27: SIGTERM in the middle of a burst reset 19 requests that had been sent on kept-alive connections.
 * Here 16 clients keep sending, back to back on kept-alive connections, until the server is gone: every
 * request is answered (the last on each connection with Connection: close) or its new connection is refused;
 * none is reset, and the stop still ends within its 10 s.
 */
let dir: string;
let pg: TestDatabase | undefined;
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'tm-sigterm-'));
  if (TEST_DRIVER === 'postgres') pg = await createTestDatabase();
}, 120_000);
afterAll(async () => {
  await pg?.cleanup();
  rmSync(dir, { recursive: true, force: true });
});

type Outcome = { status: number; connection: string | undefined; afterStop: boolean } | { error: string };

function send(base: URL, agent: Agent, i: number, stopped: () => boolean): Promise<Outcome> {
  const order = i % 4 === 0;
  const body = order ? JSON.stringify(orderBody(`Burst ${i}`)) : undefined;
  return new Promise((resolve) => {
    const req = request(
      {
        host: base.hostname,
        port: base.port,
        agent,
        method: order ? 'POST' : 'GET',
        path: order ? '/api/Order' : '/api/currency',
        headers: body
          ? {
              'content-type': 'application/json',
              'content-length': String(Buffer.byteLength(body)),
              'idempotency-key': `sigterm-${process.pid}-${i}`,
            }
          : {},
      },
      (res) => {
        res.resume();
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, connection: res.headers.connection, afterStop: stopped() }),
        );
      },
    );
    req.on('error', (error: NodeJS.ErrnoException) => resolve({ error: error.code ?? error.message }));
    req.end(body);
  });
}

describe('SIGTERM during a burst', () => {
  it('answers every request already sent and resets none', async () => {
    const env: Record<string, string> = pg
      ? { DATABASE_URL: pg.url! }
      : { DATA_DIR: join(dir, 'data'), MAIL_DIR: join(dir, 'mail') };
    const server = await startServerProcess({
      ...env,
      ORDER_LIMIT_PER_IP_PER_HOUR: '0',
      ORDER_LIMIT_PER_EMAIL_PER_HOUR: '0',
    });
    const base = new URL(server.url);
    const agent = new Agent({ keepAlive: true, maxSockets: 16 });
    let stoppedAt = 0;
    const stopped = () => stoppedAt > 0;
    const outcomes: Outcome[] = [];
    let n = 0;
    const client = async () => {
      for (;;) {
        const outcome = await send(base, agent, n++, stopped);
        outcomes.push(outcome);
        if ('error' in outcome && stopped()) return;
      }
    };
    const clients = Array.from({ length: 16 }, client);
    // Stop once the burst is well under way (waited for by count, not by time).
    while (outcomes.length < 200) await new Promise((r) => setImmediate(r));
    stoppedAt = performance.now();
    server.proc.kill('SIGTERM');
    await Promise.all(clients);
    const exit = await server.exited;
    const stopMs = performance.now() - stoppedAt;
    agent.destroy();

    const errors = outcomes.flatMap((o) => ('error' in o ? [o.error] : []));
    // A new connection to a stopped listener is refused before anything is sent; nothing else may fail.
    expect(errors.filter((e) => e !== 'ECONNREFUSED')).toEqual([]);
    const answered = outcomes.filter((o): o is Extract<Outcome, { status: number }> => 'status' in o);
    // The server's own account of any 5xx (its error lines), so a failure says what went wrong.
    const serverErrors = server
      .output()
      .stdout.split('\n')
      .filter((line) => line.includes('"level":"error"'))
      .slice(0, 10)
      .join('\n');
    expect(
      answered.filter((o) => o.status >= 500),
      serverErrors,
    ).toEqual([]);
    // The answers given during the stop say the connection ends (the signal reaches the server a moment after
    // it is sent, so answers right after it may still be from before).
    expect(answered.filter((o) => o.afterStop && o.connection === 'close').length).toBeGreaterThan(0);
    expect(exit).toEqual({ code: 0, signal: null });
    expect(stopMs).toBeLessThan(10_000);
  }, 180_000);
});
