import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../src/app';
import { writeFailureOf } from '../../src/db/errors';
import { seedCurrencies } from '../../src/db/seed';
import { testConfig } from '../../src/env';
import { SERVICE_UNAVAILABLE_MESSAGE } from '../../src/pipeline/error-handler';
import { createLogger } from '../../src/logger';
import { jsonRequest, testDeps } from '../support/test-app';
import { createTestDatabase, type TestDatabase } from '../support/test-db';
import { orderBody, tableCounts } from './helpers/db-checks';

/**
 * Issue 27: on a full disk /api/health stayed 200 while 1,446 orders got 500 internal. The fault is made in
 * the database itself: a trigger on the tables an order and the health probe write raises what PostgreSQL
 * raises when its disk is full (SQLSTATE 53100, "No space left on device") or read-only (25006), so the
 * error travels through the real driver of each project.
 */
let tdb: TestDatabase;
beforeAll(async () => {
  tdb = await createTestDatabase();
  await seedCurrencies(tdb.database.db);
});
afterAll(() => tdb.cleanup());

// An order's limiter counts go to rate_limit_windows (on PostgreSQL); the health probe writes write_probes.
const WRITTEN_TABLES = ['orders', 'rate_limit_windows', 'write_probes'];

async function breakWrites(state: string, message: string) {
  const db = tdb.database.db;
  await db.execute(
    sql.raw(`create or replace function guard_fail_write() returns trigger language plpgsql as $$
      begin raise exception using errcode = '${state}', message = '${message}'; end $$`),
  );
  for (const table of WRITTEN_TABLES) {
    await db.execute(
      sql.raw(`create or replace trigger guard_fail_write before insert or update or delete on ${table}
        for each statement execute function guard_fail_write()`),
    );
  }
}

async function mendWrites() {
  for (const table of WRITTEN_TABLES) {
    await tdb.database.db.execute(sql.raw(`drop trigger if exists guard_fail_write on ${table}`));
  }
}

function appWithLog() {
  const lines: Array<Record<string, unknown>> = [];
  const logger = createLogger('info', (line) => lines.push(JSON.parse(line) as Record<string, unknown>));
  const config = testConfig({ DATA_DIR: '/srv/travel-money/data' });
  return { app: createApp(testDeps(tdb.database, { logger, config })), lines };
}

let keys = 0;
const order = (app: ReturnType<typeof appWithLog>['app']) =>
  app.request(
    '/api/Order',
    jsonRequest(orderBody('Disk Full'), { 'idempotency-key': `disk-full-${++keys}` }),
  );

describe('when the machine cannot write', () => {
  it('answers orders 503 "try again" with Retry-After, logs the cause once, and is not ready until a write works', async () => {
    const { app, lines } = appWithLog();
    expect((await app.request('/api/health')).status).toBe(200);
    await breakWrites('53100', 'could not extend file "base/5/16384": No space left on device');
    try {
      const before = await tableCounts(tdb.database.db);
      for (let i = 0; i < 3; i++) {
        const res = await order(app);
        expect(res.status).toBe(503);
        expect(res.headers.get('retry-after')).toBe('5');
        expect(await res.json()).toEqual({
          error: { code: 'service_unavailable', message: SERVICE_UNAVAILABLE_MESSAGE },
        });
      }
      expect(await tableCounts(tdb.database.db)).toEqual(before);
      // Reads still work, but the instance says it is not ready: its probe write fails too.
      expect((await app.request('/api/currency')).status).toBe(200);
      const health = await app.request('/api/health');
      expect(health.status).toBe(503);
      expect(health.headers.get('retry-after')).toBe('5');

      const failing = lines.filter((l) => l.msg?.toString().startsWith('writes are failing'));
      expect(failing).toHaveLength(1);
      expect(failing[0]).toMatchObject({ level: 'error', cause: 'ENOSPC', where: '/srv/travel-money/data' });
      // Besides each request's own access line, that one line is all.
      expect(lines.filter((l) => l.level === 'error' && l.msg !== 'request')).toEqual(failing);
    } finally {
      await mendWrites();
    }
    // Space freed: the next health check's probe write works, and so do orders.
    expect((await app.request('/api/health')).status).toBe(200);
    expect(lines.filter((l) => l.msg === 'writes work again')).toHaveLength(1);
    expect((await order(app)).status).toBe(201);
  });

  it('treats a read-only database the same way', async () => {
    const { app, lines } = appWithLog();
    await breakWrites('25006', 'cannot execute INSERT in a read-only transaction');
    try {
      expect((await order(app)).status).toBe(503);
      expect((await app.request('/api/health')).status).toBe(503);
      expect(lines.find((l) => l.level === 'error')).toMatchObject({ cause: 'EROFS' });
    } finally {
      await mendWrites();
    }
    expect((await app.request('/api/health')).status).toBe(200);
  });
});

describe('writeFailureOf', () => {
  it('reads the cause from an errno, a SQLSTATE or the words, through wrapping', () => {
    const nodeWrite = Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' });
    expect(writeFailureOf(new Error('Failed query: insert …', { cause: nodeWrite }))).toBe('ENOSPC');
    expect(writeFailureOf({ code: '53100' })).toBe('ENOSPC');
    expect(
      writeFailureOf(new Error('could not write to file "pg_wal/xlogtemp.1": Read-only file system')),
    ).toBe('EROFS');
    expect(writeFailureOf(Object.assign(new Error('duplicate key'), { code: '23505' }))).toBeNull();
  });
});
