import { configDefaults, defineConfig } from 'vitest/config';

/**
 * One run covers every workspace. The API suites run twice: on embedded PGlite always, and on PostgreSQL
 * when TEST_DATABASE_URL is set (CI sets it), so both drivers are proven by the same tests.
 */
const withPostgres = Boolean(process.env.TEST_DATABASE_URL);

/**
 * How long one test of the non-server projects may take before it fails: vitest's 5 s default was passed by
 * CPU-heavy tests (the prerender of four pages, 5.1 s) in a CI run on a slower 2-core machine with every job
 * sharing the cores. A limit only bounds a failure; no test waits for it.
 */
const testTimeout = 20_000;

/** A workspace's own tests (not the server's): its test/ folder, modules kept between files, 20 s a test. */
function workspace(name: string, root: string, options: Record<string, unknown> = {}) {
  return {
    test: { name, root, include: ['test/**/*.test.ts'], isolate: false, testTimeout, ...options },
  };
}

/**
 * The server files that start real server and command processes (each a PGlite or pool of its own): one at a
 * time, per driver. Among the other files' workers on two cores they once passed their timeouts (backup under
 * load: 118 s alone, over 420 s in the crowd, before the backup's zlib work was split up and the starts used
 * the bundle) and a stuck one left its server running after the run. `npx vitest run` runs them after
 * everything else; `npm test` runs them in a vitest of their own beside the browser tests (scripts/test.mjs):
 * 96 s there, inside every timeout.
 */
const PROCESS_FILES = [
  'test/backup/backup-under-load.test.ts',
  'test/reliability/graceful-stop.test.ts',
  'test/reliability/process-crash.test.ts',
  'test/reliability/sigterm-burst.test.ts',
  'test/reliability/start-disk-full.test.ts',
];

/** One driver's server suites: the files run together (group 0), then its process files one at a time. */
function serverProjects(driver: 'pglite' | 'postgres', order: number, exclude: string[] = []) {
  const common = {
    root: 'server',
    env: { TEST_DRIVER: driver },
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Each file in a fresh module graph loaded the whole server again (tsx, drizzle, hono, PGlite's glue): half
    // of the suites' CPU. The files share no module state that matters (every app, database and clock is
    // made per file), so a worker keeps its modules between files: PGlite 142 s → 61 s, PostgreSQL 83 s →
    // 36 s, 435 → 178 CPU-s on two cores.
    isolate: false,
    // The server bundle the process-starting tests run, built once before any file (when stale); the name of
    // this run's PostgreSQL test databases, and their removal at its end.
    globalSetup: ['test/support/server-bundle.setup.ts', 'test/support/test-databases.setup.ts'],
  };
  return [
    {
      test: {
        ...common,
        name: `server-${driver}`,
        include: ['test/**/*.test.ts'],
        exclude: [...configDefaults.exclude, ...exclude, ...PROCESS_FILES],
      },
    },
    {
      test: {
        ...common,
        name: `server-${driver}-processes`,
        include: PROCESS_FILES,
        fileParallelism: false,
        sequence: { groupOrder: order },
      },
    },
  ];
}

export default defineConfig({
  test: {
    // More workers than the two cores CI has: many server files spend most of their time waiting (timers,
    // sockets, child processes, database round trips), and overlapping them took the server suite on PGlite
    // from 225 s to 136 s on the 2-core machine.
    maxWorkers: 4,
    projects: [
      // A file's modules are plain functions and fakes made per test: a worker keeps them between files
      // (isolate: false), 14 s → 7 s outside ui and the server (below).
      workspace('core', 'packages/core'),
      workspace('offline', 'packages/offline', { setupFiles: ['fake-indexeddb/auto'] }),
      workspace('ui', 'packages/ui', {
        include: ['test/**/*.test.{ts,tsx}'],
        environment: 'happy-dom',
        // A new DOM for every file was half of ui's CPU (159 CPU-s, 81 s on two cores): a worker keeps its
        // window, and each file starts from a fresh page and fresh modules (test/fresh-page-each-file.ts), its
        // own fake network (test/fake-api-each-file.ts): 56 CPU-s, 30 s.
        setupFiles: ['test/fresh-page-each-file.ts', 'test/no-network.ts', 'test/fake-api-each-file.ts'],
      }),
      workspace('pwa', 'apps/pwa'),
      // The repository's own tooling (scripts/*.mjs), e.g. the benchmark's history.
      workspace('scripts', 'scripts', { include: ['test/**/*.test.mjs'] }),
      workspace('kiosk', 'apps/kiosk'),
      // Several server processes behind nginx need PostgreSQL: one PGlite folder takes one process.
      ...serverProjects('pglite', 1, ['test/cluster/**']),
      ...(withPostgres ? serverProjects('postgres', 2) : []),
    ],
  },
});
