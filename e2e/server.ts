/**
 * The web server Playwright starts for every e2e project: a fake exchange-rate service here, and the real
 * server — the bundle `npm start` runs (scripts/start.mjs) — as a child process on a fresh PGlite folder,
 * serving the built PWA (apps/pwa/dist, built beforehand by scripts/e2e.mjs) on one port. Nothing here builds
 * (scripts/e2e.mjs and `npm test` build the bundle first); nothing reaches the internet. Stops cleanly on
 * SIGTERM / SIGINT and removes its data.
 *
 * The bundle rather than the TypeScript sources through tsx: a run starts two of these, and each started in
 * ~3 s and ~4 CPU-s against ~6 s and ~9 CPU-s (measured on the 2-core machine), seconds the browser tests
 * otherwise wait for.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { BOX, STAFF } from './credentials';
import { FAKE_RATES_KEY, startFakeRates } from './fake-rates';

async function main() {
  const root = resolve(import.meta.dirname, '..');
  const dataDir = mkdtempSync(join(tmpdir(), 'tm-e2e-'));
  // A known port (playwright.config.ts), so tests can change what the service answers (live mode).
  const fake = await startFakeRates(Number(process.env.E2E_RATES_PORT ?? 0));

  const server = spawn(process.execPath, [join(root, 'scripts/start.mjs')], {
    stdio: 'inherit',
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: process.env.E2E_PORT ?? '4173',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      // Where the tests read the emails the server sends (the sign-up link), set by playwright.config.ts.
      MAIL_DIR: process.env.E2E_MAIL_DIR ?? join(dataDir, 'mail'),
      PUBLIC_DIR: process.env.E2E_PUBLIC_DIR ?? join(root, 'apps/pwa/dist'),
      LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'warn',
      STAFF_EMAIL: STAFF.email,
      STAFF_PASSWORD: STAFF.password,
      BOX_USERNAME: BOX.username,
      BOX_PASSWORD: BOX.password,
      RATES_API_URL: fake.url,
      RATES_API_KEY: FAKE_RATES_KEY,
      DATABASE_URL: '',
      SMTP_URL: '',
      // Every browser test comes from this machine's one address and many order as ada@e2e.test: the
      // per-address limits are for strangers on the internet (their own tests are in server/test/limits).
      AUTH_IP_LIMIT_PER_MINUTE: '100000',
      SIGNUP_LIMIT_PER_IP_PER_HOUR: '100000',
      ORDER_LIMIT_PER_IP_PER_HOUR: '100000',
      ORDER_LIMIT_PER_EMAIL_PER_HOUR: '100000',
      CUSTOMER_EMAILS_PER_HOUR: '100000',
      BRANCH_EMAILS_PER_HOUR: '100000',
      // Tracking (20 a minute per address) and the contact form (5) too: on a fast machine the walks track more
      // than 20 orders in one minute, and a walk failed on "Too many attempts" (2026-11-29).
      TRACK_LIMIT_PER_IP_PER_MINUTE: '10000',
      CONTACT_LIMIT_PER_MINUTE: '10000',
      RATE_ALERT_LIMIT_PER_IP_PER_HOUR: '100000',
      // Playwright's API client (Node's HTTP agent) reuses an idle kept-alive socket without a retry if the
      // server closes it at that instant, where a browser would retry; with both cores busy that race failed
      // a test with ECONNRESET. Idle connections stay open longer than any test pauses between two calls.
      KEEP_ALIVE_TIMEOUT_MS: '120000',
    },
  });
  console.log(`e2e server starting (data ${dataDir}, rates ${fake.url})`);

  let stopping = false;
  const stop = () => {
    if (stopping) return;
    stopping = true;
    server.kill('SIGTERM');
  };
  server.on('exit', (code) => {
    void fake.close().finally(() => {
      rmSync(dataDir, { recursive: true, force: true });
      // A server that ends by itself (it failed to start) fails the run; one we stopped ends it cleanly.
      process.exit(stopping ? 0 : (code ?? 1));
    });
  });
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
