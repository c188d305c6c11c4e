// Bench 2's order load on one server, with V8 CPU profiles of it: `node scripts/bench/profile-orders.mjs`.
// For finding where an order's CPU goes before changing the order path; prints where the CPU went by thread
// and process (cpu-split.mjs) and writes one .cpuprofile per server thread (the main thread and the mail
// sender's) to PROFILE_DIR (default: a new temporary folder), for Chrome DevTools or speedscope.
//   PROFILE_SECONDS  seconds of measured load after a 3 s warm-up (default 10)
//   PROFILE=0        no V8 profiles: the same load and split, without the profiler's own cost
//   SERVER_ARGS      extra Node arguments for the server, space-separated (e.g. a V8 flag to try)
// Read the V8 profiles beside the split: on two busy cores a thread's samples also count the time it waited
// for a core, so the split, read from the kernel's accounting, says how much CPU each part really used.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { cpuReading, cpuSplitSince, describeSplit, threadsAtStart } from './cpu-split.mjs';
import { load } from './load.mjs';
import { orderLoad } from './order-write.mjs';
import { freshDatabase } from './pg.mjs';
import { START_SCRIPT, startServer } from './processes.mjs';
import { fmt } from './report.mjs';

const seconds = Number(process.env.PROFILE_SECONDS ?? 10);
const profiled = process.env.PROFILE !== '0';
const profileDir = process.env.PROFILE_DIR ?? mkdtempSync(join(tmpdir(), 'tm-order-profile-'));
const extraArgs = process.env.SERVER_ARGS ? process.env.SERVER_ARGS.split(' ') : [];

const database = await freshDatabase();
const server = await startServer({
  databaseUrl: database.url,
  args: [...(profiled ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : []), ...extraArgs, START_SCRIPT],
});
try {
  const orders = (runId, duration) => load({ ...orderLoad(server.base, server.pid, runId), duration });
  const atStart = threadsAtStart(server.pid);
  await orders(`profile-warm-${Date.now()}`, 3);
  const before = cpuReading(server.pid);
  const result = await orders(`profile-${Date.now()}`, seconds);
  const created = result.statuses['201'] ?? 0;
  const split = cpuSplitSince(before, created, atStart);
  console.log(
    `${Math.round(created / result.duration)} orders/s (${JSON.stringify(result.statuses)}), p99 ${fmt.ms(result.p99)}`,
  );
  console.log(`CPU an order: ${describeSplit(split)}`);
} finally {
  // The profiles are written as the server exits.
  await server.stop();
  await database.drop();
}
if (profiled) console.log(`V8 profiles: ${profileDir}`);
