import { randomBytes } from 'node:crypto';
import type { TestProject } from 'vitest/node';
import { dropDatabase, onAdminDatabase } from './postgres-admin';

declare module 'vitest' {
  export interface ProvidedContext {
    /** What this run's PostgreSQL test databases are named after (support/test-db.ts). */
    testDatabasePrefix: string;
  }
}

/**
 * Vitest global setup of the server projects: a name prefix of this run's own for the PostgreSQL databases the
 * test files are lent (support/database-pool.ts), and, when the run ends, those databases dropped. A worker keeps
 * its databases from file to file until it ends, so no file knows it is the last to use one. The prefix keeps
 * two runs side by side (`npm test` runs the process-starting files in a vitest of their own) from dropping
 * each other's.
 */
export default function testDatabases(project: TestProject) {
  const prefix = `tm_test_${randomBytes(4).toString('hex')}_`;
  project.provide('testDatabasePrefix', prefix);
  return async function dropThisRunsDatabases() {
    if (!process.env.TEST_DATABASE_URL) return;
    await onAdminDatabase(async (admin) => {
      const found = await admin<{ datname: string }[]>`
        select datname from pg_database where starts_with(datname, ${prefix})`;
      for (const { datname } of found) await dropDatabase(admin, datname);
    });
  };
}
