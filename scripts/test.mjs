// `npm test`: every check, each started as soon as what it needs is there:
//   - the PWA and kiosk builds with the PWA size budgets, and the server bundle, at once; beside them lint,
//     format check and typecheck at the lowest CPU priority (`nice`): they only need to pass before the run
//     ends. Where Linux groups processes by session (autogroup scheduling, on by default), `nice` counts only
//     inside a session and each command leads its own, so the checks take an equal share beside vitest. Their
//     session lowered too (/proc/<pid>/autogroup) pushed them into the browser tests, whose pauses are not
//     free on two cores: 490 s against 472 s for the whole run. So they share the vitest part as they are;
//   - once the builds are done, the unit and API tests (vitest; both drivers when TEST_DATABASE_URL is set)
//     on four workers. vitest waits for the builds because the test of the built PWA's headers
//     (server/test/reliability/security.test.ts) reads a finished build;
//   - then the browser tests (Playwright), and beside them the server files that start real server processes
//     one at a time (`*-processes`, mostly waiting on their children, and running the bundle). Beside vitest
//     those files took CPU from it; beside the browsers they use the tenth of the two cores the browsers leave
//     idle: a fresh-clone `.ci/run` took 461 s against 475 s and 492 s, Playwright 273 s against 270–290 s
//     (2026-11-28, docs/development.md). Playwright itself stays after vitest: side by side they took longer
//     than one after the other (1,663 s and 1,963 s against about 1,300 s) and failed: on two cores both are
//     CPU-bound, and under Playwright's browsers the PGlite files' setup passed its 60 s hook timeout.
// The first failure stops everything still running, and the run fails. Output of each command is printed whole
// as it finishes, so it never interleaves. Each command's time is printed at the end.
import { spawn } from 'node:child_process';

/** label → command, args, the labels it waits for, extra environment, whether it runs at idle priority. */
const jobs = {
  lint: { cmd: 'npx', args: ['eslint', '.', '--max-warnings', '0'], idle: true },
  format: { cmd: 'npx', args: ['prettier', '--check', '.'], idle: true },
  typecheck: { cmd: 'npm', args: ['run', 'typecheck'], idle: true },
  build: { cmd: 'node', args: ['scripts/e2e-build.mjs'] },
  // Built once here, so the two vitest runs' global setups both find it fresh rather than race to write it.
  bundle: { cmd: 'node', args: ['scripts/build-server.mjs', '--if-stale'] },
  vitest: { cmd: 'npx', args: ['vitest', 'run', '--project', '!*-processes'], after: ['build', 'bundle'] },
  // Beside the browser tests: they mostly wait on their child processes, and there the browsers leave a tenth of
  // the two cores idle, where beside vitest they took CPU from the rest.
  'vitest-processes': {
    cmd: 'npx',
    args: ['vitest', 'run', '--project', '*-processes'],
    after: ['build', 'bundle', 'vitest'],
  },
  playwright: {
    cmd: 'node',
    args: ['scripts/e2e.mjs'],
    after: ['build', 'vitest'],
    env: { E2E_BUILT: '1' },
  },
};

// Stopped (SIGTERM from a CI runner, SIGINT), or a job failed: stop what is running too. Each command leads
// its own process group, so vitest's and Playwright's workers go with it instead of running on as orphans.
const running = new Set();
function stopAll(signal) {
  for (const child of running) {
    try {
      process.kill(-child.pid, signal);
    } catch {
      // Already gone.
    }
  }
}
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    stopAll(signal);
    process.exit(1);
  });
}

const runStarted = Date.now();
const clock = () => `${((Date.now() - runStarted) / 1000).toFixed(0)} s`;

/** Runs one command, keeping its output to print whole when it ends. */
function run(label, { cmd, args, env, idle }) {
  const started = Date.now();
  console.log(`▶ ${label} (at ${clock()})`);
  return new Promise((resolve) => {
    const child = spawn(idle ? 'nice' : cmd, idle ? ['-n', '19', cmd, ...args] : args, {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, ...env },
      detached: true,
    });
    running.add(child);
    const chunks = [];
    child.stdout.on('data', (d) => chunks.push(d));
    child.stderr.on('data', (d) => chunks.push(d));
    child.on('close', (code, signal) => {
      running.delete(child);
      const seconds = (Date.now() - started) / 1000;
      process.stdout.write(`\n── ${label} (${seconds.toFixed(0)} s) ──\n${Buffer.concat(chunks).toString()}`);
      resolve({ label, ok: code === 0, why: signal ?? `exit ${code}`, seconds });
    });
  });
}

const done = new Map();
const timings = [];
function start(label) {
  if (!done.has(label)) {
    const job = jobs[label];
    done.set(
      label,
      Promise.all((job.after ?? []).map(start)).then(async () => {
        const result = await run(label, job);
        timings.push(`${label} ${result.seconds.toFixed(0)} s`);
        if (!result.ok) {
          console.error(`\n✗ ${label} failed (${result.why}); stopping the rest`);
          stopAll('SIGTERM');
          process.exit(1);
        }
      }),
    );
  }
  return done.get(label);
}

await Promise.all(Object.keys(jobs).map(start));
console.log(`\n✓ all passed in ${clock()}: ${timings.join(', ')}`);
