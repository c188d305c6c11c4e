import { createTestDatabase } from '../support/test-db';
import { authApp } from '../auth/support';

/**
 * A seeded app on a database of its own, whose clock moves a minute per reading: rate limits never hide a
 * handler from the fuzzer, and every request still sees a valid time.
 */
export async function fuzzApp() {
  const test = await createTestDatabase();
  let t = Date.parse('2026-11-02T10:30:00Z');
  const built = await authApp(test.database, {}, { clock: () => new Date((t += 61_000)) });
  return { test, ...built };
}
