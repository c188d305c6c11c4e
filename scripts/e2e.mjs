// Browser end-to-end tests: build what the browser loads (the PWA, the kiosk renderer), then run Playwright
// against the real server (started by playwright.config.ts's webServer on a fresh embedded database).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
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
run('npx', ['playwright', 'test', ...process.argv.slice(2)]);
