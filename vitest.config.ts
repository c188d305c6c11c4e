import { configDefaults, defineConfig } from 'vitest/config';

/**
 * One run covers every workspace. The API suites run twice: on embedded PGlite always, and on PostgreSQL
 * when TEST_DATABASE_URL is set (CI sets it), so both drivers are proven by the same tests.
 */
const withPostgres = Boolean(process.env.TEST_DATABASE_URL);

export default defineConfig({
  test: {
    // More workers than the two cores CI has: many server files spend most of their time waiting (timers,
    // sockets, child processes, database round trips), and overlapping them took the server suite on PGlite
    // from 225 s to 136 s on the 2-core machine.
    maxWorkers: 4,
    projects: [
      { test: { name: 'core', root: 'packages/core', include: ['test/**/*.test.ts'] } },
      {
        test: {
          name: 'offline',
          root: 'packages/offline',
          include: ['test/**/*.test.ts'],
          setupFiles: ['fake-indexeddb/auto'],
        },
      },
      {
        test: {
          name: 'ui',
          root: 'packages/ui',
          include: ['test/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
          setupFiles: ['test/no-network.ts'],
        },
      },
      { test: { name: 'pwa', root: 'apps/pwa', include: ['test/**/*.test.ts'] } },
      // The repository's own tooling (scripts/*.mjs), e.g. the benchmark's history.
      { test: { name: 'scripts', root: 'scripts', include: ['test/**/*.test.mjs'] } },
      { test: { name: 'kiosk', root: 'apps/kiosk', include: ['test/**/*.test.ts'] } },
      {
        test: {
          name: 'server-pglite',
          root: 'server',
          include: ['test/**/*.test.ts'],
          // Several server processes behind nginx need PostgreSQL: one PGlite folder takes one process.
          exclude: [...configDefaults.exclude, 'test/cluster/**'],
          env: { TEST_DRIVER: 'pglite' },
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      ...(withPostgres
        ? [
            {
              test: {
                name: 'server-postgres',
                root: 'server',
                include: ['test/**/*.test.ts'],
                env: { TEST_DRIVER: 'postgres' },
                testTimeout: 30_000,
                hookTimeout: 60_000,
              },
            },
          ]
        : []),
    ],
  },
});
