// Measure 6: the server's resident memory idle and under the read load of measure 1 (sampled from
// /proc/<pid>/status by currency-read.mjs), and the time from `npm start` to the first successful
// GET /api/currency on a fresh embedded database folder.
import { existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { MissingError, ROOT, rssOf, startServer, tempDir } from './processes.mjs';
import { failed, fmt, row, skipped } from './report.mjs';

const START_SCRIPT = join(ROOT, 'scripts/start.mjs');

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
      note: 'VmRSS of the server process (node + tsx + PGlite) one second after start-up and a first request',
      values: { idleRss: readLoad.idleRss },
    }),
    row('6b', loadName, `peak ${fmt.mb(peak)}`, {
      note: `${samples.length} samples, every 100 ms while GET /api/currency (200 and 304, 50 connections, ${readLoad.seconds} s each) alternated with the bare route`,
      values: { peak, samples: samples.length },
    }),
    pgRow,
  ];
}

/**
 * A restart on the folder the first start made, as every start after the first one is: its start-up time
 * and its idle memory. The first start's memory (6a) still holds PGlite's initdb instance, garbage that V8
 * has no reason to collect yet, since the JavaScript heap is small.
 */
async function restartRows(ctx, args, dataDir) {
  const name = 'Restart on the existing PGlite folder: start-up, RSS idle';
  ctx.log('restarting on the same data folder...');
  const server = await startServer({ args, dataDir, timeoutMs: 90_000 });
  try {
    await new Promise((r) => setTimeout(r, 1000));
    const rss = rssOf(server.pid);
    return row('6e', name, `${fmt.ms(server.readyMs)}, ${rss === null ? 'RSS unreadable' : fmt.mb(rss)}`, {
      note: 'the same command and folder as 6d, started again: what every start after the first costs',
      values: { readyMs: server.readyMs, idleRss: rss },
    });
  } finally {
    await server.stop();
  }
}

async function startupRows(ctx) {
  const name = 'Start-up to first GET /api/currency 200 (fresh PGlite folder)';
  const useStart = existsSync(START_SCRIPT);
  const args = useStart ? [START_SCRIPT] : undefined;
  const dataDir = tempDir('startup');
  try {
    ctx.log(`timing ${useStart ? 'node scripts/start.mjs' : 'the server entry'} on a fresh data folder...`);
    const server = await startServer({ args, dataDir, timeoutMs: 90_000 });
    await server.stop();
    const first = row('6d', name, fmt.ms(server.readyMs), {
      note: `${useStart ? 'node scripts/start.mjs (what npm start runs; PUBLIC_DIR given, so it skips its PWA build check)' : 'node --import tsx server/src/main.ts (scripts/start.mjs absent)'}: process spawn to first 200, migrations and seed included`,
      values: { readyMs: server.readyMs, entry: useStart ? 'scripts/start.mjs' : 'server/src/main.ts' },
    });
    return [first, await restartRows(ctx, args, dataDir)];
  } catch (error) {
    if (error instanceof MissingError) return [skipped('6d', name, error.message)];
    return [failed('6d', name, error)];
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export async function run(ctx) {
  return [...memoryRows(ctx.readLoad, ctx.postgresIdleRss), ...(await startupRows(ctx))];
}
