/**
 * The web server Playwright starts for every e2e project: a fake exchange-rate service and the real API on a
 * fresh PGlite folder, serving the built PWA (apps/pwa/dist, built beforehand by scripts/e2e.mjs) on one port.
 * Nothing here builds; nothing reaches the internet. Stops cleanly on SIGTERM / SIGINT and removes its data.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { loadConfig } from '../server/src/env';
import { createLogger } from '../server/src/logger';
import { startServer } from '../server/src/main';
import { FAKE_RATES_KEY, startFakeRates } from './fake-rates';

export const E2E_STAFF = { email: 'staff@e2e.test', password: 'staff-pass-123' } as const;
export const E2E_BOX = { username: 'box', password: 'box-pass-123' } as const;

async function main() {
  const root = resolve(import.meta.dirname, '..');
  const dataDir = mkdtempSync(join(tmpdir(), 'tm-e2e-'));
  // A known port (playwright.config.ts), so tests can change what the service answers (live mode).
  const fake = await startFakeRates(Number(process.env.E2E_RATES_PORT ?? 0));
  const port = process.env.E2E_PORT ?? '4173';

  const config = loadConfig({
    ...process.env,
    NODE_ENV: 'test',
    PORT: port,
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    // Where the tests read the emails the server sends (the sign-up link), set by playwright.config.ts.
    MAIL_DIR: process.env.E2E_MAIL_DIR ?? join(dataDir, 'mail'),
    PUBLIC_DIR: process.env.E2E_PUBLIC_DIR ?? join(root, 'apps/pwa/dist'),
    LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'warn',
    STAFF_EMAIL: E2E_STAFF.email,
    STAFF_PASSWORD: E2E_STAFF.password,
    BOX_USERNAME: E2E_BOX.username,
    BOX_PASSWORD: E2E_BOX.password,
    RATES_API_URL: fake.url,
    RATES_API_KEY: FAKE_RATES_KEY,
    DATABASE_URL: '',
    SMTP_URL: '',
    // Every browser test comes from this machine's one address and many order as ada@e2e.test: the per-address
    // limits are for strangers on the internet (their own tests are in server/test/limits).
    AUTH_IP_LIMIT_PER_MINUTE: '100000',
    SIGNUP_LIMIT_PER_IP_PER_HOUR: '100000',
    ORDER_LIMIT_PER_IP_PER_HOUR: '100000',
    ORDER_LIMIT_PER_EMAIL_PER_HOUR: '100000',
    CUSTOMER_EMAILS_PER_HOUR: '100000',
    BRANCH_EMAILS_PER_HOUR: '100000',
  });
  const logger = createLogger(config.LOG_LEVEL);
  const running = await startServer(config, logger);
  console.log(`e2e server at ${running.url} (data ${dataDir}, rates ${fake.url})`);

  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    await running.close().catch(() => undefined);
    await fake.close().catch(() => undefined);
    rmSync(dataDir, { recursive: true, force: true });
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop());
  process.on('SIGINT', () => void stop());
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
