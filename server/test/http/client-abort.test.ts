import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createLogger } from '../../src/logger';
import { createTestDatabase, type TestDatabase } from '../support/test-db';
import { listen } from '../support/http-helpers';
import { authApp } from '../auth/support';

/**
 * Issue 14.7: a client that hangs up mid-body was answered 503 and logged as "database unavailable" (its
 * ECONNRESET looked like a database fault). It is a client abort: logged at debug, no warning, no 503.
 */
let tdb: TestDatabase;
const lines: Array<Record<string, unknown>> = [];

beforeAll(async () => {
  tdb = await createTestDatabase();
});
afterAll(() => tdb.cleanup());

/** Sends the headers and a little of a body announced as 1,000 bytes, then hangs up. */
function hangUpMidBody(port: number, path: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => {
      socket.write(
        `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"Name":"Ada`,
        () => {
          socket.destroy();
          resolve();
        },
      );
    });
    socket.on('error', reject);
  });
}

describe('a client that aborts mid-body', () => {
  it('is logged at debug as an abort, never as the database being unavailable', async () => {
    const logger = createLogger('debug', (line) => lines.push(JSON.parse(line) as Record<string, unknown>));
    const { app } = await authApp(tdb.database, {}, { logger });
    const server = await listen(app.fetch);
    try {
      for (const path of ['/api/Order', '/api/contact']) await hangUpMidBody(server.port, path);
      await vi.waitFor(() => expect(lines.filter((l) => l.msg === 'request')).toHaveLength(2), {
        timeout: 10_000,
        interval: 20,
      });
    } finally {
      await server.close();
    }
    expect(lines.filter((l) => l.msg === 'database unavailable')).toEqual([]);
    expect(lines.filter((l) => l.level === 'warn' || l.level === 'error')).toEqual([]);
    expect(lines.filter((l) => l.msg === 'client aborted the request').map((l) => l.level)).toEqual([
      'debug',
      'debug',
    ]);
    expect(lines.filter((l) => l.msg === 'request').map((l) => l.status)).toEqual([400, 400]);
  });
});
