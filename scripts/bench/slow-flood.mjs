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
const summary = (s) => `${fmt.int(s.rps)} req/s, p99 ${fmt.ms(s.p99)}`;

function startFlood(port) {
  const child = fork(CHILD, [String(port), String(FLOOD), '127.0.0.2'], {
    stdio: ['ignore', 'pipe', 'inherit', 'ipc'],
  });
  let out = '';
  child.stdout.on('data', (chunk) => (out += chunk));
  return {
    started: new Promise((resolve) => child.once('message', resolve)),
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
    ctx.log('warming up, then the client alone...');
    await load({ ...client, duration: ctx.warmup });
    const alone = await load({ ...client, duration: ctx.duration });
    ctx.log(`${FLOOD} half-sent orders from 127.0.0.2, then the same client again...`);
    const flood = startFlood(port);
    await flood.started;
    // Let the flood reach the server's caps before measuring.
    await new Promise((r) => setTimeout(r, 2000));
    const flooded = await load({ ...client, duration: ctx.duration });
    const counts = await flood.stop();
    const ratio = flooded.rps / alone.rps;
    const ok = shareOf(flooded, '200') > 0.99;
    return [
      row('10', NAME, `${summary(flooded)}; ratio ${fmt.ratio(ratio)}`, {
        baseline: `${summary(alone)} (same client alone)`,
        target,
        met: ok && ratio >= TARGET,
        note:
          `10 connections from 127.0.0.1; the flood held ${counts?.open ?? '?'} open at the end, ` +
          `${counts?.opened ?? '?'} opened in all (each closed one re-opened after 1 s); ` +
          describeStatuses(flooded),
        values: { alone, flooded, ratio, flood: counts },
      }),
    ];
  } finally {
    await server.stop();
  }
}
