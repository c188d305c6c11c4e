// Takes the manifest's install-sheet screenshots from a running app (e.g. `E2E_PORT=4292 npx tsx e2e/server.ts`
// after `npm run build -w @tm/pwa`): `BASE_URL=http://127.0.0.1:4292 node apps/pwa/scripts/make-screenshots.mjs`.
// The sizes must match pwa-options.ts; the install e2e test checks they do.
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const baseURL = process.env.BASE_URL ?? 'http://127.0.0.1:4173';
const outDir = fileURLToPath(new URL('../public/screenshots/', import.meta.url));
mkdirSync(outDir, { recursive: true });

const shots = [
  { file: 'narrow-rates.png', path: '/exchangeRates', width: 540, height: 1170, ready: 'text=Rates updated' },
  { file: 'wide-home.png', path: '/', width: 1280, height: 800, ready: '[data-testid="todays-rate"]' },
];

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
});
try {
  for (const shot of shots) {
    const context = await browser.newContext({
      viewport: { width: shot.width, height: shot.height },
      deviceScaleFactor: 1,
      locale: 'en-GB',
      serviceWorkers: 'block',
    });
    const page = await context.newPage();
    await page.goto(new URL(shot.path, baseURL).href);
    await page.locator(shot.ready).first().waitFor({ state: 'visible', timeout: 20_000 });
    await page.waitForLoadState('networkidle');
    await page.screenshot({ path: `${outDir}${shot.file}`, animations: 'disabled' });
    console.log(`wrote public/screenshots/${shot.file}`);
    await context.close();
  }
} finally {
  await browser.close();
}
