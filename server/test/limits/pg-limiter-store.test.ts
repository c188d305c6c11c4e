import { sql } from 'drizzle-orm';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createPostgresLimiterStore } from '../../src/http/pg-limiter-store';
import type { LimiterStore } from '../../src/http/limiter-store';
import type { RawQuery } from '../../src/db/raw';
import { createTestDatabase, type TestDatabase } from '../support/test-db';

let tdb: TestDatabase;
let store: LimiterStore;
const now = new Date('2026-11-02T10:30:00.000Z');
const MINUTE = 60_000;

beforeAll(async () => {
  tdb = await createTestDatabase();
  store = createPostgresLimiterStore(tdb.database.raw);
});
afterAll(() => tdb.cleanup());

describe('rate-limit counters in the database (shared by every instance)', () => {
  it('lets exactly the limit through when 100 hits race', async () => {
    const hits = await Promise.all(
      Array.from({ length: 100 }, () => store.hit('signin:ip:203.0.113.9', 10, MINUTE, now)),
    );
    expect(hits.filter((h) => h.allowed)).toHaveLength(10);
    for (const refused of hits.filter((h) => !h.allowed)) {
      expect(refused).toEqual({ allowed: false, count: 10, resetAt: now.getTime() + MINUTE });
    }
  });

  it('starts a new window once the old one ends, and gives a hit back only in its own window', async () => {
    const key = 'order:account:a@b.co';
    const first = await store.hit(key, 1, MINUTE, now);
    expect(first).toEqual({ allowed: true, count: 1, resetAt: now.getTime() + MINUTE });
    expect((await store.hit(key, 1, MINUTE, now)).allowed).toBe(false);
    await store.undo(key, first.resetAt);
    expect((await store.hit(key, 1, MINUTE, now)).allowed).toBe(true);

    const later = new Date(now.getTime() + MINUTE);
    await store.undo(key, later.getTime() + MINUTE); // not its window: nothing changes
    const next = await store.hit(key, 1, MINUTE, later);
    expect(next).toEqual({ allowed: true, count: 1, resetAt: later.getTime() + MINUTE });
    await store.undo(key, first.resetAt); // an ended window: nothing changes
    expect((await store.hit(key, 1, MINUTE, later)).allowed).toBe(false);
  });

  it('holds the limit in total across instances, each settling its hits in batches', async () => {
    const instances = [
      createPostgresLimiterStore(tdb.database.raw),
      createPostgresLimiterStore(tdb.database.raw),
    ];
    const hits = await Promise.all(
      Array.from({ length: 60 }, (_, i) => instances[i % 2]!.hit('box:ip:198.51.100.7', 10, MINUTE, now)),
    );
    expect(hits.filter((h) => h.allowed)).toHaveLength(10);
    expect(hits.filter((h) => h.allowed).map((h) => h.count)).toEqual(
      expect.arrayContaining([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]),
    );
  });

  it('counts a batch of hits on one key in the order they came, and a give-back frees one place', async () => {
    const key = 'signin:ip+account:203.0.113.1|staff@test.local';
    const windowEnd = now.getTime() + MINUTE;
    // Asked for in one turn, so they share a batch: the first two get in, numbered as they came.
    const hits = await Promise.all(Array.from({ length: 4 }, () => store.hit(key, 2, MINUTE, now)));
    expect(hits).toEqual([
      { allowed: true, count: 1, resetAt: windowEnd },
      { allowed: true, count: 2, resetAt: windowEnd },
      { allowed: false, count: 2, resetAt: windowEnd },
      { allowed: false, count: 2, resetAt: windowEnd },
    ]);
    await store.undo(key, windowEnd);
    const again = await Promise.all([store.hit(key, 2, MINUTE, now), store.hit(key, 2, MINUTE, now)]);
    expect(again.map((h) => h.allowed)).toEqual([true, false]);
  });

  it('keeps separate keys apart in one batch, and a refused hit counts nothing', async () => {
    const [a, b, c] = await Promise.all([
      store.hit('order:ip:192.0.2.1', 1, MINUTE, now),
      store.hit('order:ip:192.0.2.2', 1, MINUTE, now),
      store.hit('order:ip:192.0.2.1', 1, MINUTE, now),
    ]);
    expect([a?.allowed, b?.allowed, c?.allowed]).toEqual([true, true, false]);
    const stored = await tdb.database.db.execute(
      sql`select key, count from rate_limit_windows where key like 'order:ip:192.0.2.%' order by key`,
    );
    const rows = Array.isArray(stored) ? stored : (stored as { rows: unknown[] }).rows;
    expect(rows.map((r) => Number((r as { count: number }).count))).toEqual([1, 1]);
  });

  it('sweeps ended windows beside the batches: a slow sweep holds up no hit', async () => {
    // Windows that ended an hour ago, for the sweep to find.
    const old = new Date(now.getTime() - 60 * MINUTE);
    await Promise.all(Array.from({ length: 3 }, (_, i) => store.hit(`sweep:old:${i}`, 5, MINUTE, old)));
    let openSweep = () => {};
    const held = new Promise<void>((resolve) => (openSweep = resolve));
    const sweeps: string[] = [];
    const raw: RawQuery = async (text, params) => {
      if (/^\s*delete from rate_limit_windows where key in/.test(text)) {
        sweeps.push(text);
        await held;
      }
      return tdb.database.raw(text, params);
    };
    const slowSweeper = createPostgresLimiterStore(raw);
    // 1,000 hits fill one batch and start a sweep, which is held.
    await Promise.all(
      Array.from({ length: 1000 }, (_, i) => slowSweeper.hit(`sweep:new:${i}`, 5, MINUTE, now)),
    );
    await vi.waitFor(() => expect(sweeps).toHaveLength(1));
    // Hits go on being counted while it is held (awaited between batches, this one waited for it).
    const next = slowSweeper.hit('sweep:after', 5, MINUTE, now);
    const settled = await Promise.race([next, sleep(5_000, 'still waiting')]);
    expect(settled).toEqual({ allowed: true, count: 1, resetAt: now.getTime() + MINUTE });
    openSweep();
    await expect.poll(() => countKeys('sweep:old:%')).toBe(0);
    expect(await countKeys('sweep:new:%')).toBe(1000);
  });
});

async function countKeys(pattern: string): Promise<number> {
  const result = await tdb.database.raw<{ n: string }>(
    'select count(*)::text as n from rate_limit_windows where key like $1',
    [pattern],
  );
  return Number(result[0]?.n);
}
