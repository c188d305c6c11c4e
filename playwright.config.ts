import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM, CHROMIUM_FLAGS } from './scripts/chromium.mjs';

/**
 * One web server (e2e/server.ts: fake rate service + real API on a fresh PGlite + the built PWA) for four
 * projects. The PWA is built before this runs (scripts/e2e.mjs). Chromium is the system one; no downloads.
 */
const port = Number(process.env.E2E_PORT ?? 4173);
const baseURL = `http://127.0.0.1:${port}`;
// The fake exchange-rate service's port: the workers inherit it, to tell the fake what to answer.
process.env.E2E_RATES_PORT ??= String(port + 1);
// Where the server writes each email as an .eml file; the workers inherit it to read the sign-up link.
process.env.E2E_MAIL_DIR ??= mkdtempSync(join(tmpdir(), 'tm-e2e-mail-'));

const chromium = {
  ...devices['Desktop Chrome'],
  viewport: { width: 1280, height: 800 },
  launchOptions: {
    executablePath: CHROMIUM,
    args: [...CHROMIUM_FLAGS],
  },
};

export default defineConfig({
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: [['list'], ['html', { open: 'never', outputFolder: 'playwright-report' }]],
  outputDir: 'test-results/artifacts',
  use: {
    baseURL,
    locale: 'en-GB',
    timezoneId: 'Europe/London',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    serviceWorkers: 'allow',
  },
  projects: [
    { name: 'public', testDir: 'apps/pwa/e2e/public', use: chromium },
    { name: 'dashboard', testDir: 'apps/pwa/e2e/dashboard', use: chromium },
    { name: 'offline', testDir: 'apps/pwa/e2e/offline', use: chromium },
    { name: 'screen', testDir: 'apps/kiosk/e2e', use: chromium },
  ],
  webServer: {
    command: 'npx tsx e2e/server.ts',
    url: `${baseURL}/api/currency`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'pipe',
    stderr: 'pipe',
    env: {
      E2E_PORT: String(port),
      E2E_RATES_PORT: process.env.E2E_RATES_PORT,
      E2E_MAIL_DIR: process.env.E2E_MAIL_DIR,
    },
  },
});
