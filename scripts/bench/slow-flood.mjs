// Measure 10: GET /api/currency from a well-behaved client (127.0.0.1, 10 connections) while another address
// (127.0.0.2) holds 5,000 half-sent orders, as a ratio of the same client alone in the same run (issue 27:
// 20,000 such connections from one machine left the server answering nobody for 33 s).
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describeStatuses, load, shareOf } from './load.mjs';
import { MissingError, startServer } from './processes.mjs';
import { fmt, row, skipped } from './report.mjs';

const NAME = 'GET /api/currency while 5,000 half-sent requests wait';
const TARGET = 0.8;
const FLOOD = 5000;
const CHILD = fileURLToPath(new URL('./slow-flood-child.mjs', import.meta.url));
// A connection the server closes is opened again after this: a patient flood. Re-opening at once turns it
// into a connection flood (thousands of new connections a second), which every refusal costs the server CPU
// for; that is the kernel's or a firewall's to stop (docs/limits.md), and can be measured with this set lower.
const REOPEN_MS = Number(process.env.BENCH_FLOOD_REOPEN_MS ?? 10_000);
const ROUNDS = 3;
const summary = (s) => `${fmt.int(s.rps)} req/s, p99 ${fmt.ms(s.p99)}`;

/** Rounds as one: answers over time, the worst round's p99 (the rounds' latencies are not kept). */
function combine(parts) {
  const answered = parts.reduce((n, p) => n + p.answered, 0);
  const seconds = parts.reduce((n, p) => n + p.duration, 0);
  const statuses = {};
  for (const p of parts)
    for (const [code, n] of Object.entries(p.statuses)) statuses[code] = (statuses[code] ?? 0) + n;
  return {
    rps: answered / seconds,
    p99: Math.max(...parts.map((p) => p.p99)),
    answered,
    statuses,
    errors: parts.reduce((n, p) => n + p.errors, 0),
    duration: seconds,
  };
}

function startFlood(port) {
  const child = fork(CHILD, [String(port), String(FLOOD), '127.0.0.2', String(REOPEN_MS)], {
    stdio: ['ignore', 'pipe', 'inherit', 'ipc'],
  });
  let out = '';
  child.stdout.on('data', (chunk) => (out += chunk));
  return {
    /** Once every connection of the first wave is held by the server or was refused (at most 30 s). */
    settled: new Promise((resolve) => {
      const timer = setTimeout(resolve, 30_000);
      child.on('message', (m) => {
        if (m.open + m.closedByServer >= FLOOD) {
          clearTimeout(timer);
          resolve();
        }
      });
    }),
    async stop() {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
      try {
        return JSON.parse(out.trim().split('\n').at(-1));
      } catch {
        return null;
      }
    },
  };
}

export async function run(ctx) {
  const target = `≥ ${TARGET} × alone`;
  let server;
  try {
    server = await startServer();
  } catch (error) {
    const reason = error instanceof MissingError ? error.message : `server did not start: ${error.message}`;
    return [skipped('10', NAME, reason, target)];
  }
  try {
    const port = Number(new URL(server.base).port);
    const client = { url: `${server.base}/api/currency`, connections: 10, pid: server.pid };
    ctx.log('warming up...');
    await load({ ...client, duration: ctx.warmup });
    // Alone and flooded in alternating rounds, so both get the same share of whatever else the machine does.
    const alones = [];
    const floodeds = [];
    let counts = null;
    for (let round = 0; round < ROUNDS; round++) {
      ctx.log(`round ${round + 1}: the client alone, then with ${FLOOD} half-sent orders from 127.0.0.2...`);
      alones.push(await load({ ...client, duration: ctx.duration / ROUNDS }));
      const flood = startFlood(port);
      await flood.settled;
      floodeds.push(await load({ ...client, duration: ctx.duration / ROUNDS }));
      counts = await flood.stop();
    }
    const alone = combine(alones);
    const flooded = combine(floodeds);
    const ratio = flooded.rps / alone.rps;
    const ok = shareOf(flooded, '200') > 0.99;
    return [
      row('10', NAME, `${summary(flooded)}; ratio ${fmt.ratio(ratio)}`, {
        baseline: `${summary(alone)} (same client alone, alternating rounds)`,
        target,
        met: ok && ratio >= TARGET,
        note:
          `10 connections from 127.0.0.1, ${ROUNDS} rounds alone and flooded in turn (p99: the worst round); ` +
          `the flood held ${counts?.open ?? '?'} open at the end of its last round, ` +
          `${counts?.opened ?? '?'} opened in that round (each closed one re-opened after ${REOPEN_MS / 1000} s); ` +
          describeStatuses(flooded),
        values: { alone, flooded, ratio, flood: counts },
      }),
    ];
  } finally {
    await server.stop();
  }
}
