// What the browser tests load: the PWA (then its size budgets) and the kiosk renderer. Run by scripts/e2e.mjs,
// or by `npm test` (scripts/test.mjs) beside the lint and typecheck.
import { spawnSync } from 'node:child_process';

function run(cmd, args) {
  console.log(`\n> ${cmd} ${args.join(' ')}`);
  const result = spawnSync(cmd, args, { stdio: 'inherit', env: process.env });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

run('npm', ['run', 'build', '-w', '@tm/pwa']);
// Deterministic size budgets (initial JS, precache) fail the run; timings live in `npm run bench`.
run('node', ['scripts/check-budgets.mjs']);
run('npm', ['run', 'build', '-w', '@tm/kiosk']);
