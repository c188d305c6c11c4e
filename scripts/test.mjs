// `npm test`: every check, in three steps, with independent work side by side so both cores stay busy.
//   1. lint, format check, typecheck, and the PWA and kiosk builds with the PWA size budgets, at once;
//   2. the unit and API tests (vitest; both drivers when TEST_DATABASE_URL is set), after the builds, so the
//      test of the built PWA's headers (server/test/reliability/security.test.ts) reads a finished build;
//   3. the browser tests (Playwright) against those builds.
// A step starts only when the one before passed. Output of the commands run side by side is printed whole
// as each finishes, so it never interleaves. Each step's time is printed at the end.
import { spawn } from 'node:child_process';

const steps = [
  {
    name: 'checks and builds',
    jobs: [
      ['lint', 'npx', ['eslint', '.', '--max-warnings', '0']],
      ['format', 'npx', ['prettier', '--check', '.']],
      ['typecheck', 'npm', ['run', 'typecheck']],
      ['build', 'node', ['scripts/e2e-build.mjs']],
    ],
  },
  { name: 'unit and API tests', jobs: [['vitest', 'npx', ['vitest', 'run']]] },
  { name: 'browser tests', jobs: [['playwright', 'node', ['scripts/e2e.mjs']]], env: { E2E_BUILT: '1' } },
];

// Stopped (SIGTERM from a CI runner, SIGINT), stop what is running too: each command leads its own process
// group, so vitest's and Playwright's workers go with it instead of running on as orphans.
const running = new Set();
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    for (const child of running) {
      try {
        process.kill(-child.pid, signal);
      } catch {
        // Already gone.
      }
    }
    process.exit(1);
  });
}

/** Runs one command; with `buffered`, keeps its output and prints it whole when it ends. */
function run([label, cmd, args], { buffered, env }) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(cmd, args, {
      stdio: buffered ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env: { ...process.env, ...env },
      detached: true,
    });
    running.add(child);
    const chunks = [];
    child.stdout?.on('data', (d) => chunks.push(d));
    child.stderr?.on('data', (d) => chunks.push(d));
    child.on('close', (code, signal) => {
      running.delete(child);
      const seconds = (Date.now() - started) / 1000;
      if (buffered) process.stdout.write(`\n── ${label} ──\n${Buffer.concat(chunks).toString()}`);
      resolve({ label, ok: code === 0, why: signal ?? `exit ${code}`, seconds });
    });
  });
}

const timings = [];
for (const step of steps) {
  const started = Date.now();
  console.log(`\n▶ ${step.name}: ${step.jobs.map(([label]) => label).join(', ')}`);
  const buffered = step.jobs.length > 1;
  const results = await Promise.all(step.jobs.map((job) => run(job, { buffered, env: step.env })));
  const seconds = (Date.now() - started) / 1000;
  timings.push(
    `${step.name} ${seconds.toFixed(0)} s (${results.map((r) => `${r.label} ${r.seconds.toFixed(0)} s`).join(', ')})`,
  );
  const failed = results.filter((r) => !r.ok);
  if (failed.length > 0) {
    console.error(`\n✗ ${failed.map((r) => `${r.label} (${r.why})`).join(', ')} failed`);
    process.exit(1);
  }
}
console.log(`\n✓ all passed. ${timings.join('; ')}`);
