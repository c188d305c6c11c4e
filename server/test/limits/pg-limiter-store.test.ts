import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPostgresLimiterStore } from '../../src/http/pg-limiter-store';
import type { LimiterStore } from '../../src/http/limiter-store';
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
});
