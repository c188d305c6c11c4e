import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ensureStaffLogin } from '../../src/auth/staff';
import { users } from '../../src/db/schema';
import { retryOnUniqueViolation } from '../../src/db/retry-on-conflict';
import { testConfig } from '../../src/env';
import { createTestDatabase, type TestDatabase } from '../support/test-db';

/**
 * Several instances started at once on a new database (npm run cluster, a deploy of N replicas) each make
 * the first staff login unless it exists. On PostgreSQL their transactions overlap: all but one used to stop
 * the server with a unique violation at start-up.
 */
let test: TestDatabase;
beforeAll(async () => {
  test = await createTestDatabase();
});
afterAll(() => test?.cleanup());

describe('first start of several instances at once', () => {
  it('makes one staff login, prints its password once, and no instance fails', async () => {
    const config = testConfig({ STAFF_PASSWORD: 'staff-pass-123' });
    const starts = await Promise.allSettled(
      Array.from({ length: 8 }, () =>
        retryOnUniqueViolation(() =>
          ensureStaffLogin({ db: test.database.db, config, clock: () => new Date() }),
        ),
      ),
    );
    expect(starts.filter((s) => s.status === 'rejected')).toEqual([]);
    const made = starts.flatMap((s) => (s.status === 'fulfilled' && s.value.staff ? [s.value.staff] : []));
    expect(made).toHaveLength(1);
    const boxes = starts.flatMap((s) => (s.status === 'fulfilled' && s.value.box ? [s.value.box] : []));
    expect(boxes).toHaveLength(1);
    expect(await test.database.db.select().from(users).where(eq(users.email, made[0]!.email))).toHaveLength(
      1,
    );
  });
});
