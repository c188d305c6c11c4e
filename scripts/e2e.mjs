// Browser end-to-end tests: build what the browser loads (the PWA, the kiosk renderer; scripts/e2e-build.mjs),
// then run Playwright against the real servers (started by playwright.config.ts on fresh embedded databases).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { TEST_CHROMIUM as chromium } from './chromium.mjs';

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

// `npm test` builds beforehand, beside the lint and typecheck (scripts/test.mjs), and says so with E2E_BUILT.
if (!process.env.E2E_BUILT) {
  run('node', ['scripts/e2e-build.mjs']);
  // The e2e servers run the server bundle (e2e/server.ts); built once here, not by both servers at once.
  run('node', ['scripts/build-server.mjs', '--if-stale']);
}
// Free ports (the apps', the fake rate services') unless given, so a server left over on a fixed port can
// never stop the run.
// Two servers (playwright.config.ts): the shared one, and the currency admin tests' own.
for (const suffix of ['', '_CURRENCY_ADMIN']) {
  for (const name of [`E2E_PORT${suffix}`, `E2E_RATES_PORT${suffix}`])
    if (!process.env[name]) process.env[name] = String(await freePort());
}
// The staff walks depend on the customer walks (playwright.config.ts: never more than two busy browsers), so a
// targeted run (a file, a project, a grep) would pull all the customer walks in first: it runs only what it names.
const args = process.argv.slice(2);
const targeted = args.some((a) => !a.startsWith('-') || /^(--project|--grep|--grep-invert|-g)(=|$)/.test(a));
run('npx', ['playwright', 'test', ...(targeted ? ['--no-deps'] : []), ...args]);

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
