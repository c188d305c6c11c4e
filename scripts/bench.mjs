// `npm run bench`: every performance measure of the project on this machine, loopback only, in a few minutes.
// Prints one table (Markdown, so it pastes into the README) and writes bench-results/latest.json (a BENCH_ONLY
// run: latest-partial.json); appends the run to bench-results/history.jsonl and prints each figure's change
// since the previous run on this machine (scripts/bench/history.mjs). bench-results/ is committed: the
// history is how a regression is seen later.
//
//   BENCH_ONLY=1,3   run only those measures        BENCH_DURATION=10   seconds per load phase
//   DATABASE_ADMIN_URL=postgres://postgres@127.0.0.1:5432/postgres   where measure 2 creates its database
//
// Timings are printed, never asserted: a slow shared machine must not fail a build. Sizes are asserted by
// scripts/check-budgets.mjs instead.
import { cpus, hostname, loadavg, totalmem } from 'node:os';
import { join } from 'node:path';
import { killAllChildren, ROOT } from './bench/processes.mjs';
import { appendHistory, formatComparison, historyEntry, hostHash, readHistory } from './bench/history.mjs';
import { failed, formatNotes, formatTable, writeJson } from './bench/report.mjs';
import { prepareServerBuild } from './bench/server-build.mjs';

const MEASURES = [
  { id: '1', name: 'currency reads', module: './bench/currency-read.mjs', budgetS: 180 },
  { id: '2', name: 'order writes on PostgreSQL', module: './bench/order-write.mjs', budgetS: 300 },
  { id: '3', name: 'live fan-out', module: './bench/live-fanout.mjs', budgetS: 150 },
  { id: '5', name: 'offline sync', module: './bench/offline-drain.mjs', budgetS: 150 },
  { id: '6', name: 'server memory and start-up', module: './bench/server-memory.mjs', budgetS: 300 },
  { id: '7', name: '3 instances behind nginx', module: './bench/cluster.mjs', budgetS: 200 },
  { id: '8', name: 'mail throughput', module: './bench/mail-throughput.mjs', budgetS: 240 },
  { id: '9', name: 'rate history read', module: './bench/rate-history-read.mjs', budgetS: 180 },
  { id: '10', name: 'reads under a slow-client flood', module: './bench/slow-flood.mjs', budgetS: 120 },
  { id: '4', name: 'PWA size and Lighthouse', module: './bench/pwa.mjs', budgetS: 240 },
];

const only = process.env.BENCH_ONLY?.split(',').map((s) => s.trim());
const ctx = {
  duration: Number(process.env.BENCH_DURATION ?? 10),
  warmup: 2,
  log: (message) => console.error(`  ${message}`),
};

function machine() {
  const cpu = cpus();
  return {
    cpus: cpu.length,
    cpuModel: cpu[0]?.model ?? 'unknown',
    memory: `${(totalmem() / 1024 ** 3).toFixed(1)} GB`,
    node: process.version,
    platform: `${process.platform} ${process.arch}`,
    hostHash: hostHash(hostname()),
    // Other work on the machine skews every figure; the load average says how much there was.
    loadAverage1m: Number(loadavg()[0].toFixed(2)),
  };
}

function withTimeout(promise, seconds, what) {
  let timer;
  const timeout = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} took longer than ${seconds} s`)), seconds * 1000);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

const startedAt = new Date();
const host = machine();
console.error(`Benchmark on ${host.cpus} × ${host.cpuModel}, ${host.memory}, Node ${host.node}`);
// Every server below starts as npm start starts it: from the bundle, a new data folder from the template.
console.error('- building the server bundle and the PGlite template...');
try {
  ctx.build = prepareServerBuild();
} catch (error) {
  ctx.buildError = error instanceof Error ? error.message : String(error);
  console.error(`  ${ctx.buildError}`);
}
const rows = [];
for (const measure of MEASURES) {
  if (only && !only.includes(measure.id)) continue;
  const t0 = performance.now();
  console.error(`- ${measure.id} ${measure.name}...`);
  try {
    const { run } = await import(measure.module);
    rows.push(...(await withTimeout(run(ctx), measure.budgetS, `measure ${measure.id}`)));
  } catch (error) {
    rows.push(failed(measure.id, measure.name, error));
    await killAllChildren();
  }
  console.error(`  done in ${((performance.now() - t0) / 1000).toFixed(0)} s`);
}
rows.sort((a, b) => a.id.localeCompare(b.id, 'en', { numeric: true }));

const seconds = Math.round((Date.now() - startedAt.getTime()) / 1000);
host.loadAverageAtEnd = Number(loadavg()[0].toFixed(2));
console.log(
  `\nMachine: ${host.cpus} × ${host.cpuModel}, ${host.memory} RAM, Node ${host.node}, ${host.platform}`,
);
console.log(
  `Run: ${startedAt.toISOString()}, ${seconds} s, load average ${host.loadAverage1m} at start, ${host.loadAverageAtEnd} at end\n`,
);
console.log(formatTable(rows));
const notes = formatNotes(rows);
if (notes) console.log(`\nNotes:\n${notes}`);

const report = { startedAt: startedAt.toISOString(), seconds, machine: host, only, rows };
// latest.json is the last whole table (what docs/performance.md's figures come from); a run of some measures
// (BENCH_ONLY) had replaced it with a table of one row. It goes beside it instead, and into the history.
const out = join(ROOT, only ? 'bench-results/latest-partial.json' : 'bench-results/latest.json');
writeJson(out, report);
const historyPath = join(ROOT, 'bench-results/history.jsonl');
const history = readHistory(historyPath);
const entry = historyEntry(report);
console.log(`\nChange since the previous run on this machine:\n${formatComparison(history.entries, entry)}`);
if (history.badLines > 0)
  console.log(`(${history.badLines} unreadable lines in ${historyPath} were skipped)`);
appendHistory(historyPath, entry);
console.log(`\nWritten to ${out}; appended to ${historyPath}`);
await killAllChildren();
// Lingering sockets of a timed-out measure must not keep the run alive.
process.exit(0);
