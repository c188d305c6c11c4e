import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { TEST_CHROMIUM, TEST_CHROMIUM_FLAGS } from './scripts/chromium.mjs';
import type { E2eServerInfo } from './e2e/server-info';

/**
 * Two web servers (e2e/server.ts: fake rate service + real API on a fresh PGlite + the built PWA), two
 * browser workers. The PWA is built before this runs (scripts/e2e.mjs). Chromium is the system one.
 *
 * Every test makes its own data (its own customer, order, email address), so tests run two at a time on the
 * `shared` server. The one file that changes what every other test sees — the dashboard's currency admin:
 * live mode refreshing all 103 rates from the fake rate service, the service taken down, a currency added and
 * one deleted — runs on a server of its own, one test at a time, in the `currency-admin` project, beside the
 * others. Which server and fake rate service a test talks to is its project's metadata (e2e/server-info.ts).
 */
const shared = serverInfo('', 4173);
const ownServer = serverInfo('_CURRENCY_ADMIN', 4183);
const CURRENCY_ADMIN_SPEC = 'dashboard/currency.spec.ts';
/**
 * The manager's close of day signs today's till off, after which no order can be completed today (409): on
 * the shared server every later walk that completes an order would fail. It runs on the currency admin
 * tests' own server, where nothing completes orders.
 */
const CLOSE_OF_DAY_SPEC = 'dashboard/close-of-day.spec.ts';
const OWN_SERVER_SPECS = `**/{${CURRENCY_ADMIN_SPEC},${CLOSE_OF_DAY_SPEC}}`;
/**
 * The offline walks that run beside the staff walks rather than beside the customer walks: the sync inspector's
 * (~47 s, mostly its real client timeout and Retry-After), the update prompt's and the shared device's. With
 * all the offline walks in the first phase, the waiting walks on the third worker (currency admin, wall board,
 * offline: ~170 s one after another) outlasted the customer walks on the other two (~140 s), and the staff
 * walks waited ~20 s for them at half the CPU. Split this way both phases end together.
 */
const BESIDE_STAFF_SPECS = '**/offline/{inspector,update,shared-device}.spec.ts';

/**
 * The customer and staff walks: at most two busy browsers at a time (a third lost a typed amount under the
 * load), spread test by test (`fullyParallel`) rather than file by file. Every test makes its own data, and a
 * file's last tests no longer run alone at the end of a phase: the two staff days (~10 s each) ran one after
 * the other while a worker stood idle.
 */
const WALKS = { workers: 2, fullyParallel: true } as const;
/**
 * The offline walks wait for the service worker to precache the app, for real client timeouts (20 s) and for
 * the sync engine's retries: three minutes each, where a customer walk has one; one at a time.
 */
const OFFLINE_WALKS = { workers: 1, timeout: 180_000 } as const;

/** The ports and mail folder of one server, from the environment (scripts/e2e.mjs picks free ports). */
function serverInfo(suffix: string, defaultPort: number): E2eServerInfo & { baseURL: string } {
  const port = (process.env[`E2E_PORT${suffix}`] ??= String(defaultPort));
  // The fake exchange-rate service's port: the workers inherit it, to tell the fake what to answer.
  const ratesPort = (process.env[`E2E_RATES_PORT${suffix}`] ??= String(Number(port) + 1));
  // Where the server writes each email as an .eml file; the workers inherit it to read the sign-up link.
  const mailDir = (process.env[`E2E_MAIL_DIR${suffix}`] ??= mkdtempSync(join(tmpdir(), 'tm-e2e-mail-')));
  return { port, ratesPort, mailDir, baseURL: `http://127.0.0.1:${port}` };
}

/**
 * Every test stays on this machine: the browser resolves no name but localhost (the map frame, fonts, anything
 * external fails at once, as on a network that cannot reach it). In the resolver rather than a Playwright route
 * on every context: a route sends each request of the page to the test process and back, which cost a tenth
 * of the browser tests' CPU (36 tests of the customer walks: 178 → 161 CPU-s).
 */
const OFF_THE_MACHINE = '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1';

const chromium = {
  ...devices['Desktop Chrome'],
  viewport: { width: 1280, height: 800 },
  launchOptions: {
    executablePath: TEST_CHROMIUM,
    args: [...TEST_CHROMIUM_FLAGS, OFF_THE_MACHINE],
  },
};

/**
 * Every new context would install the PWA's service worker, which downloads and stores the whole precache
 * (113 files) while the test runs: CPU of the browser and the server for nothing a test there looks at. So
 * only the `offline` project (the service worker's own tests) lets it register; a file elsewhere that
 * relies on it says `test.use({ serviceWorkers: 'allow' })`.
 */
function onShared(
  name: string,
  testDir: string,
  options: { testMatch?: string; testIgnore?: string; withServiceWorker?: boolean } = {},
) {
  return {
    name,
    testDir,
    ...(options.testMatch ? { testMatch: options.testMatch } : {}),
    ...(options.testIgnore ? { testIgnore: options.testIgnore } : {}),
    metadata: shared,
    use: {
      ...chromium,
      baseURL: shared.baseURL,
      serviceWorkers: options.withServiceWorker ? ('allow' as const) : ('block' as const),
    },
  };
}

function webServer(info: E2eServerInfo & { baseURL: string }) {
  return {
    command: 'npx tsx e2e/server.ts',
    url: `${info.baseURL}/api/currency`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'pipe' as const,
    stderr: 'pipe' as const,
    env: { E2E_PORT: info.port, E2E_RATES_PORT: info.ratesPort, E2E_MAIL_DIR: info.mailDir },
  };
}

export default defineConfig({
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  // Two cores: at most two busy customer or staff walks at a time (`public`, then `dashboard`, each capped at
  // two), and a third worker for the files that mostly wait (wall board, offline, currency admin), so their
  // waits no longer leave a core idle. Three walks at once lost a typed amount under the load; this layout took
  // the browser tests from 299 s (two workers, in CI) to 262 s on the 2-core machine (docs/development.md).
  workers: 3,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: [['list'], ['html', { open: 'never', outputFolder: 'playwright-report' }]],
  outputDir: 'test-results/artifacts',
  use: {
    locale: 'en-GB',
    timezoneId: 'Europe/London',
    // A trace records every action's DOM snapshot and screencast even for the tests that pass: off, it took the
    // `public` project from 194 s to 159 s (350 to 262 CPU-s) on two cores. A failure still leaves its
    // screenshot and page snapshot (error-context.md); E2E_TRACE=1 records traces to replay a failure.
    trace: process.env.E2E_TRACE === '1' ? 'retain-on-failure' : 'off',
    screenshot: 'only-on-failure',
  },
  projects: [
    // First, so the customer walks have both their workers from the start. Listed after the waiting projects,
    // those took two of the three workers first, and the walks ran on one for the first ~40 s at ~65% CPU.
    // With WALKS and the split of the offline walks (BESIDE_STAFF_SPECS), the browser tests took 232 s
    // against 260 s on the 2-core machine (docs/development.md, twenty-first session).
    { ...onShared('public', 'apps/pwa/e2e/public'), ...WALKS },
    // The one-at-a-time tests of the currency admin's own server, on the third worker beside the walks.
    {
      name: 'currency-admin',
      testDir: 'apps/pwa/e2e',
      testMatch: OWN_SERVER_SPECS,
      workers: 1,
      metadata: ownServer,
      use: { ...chromium, baseURL: ownServer.baseURL, serviceWorkers: 'block' },
    },
    // The files that spend much of their time waiting (the wall board's page cycles, the offline walks) one at
    // a time each, beside the walks. The staff walks wait for the customer walks to end (`dependencies`), so
    // the two kinds never add up to three busy browsers.
    { ...onShared('screen', 'apps/kiosk/e2e'), workers: 1 },
    {
      ...onShared('offline', 'apps/pwa/e2e/offline', {
        testIgnore: BESIDE_STAFF_SPECS,
        withServiceWorker: true,
      }),
      ...OFFLINE_WALKS,
    },
    {
      ...onShared('dashboard', 'apps/pwa/e2e/dashboard', { testIgnore: OWN_SERVER_SPECS }),
      ...WALKS,
      dependencies: ['public'],
    },
    // Playwright starts a project with dependencies only once every project before it has ended, so the
    // staff walks wait for the last offline walk of the first phase; the third worker would then stand idle
    // beside them. The offline walks of BESIDE_STAFF_SPECS run there instead.
    {
      ...onShared('offline-beside-staff', 'apps/pwa/e2e/offline', {
        testMatch: BESIDE_STAFF_SPECS,
        withServiceWorker: true,
      }),
      ...OFFLINE_WALKS,
      dependencies: ['public'],
    },
  ],
  webServer: [webServer(shared), webServer(ownServer)],
});
