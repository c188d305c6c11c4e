import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listBackups } from '../../src/backup/backup-files';
import { openDatabase } from '../../src/db/open';
import type { Database } from '../../src/db/types';
import { orderBody } from '../reliability/helpers/db-checks';
import { startServerProcess, stopServerProcess } from '../reliability/helpers/spawn-server';
import { createTestDatabase, TEST_DRIVER, type TestDatabase } from '../support/test-db';
import { emptyPostgresDatabase, runCli } from './support';

/**
 * Issue 27's promise, end to end with the real processes: `npm run backup` while orders are being POSTed to
 * the running server, then `npm run restore` into a fresh target, then a server started on it, whose database
 * holds every order answered 201 before the backup began. On PGlite the running server makes the snapshot
 * (the command reaches it through the control socket); on PostgreSQL the command runs pg_dump.
 */
const SLOW = 420_000;
const WRITERS = 2;
let dir: string;
let source: TestDatabase | undefined;
let target: { url: string; drop(): Promise<void> } | undefined;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'travel-money-backup-load-'));
  if (TEST_DRIVER === 'postgres') {
    source = await createTestDatabase();
    target = await emptyPostgresDatabase();
  }
}, SLOW);
afterAll(async () => {
  await source?.cleanup();
  await target?.drop();
  rmSync(dir, { recursive: true, force: true });
});

/** Where the shop's data is (server and commands alike) before and after the restore. */
function configFor(which: 'source' | 'restored'): Record<string, string> {
  const common = {
    BACKUP_DIR: join(dir, 'backups'),
    MAIL_DIR: join(dir, `mail-${which}`),
    BACKUP_DAILY: 'false',
    ORDER_LIMIT_PER_IP_PER_HOUR: '0',
    ORDER_LIMIT_PER_EMAIL_PER_HOUR: '0',
    CUSTOMER_EMAILS_PER_HOUR: '0',
  };
  if (TEST_DRIVER === 'postgres') {
    return { ...common, DATABASE_URL: which === 'source' ? source!.url! : target!.url };
  }
  return { ...common, DATA_DIR: join(dir, `data-${which}`) };
}

async function openRestored(): Promise<Database> {
  if (TEST_DRIVER === 'postgres') return openDatabase({ databaseUrl: target!.url, max: 1 });
  return openDatabase({ pgliteDir: join(dir, 'data-restored', 'pglite') });
}

describe(`backup during a write load, restore, start (${TEST_DRIVER})`, () => {
  it(
    'keeps taking orders while the backup runs, and the restored server holds every order answered 201 before it began',
    async () => {
      const server = await startServerProcess(configFor('source'));
      const confirmed: string[] = [];
      let stop = false;
      let reached: () => void = () => {};
      const warmedUp = new Promise<void>((r) => (reached = r));
      const failures: string[] = [];
      const writer = async (w: number) => {
        for (let i = 0; !stop; i++) {
          const res = await fetch(`${server.url}/api/Order`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', 'idempotency-key': `backup-${w}-${i}` },
            body: JSON.stringify(orderBody(`Backup Load ${w}`)),
            // A server that stops answering fails the test rather than hanging it.
            signal: AbortSignal.timeout(60_000),
          });
          const body = (await res.json()) as { Order_Id?: string };
          if (res.status === 201 && body.Order_Id) confirmed.push(body.Order_Id);
          else failures.push(`${res.status} ${JSON.stringify(body)}`);
          if (confirmed.length >= 20) reached();
        }
      };
      const writers = Array.from({ length: WRITERS }, (_, w) => writer(w));
      let backup;
      let before: Set<string>;
      let duringBackup: number;
      try {
        await warmedUp;
        // Every order answered 201 by now was answered before the backup began.
        before = new Set(confirmed);
        const countAtStart = confirmed.length;
        backup = await runCli('backup', configFor('source'));
        duringBackup = confirmed.length - countAtStart;
      } finally {
        stop = true;
        // Every writer ends before the server is stopped, and the server is stopped whatever a writer met:
        // a rejected writer must not leave the server process running after the test.
        for (const ended of await Promise.allSettled(writers)) {
          if (ended.status === 'rejected') failures.push(String(ended.reason));
        }
        await stopServerProcess(server);
      }
      expect(backup.stderr).toBe('');
      expect(backup.code).toBe(0);
      expect(backup.stdout).toMatch(
        TEST_DRIVER === 'postgres' ? /Backup written by pg_dump/ : /Backup written by the running server/,
      );
      expect(failures).toEqual([]);
      // The server kept answering orders while the backup was made.
      expect(duringBackup).toBeGreaterThan(0);

      const files = listBackups(join(dir, 'backups'));
      expect(files).toHaveLength(1);
      const file = join(dir, 'backups', files[0]!);
      const restore = await runCli('restore', configFor('restored'), [file]);
      expect(restore.stderr).toBe('');
      expect(restore.code).toBe(0);
      expect(restore.stdout).toMatch(/^Restored .* \d+ orders/);
      const restored = await startServerProcess(configFor('restored'));
      try {
        expect((await fetch(`${restored.url}/api/health`)).status).toBe(200);
        const currencies = await fetch(`${restored.url}/api/currency`);
        expect(currencies.status).toBe(200);
      } finally {
        await stopServerProcess(restored);
      }
      const database = await openRestored();
      try {
        const rows = await database.raw<{ n: string }>('select order_number as n from orders', []);
        const held = new Set(rows.map((r) => r.n));
        const missing = [...before].filter((n) => !held.has(n));
        expect(missing).toEqual([]);
        expect(before.size).toBeGreaterThanOrEqual(20);
      } finally {
        await database.close();
      }
    },
    SLOW,
  );
});
