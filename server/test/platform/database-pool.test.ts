import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/db/open';
import type { Database } from '../../src/db/types';
import { createTestDatabase } from '../support/test-db';

/**
 * The test files' databases are lent from a pool (support/database-pool.ts) rather than made for each file.
 * These prove a file never sees what the last one left: its rows, its sequences, its triggers, or the last
 * file's code still running. The database given back last is lent first, so a lease right after another's end
 * is the same one: the same PostgreSQL database, or the same PGlite instance, whose transaction counter only
 * grows.
 */
/** A file's database; its close() gives it back, as the file's cleanup() does. */
const lend = async () => (await createTestDatabase()).database;

async function sameAs(database: Database): Promise<string> {
  const [row] = await database.raw<{ name: string; xid: string }>(
    'select current_database() as name, txid_current()::text as xid',
    [],
  );
  return database.driver === 'postgres' ? row!.name : row!.xid;
}

/** On PostgreSQL the same name; on PGlite a transaction counter that went on from where the last one left. */
async function expectSame(database: Database, before: string) {
  const now = await sameAs(database);
  if (database.driver === 'postgres') expect(now).toBe(before);
  else expect(Number(now)).toBeGreaterThan(Number(before));
}

async function auditIds(database: Database): Promise<string[]> {
  const rows = await database.raw<{ id: string }>(
    `insert into audit_log (actor, action, entity, entity_id) values ('t', 'a', 'e', '1') returning id::text as id`,
    [],
  );
  return rows.map((r) => r.id);
}

const branches = (database: Database) =>
  database.raw<{ slug: string; phone: string }>('select slug, phone from branches order by slug', []);

describe('test database pool', () => {
  it('lends an instance again with the template content: rows gone, the migrations’ rows back, sequences restarted', async () => {
    const first = await lend();
    const templateBranches = await branches(first);
    expect(templateBranches.map((b) => b.slug)).toEqual(['Dagenham']);
    const firstAudit = await auditIds(first);
    await auditIds(first);
    await first.raw(`update branches set phone = '000'`, []);
    await first.raw(
      `insert into branches (slug, name, address_lines, phone, hours) values ('X', 'X', '{}', '1', '[]')`,
      [],
    );
    const firstIs = await sameAs(first);
    await first.close();

    const second = await lend();
    try {
      await expectSame(second, firstIs);
      expect(await branches(second)).toEqual(templateBranches);
      expect(await auditIds(second)).toEqual(firstAudit);
    } finally {
      await second.close();
    }
  });

  it('a lease ended is refused, so work a file left running cannot write into the next file’s data', async () => {
    const tdb = await createTestDatabase();
    const lease = tdb.database;
    // On PostgreSQL a file may open connections of its own beside the lease (a second app's pool).
    const beside = tdb.url ? await openDatabase({ databaseUrl: tdb.url, max: 1 }) : null;
    const [besideBackend] = beside
      ? await beside.raw<{ pid: number }>('select pg_backend_pid() as pid', [])
      : [];
    await lease.close();
    await expect(async () => lease.raw('select 1', [])).rejects.toThrow(TypeError);
    // drizzle wraps what the client threw.
    await expect(lease.db.execute(sql`select 1`)).rejects.toMatchObject({ cause: expect.any(TypeError) });
    const next = await lend();
    try {
      expect(await next.raw('select 1 as one', [])).toEqual([{ one: 1 }]);
      // ...and those were ended when the lease was given back: a listener there hears nothing more.
      if (besideBackend) {
        const backends = await next.raw<{ pid: number }>(
          'select pid from pg_stat_activity where datname = current_database()',
          [],
        );
        expect(backends.map((b) => b.pid)).not.toContain(besideBackend.pid);
      }
    } finally {
      await next.close();
      await beside?.close();
    }
  });

  it('does not lend again an instance whose schema a file changed, nor one a file closed', async () => {
    const changed = await lend();
    await changed.raw('create table left_behind (id int)', []);
    await changed.close();
    const afterChange = await lend();
    try {
      // Emptying the tables would have kept the table: the changed instance was not lent again.
      expect(await afterChange.raw(`select to_regclass('left_behind') as t`, [])).toEqual([{ t: null }]);
    } finally {
      await afterChange.close();
    }

    const closing = await lend();
    if (closing.driver === 'pglite') await closing.client.close();
    else await closing.client.end();
    await closing.close();
    const afterClose = await lend();
    try {
      expect(await branches(afterClose)).toHaveLength(1);
    } finally {
      await afterClose.close();
    }
  });
});
