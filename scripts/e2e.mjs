// Browser end-to-end tests: build what the browser loads (the PWA, the kiosk renderer), then run Playwright
// against the real server (started by playwright.config.ts's webServer on a fresh embedded database).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { CHROMIUM as chromium } from './chromium.mjs';

if (!existsSync(chromium)) {
  console.error(
    `Chromium not found at ${chromium}. Install it (apt-get install -y chromium) or set CHROMIUM_PATH.`,
  );
  process.exit(1);
}

function run(cmd, args) {
  console.log(`\n> ${cmd} ${args.join(' ')}`);
  const result = spawnSync(cmd, args, { stdio: 'inherit', env: process.env });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

run('npm', ['run', 'build', '-w', '@tm/pwa']);
// Deterministic size budgets (initial JS, precache) fail the run; timings live in `npm run bench`.
run('node', ['scripts/check-budgets.mjs']);
run('npm', ['run', 'build', '-w', '@tm/kiosk']);
// Free ports (the app's, the fake rate service's) unless given, so a server left over on a fixed port can
// never stop the run.
if (!process.env.E2E_PORT) process.env.E2E_PORT = String(await freePort());
if (!process.env.E2E_RATES_PORT) process.env.E2E_RATES_PORT = String(await freePort());
run('npx', ['playwright', 'test', ...process.argv.slice(2)]);

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}
