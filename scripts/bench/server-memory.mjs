// Measure 6: the server's resident memory idle and under the read load of measure 1 (sampled from
// /proc/<pid>/status by currency-read.mjs), and `npm start` on a fresh embedded database folder and again on
// that folder, each timed from spawn to the first 200 and weighed one second later, beside bare PGlite
// (library defaults) loading the same template and opening the same folder, interleaved, in this run.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  freePort,
  MissingError,
  ROOT,
  rssOf,
  spawnReady,
  START_SCRIPT,
  startServer,
  tempDir,
} from './processes.mjs';
import { failed, fmt, row, skipped } from './report.mjs';

const ROUNDS = 3;
// Issue 32's goals: a first start within 2.5 s and at most 0.6 s more than bare PGlite loading the same
// template, at most 300 MB; the server idle on PGlite at most 250 MB.
const FIRST_TARGET = { ms: 2500, overBareMs: 600, rss: 300 * 1024 * 1024 };
const IDLE_TARGET_RSS = 250 * 1024 * 1024;
const RESTART_TARGET_MS = 2000;

function memoryRows(readLoad, postgresIdleRss) {
  const idleName = 'Server RSS idle (PGlite)';
  const loadName = 'Server RSS under the read load of 1 (PGlite)';
  const pgName = 'Server RSS idle (PostgreSQL)';
  const pgRow =
    postgresIdleRss == null
      ? skipped('6c', pgName, 'measure 2 did not start the server on PostgreSQL')
      : row('6c', pgName, fmt.mb(postgresIdleRss), {
          note: 'the server of measure 2, one second after start-up: the difference to 6a is the embedded database',
          values: { postgresIdleRss },
        });
  if (!readLoad) {
    return [
      skipped('6a', idleName, 'measure 1 did not run'),
      skipped('6b', loadName, 'measure 1 did not run'),
      pgRow,
    ];
  }
  if (readLoad.skipped)
    return [skipped('6a', idleName, readLoad.skipped), skipped('6b', loadName, 'as 6a'), pgRow];
  const samples = readLoad.loadRss;
  const peak = Math.max(...samples);
  return [
    row('6a', idleName, readLoad.idleRss === null ? 'unreadable' : fmt.mb(readLoad.idleRss), {
      target: `≤ ${fmt.mb(IDLE_TARGET_RSS)}`,
      met: readLoad.idleRss !== null && readLoad.idleRss <= IDLE_TARGET_RSS,
      note:
        'VmRSS of the server process (node, the server bundle, PGlite) one second after a first start and a ' +
        "first request; compare 6e's baseline, bare PGlite idle on a folder",
      values: { idleRss: readLoad.idleRss },
    }),
    row('6b', loadName, `peak ${fmt.mb(peak)}`, {
      note: `${samples.length} samples, every 100 ms while GET /api/currency (200 and 304, 50 connections, ${readLoad.seconds} s each) alternated with the bare route`,
      values: { peak, samples: samples.length },
    }),
    pgRow,
  ];
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const settle = () => new Promise((r) => setTimeout(r, 1000));

/** Bare PGlite timed like the server: spawn to its first 200, RSS one second later. */
async function barePglite(env) {
  const port = await freePort();
  const handle = await spawnReady({
    label: 'bare PGlite',
    args: [join(ROOT, 'scripts/bench/bare-pglite.mjs')],
    readyUrl: `http://127.0.0.1:${port}/`,
    env: { PORT: String(port), ...env },
  });
  try {
    await settle();
    return { ms: handle.readyMs, rss: rssOf(handle.pid) };
  } finally {
    await handle.stop();
  }
}

/** The server as `npm start` runs it on `dataDir`, timed and weighed the same way. */
async function server(dataDir) {
  const handle = await startServer({ args: [START_SCRIPT], dataDir, timeoutMs: 90_000 });
  try {
    await settle();
    return { ms: handle.readyMs, rss: rssOf(handle.pid) };
  } finally {
    await handle.stop();
  }
}

function describe(samples) {
  const ms = samples.map((s) => s.ms);
  const rss = samples.map((s) => s.rss ?? 0);
  return {
    ms: median(ms),
    rss: median(rss),
    text: `${fmt.ms(median(ms))} (runs ${fmt.ms(Math.min(...ms))}–${fmt.ms(Math.max(...ms))}), ${fmt.mb(median(rss))}`,
  };
}

async function startupRows(ctx) {
  const firstName = '`npm start` on a fresh PGlite folder: first 200, RSS idle';
  const restartName = 'Restart on that folder: first 200, RSS idle';
  const firstTarget = `≤ ${FIRST_TARGET.ms / 1000} s and ≤ bare + ${FIRST_TARGET.overBareMs / 1000} s, ≤ ${fmt.mb(FIRST_TARGET.rss)}`;
  const restartTarget = `≤ ${RESTART_TARGET_MS / 1000} s`;
  if (!ctx.build) {
    const reason = `the server build did not run: ${ctx.buildError ?? 'unknown'}`;
    return [skipped('6d', firstName, reason, firstTarget), skipped('6e', restartName, reason, restartTarget)];
  }
  const runs = { bareLoad: [], first: [], bareOpen: [], restart: [] };
  try {
    for (let round = 1; round <= ROUNDS; round++) {
      ctx.log(`start-up round ${round} of ${ROUNDS}: bare PGlite, npm start, bare PGlite again, restart...`);
      const bareDir = mkdtempSync(join(tmpdir(), 'tm-bench-bare-'));
      try {
        runs.bareLoad.push(
          await barePglite({
            BARE_PGLITE_DIR: join(bareDir, 'pglite'),
            BARE_PGLITE_TEMPLATE: ctx.build.templateFile,
          }),
        );
      } finally {
        rmSync(bareDir, { recursive: true, force: true });
      }
      const dataDir = tempDir('startup');
      try {
        runs.first.push(await server(dataDir));
        runs.bareOpen.push(await barePglite({ BARE_PGLITE_DIR: join(dataDir, 'pglite') }));
        runs.restart.push(await server(dataDir));
      } finally {
        rmSync(dataDir, { recursive: true, force: true });
      }
    }
  } catch (error) {
    if (error instanceof MissingError) return [skipped('6d', firstName, error.message, firstTarget)];
    return [failed('6d', firstName, error, firstTarget)];
  }
  const [bareLoad, first, bareOpen, restart] = [runs.bareLoad, runs.first, runs.bareOpen, runs.restart].map(
    describe,
  );
  const how = `median of ${ROUNDS} rounds, each round bare PGlite then the server, interleaved`;
  return [
    row('6d', firstName, first.text, {
      baseline: `bare PGlite loading the same template (loadDataDir): ${bareLoad.text}`,
      target: firstTarget,
      met:
        first.ms <= FIRST_TARGET.ms &&
        first.ms - bareLoad.ms <= FIRST_TARGET.overBareMs &&
        first.rss <= FIRST_TARGET.rss,
      note:
        'node scripts/start.mjs (what npm start runs; PUBLIC_DIR given, so no PWA build check) on an empty ' +
        'DATA_DIR: the data folder is unpacked from the build-time template (migrated and seeded), the staff ' +
        'login and Secure Box password made; spawn to the first 200 of GET /api/currency, RSS one second ' +
        `later. Bare PGlite: the library with its defaults behind a plain HTTP server, timed alike. ${how}`,
      values: { first, bareLoad, runs },
    }),
    row('6e', restartName, restart.text, {
      baseline: `bare PGlite opening the same folder: ${bareOpen.text}`,
      target: restartTarget,
      met: restart.ms <= RESTART_TARGET_MS,
      note: `the same command on the folder 6d made: what every start after the first costs; ${how}`,
      values: { restart, bareOpen },
    }),
  ];
}

function buildRow(build, buildError) {
  const name = 'Build time: server bundle, PGlite template';
  if (!build) return skipped('6f', name, buildError ?? 'the server build did not run');
  return row('6f', name, `${fmt.ms(build.bundleMs)}, ${fmt.ms(build.templateMs)}`, {
    note: 'npm run build -w @tm/server (npm start does both when missing or stale): esbuild, then initdb, migrations and seed in their own process, dumped to server/dist/pglite',
    values: build,
  });
}

export async function run(ctx) {
  return [
    ...memoryRows(ctx.readLoad, ctx.postgresIdleRss),
    ...(await startupRows(ctx)),
    buildRow(ctx.build, ctx.buildError),
  ];
}
