import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/types';
import { leasePglite } from '../support/pglite-pool';
import { pgliteTemplate } from '../support/test-db';

/**
 * The test files' PGlite databases are lent from a pool (support/pglite-pool.ts) rather than opened for each
 * file. These prove a file never sees what the last one left: its rows, its sequences, its triggers, or the
 * last file's code still running. The instance taken last is lent first, so a lease right after another's end
 * is the same instance; its transaction counter, which only grows, shows that.
 */
async function transactionId(database: Database): Promise<number> {
  const [row] = await database.raw<{ id: string }>('select txid_current()::text as id', []);
  return Number(row!.id);
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

describe('PGlite test pool', () => {
  it('lends an instance again with the template content: rows gone, the migrations’ rows back, sequences restarted', async () => {
    const first = await leasePglite(pgliteTemplate);
    const templateBranches = await branches(first);
    expect(templateBranches.map((b) => b.slug)).toEqual(['Dagenham']);
    const firstAudit = await auditIds(first);
    await auditIds(first);
    await first.raw(`update branches set phone = '000'`, []);
    await first.raw(
      `insert into branches (slug, name, address_lines, phone, hours) values ('X', 'X', '{}', '1', '[]')`,
      [],
    );
    const usedUpTo = await transactionId(first);
    await first.close();

    const second = await leasePglite(pgliteTemplate);
    try {
      expect(await transactionId(second)).toBeGreaterThan(usedUpTo); // the same instance, lent again
      expect(await branches(second)).toEqual(templateBranches);
      expect(await auditIds(second)).toEqual(firstAudit);
    } finally {
      await second.close();
    }
  });

  it('a lease ended is refused, so work a file left running cannot write into the next file’s data', async () => {
    const lease = await leasePglite(pgliteTemplate);
    await lease.close();
    await expect(async () => lease.raw('select 1', [])).rejects.toThrow(TypeError);
    // drizzle wraps what the client threw.
    await expect(lease.db.execute(sql`select 1`)).rejects.toMatchObject({ cause: expect.any(TypeError) });
    const next = await leasePglite(pgliteTemplate);
    try {
      expect(await next.raw('select 1 as one', [])).toEqual([{ one: 1 }]);
    } finally {
      await next.close();
    }
  });

  it('does not lend again an instance whose schema a file changed, nor one a file closed', async () => {
    const changed = await leasePglite(pgliteTemplate);
    await changed.raw('create table left_behind (id int)', []);
    await changed.close();
    const afterChange = await leasePglite(pgliteTemplate);
    try {
      // Emptying the tables would have kept the table: the changed instance was not lent again.
      expect(await afterChange.raw(`select to_regclass('left_behind') as t`, [])).toEqual([{ t: null }]);
    } finally {
      await afterChange.close();
    }

    const closing = await leasePglite(pgliteTemplate);
    if (closing.driver !== 'pglite') throw new Error('the pool lends PGlite');
    await closing.client.close();
    await closing.close();
    const afterClose = await leasePglite(pgliteTemplate);
    try {
      expect(await branches(afterClose)).toHaveLength(1);
    } finally {
      await afterClose.close();
    }
  });
});
