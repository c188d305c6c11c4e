import { afterAll, beforeAll } from 'vitest';
import { randomBytes } from 'node:crypto';
import postgres from 'postgres';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import { MIGRATIONS_FOLDER, migrateDatabase, openDatabase } from '../../src/db/open';
import { seedCurrencies } from '../../src/db/seed';
import type { Database } from '../../src/db/types';
import { migratedPostgresTemplate, pgliteTemplate } from '../support/test-db';

/** Which driver this run proves: the server-pglite and server-postgres vitest projects set TEST_DRIVER. */
export const driver = process.env.TEST_DRIVER === 'postgres' ? 'postgres' : 'pglite';
export const adminUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/**
 * A database of its own for a test file: PGlite in memory, or a fresh PostgreSQL database (other suites
 * share the `test` database; LISTEN/NOTIFY channels and tables here must not meet theirs).
 */
export async function freshDatabase(): Promise<{
  url: string | undefined;
  open(): Promise<Database>;
  drop(): Promise<void>;
}> {
  if (driver === 'pglite') {
    let db: Database | null = null;
    return {
      url: undefined,
      async open() {
        db = await openDatabase({ pgliteTemplate: await pgliteTemplate() });
        await migrateDatabase(db);
        await seedCurrencies(db.db);
        return db;
      },
      async drop() {},
    };
  }
  const name = `tm_live_${randomBytes(6).toString('hex')}`;
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
  // A copy of the migrated template (support/test-db.ts); the migration in open() then finds nothing to do.
  await admin.unsafe(`create database ${name} template ${await migratedPostgresTemplate()}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  let first = true;
  return {
    url: url.toString(),
    async open() {
      const db = await openDatabase({ databaseUrl: url.toString(), max: 3 });
      if (first) {
        first = false;
        // This database is private to the file, so migrate it directly (no cross-instance lock needed).
        await migratePostgres(db.db as unknown as Parameters<typeof migratePostgres>[0], {
          migrationsFolder: MIGRATIONS_FOLDER,
        });
        await seedCurrencies(db.db);
      }
      return db;
    },
    async drop() {
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

/** Reads Server-Sent Events from a fetch Response, one parsed event at a time. */
export function sseReader(res: Response) {
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  const comments: string[] = [];
  // A read that lost the race against a timeout is kept for the next call, so no chunk is dropped.
  let pendingRead: ReturnType<typeof reader.read> | null = null;

  async function next(timeoutMs = 3000): Promise<{ event: string; data: string; retry?: number }> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const end = buffer.indexOf('\n\n');
      if (end >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const fields: Record<string, string> = {};
        let isComment = true;
        for (const line of block.split('\n')) {
          if (line.startsWith(':')) {
            comments.push(line);
            continue;
          }
          isComment = false;
          const i = line.indexOf(':');
          fields[line.slice(0, i)] = line.slice(i + 1).trimStart();
        }
        if (isComment) continue;
        return {
          event: fields.event ?? 'message',
          data: fields.data ?? '',
          ...(fields.retry ? { retry: Number(fields.retry) } : {}),
        };
      }
      const left = deadline - Date.now();
      if (left <= 0) throw new Error('no SSE event in time');
      pendingRead ??= reader.read();
      const chunk = await Promise.race([
        pendingRead,
        new Promise<never>((_, reject) => setTimeout(() => reject(new Error('no SSE event in time')), left)),
      ]);
      pendingRead = null;
      if (chunk.done) throw new Error('stream ended');
      buffer += decoder.decode(chunk.value, { stream: true });
    }
  }

  return { next, comments, close: () => reader.cancel() };
}

/**
 * Two API instances on one fresh database for the calling describe, each with its own bus. On PostgreSQL each
 * has its own connection and its bus its own LISTEN connection (`pgBus`); on PGlite (one process, one embedded
 * database) they share the database and one in-process bus (`memoryBus`), as main.ts wires it. Read the fields
 * inside tests; all is closed and dropped after them.
 */
export function twoInstances<Bus>(
  pgBus: (url: string) => Promise<Bus & { close(): Promise<void> }>,
  memoryBus: () => Bus,
) {
  const ctx = {} as { dbA: Database; dbB: Database; busA: Bus; busB: Bus };
  let fresh: Awaited<ReturnType<typeof freshDatabase>> | undefined;
  const closers: (() => Promise<void>)[] = [];
  beforeAll(async () => {
    fresh = await freshDatabase();
    const dbA = await fresh.open();
    ctx.dbA = ctx.dbB = dbA;
    if (driver === 'postgres') {
      const dbB = (ctx.dbB = await fresh.open());
      const a = await pgBus(fresh.url!);
      const b = await pgBus(fresh.url!);
      ctx.busA = a;
      ctx.busB = b;
      closers.push(
        () => a.close(),
        () => b.close(),
        () => dbB.close(),
      );
    } else {
      ctx.busA = ctx.busB = memoryBus();
    }
    closers.push(() => dbA.close());
  });
  afterAll(async () => {
    for (const close of closers) await close();
    await fresh?.drop();
  });
  return ctx;
}
