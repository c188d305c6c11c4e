// Measure 3: 1,000 clients connected to GET /api/events (SSE); a member of staff changes a rate through the
// admin API; how long until the last client has the `rates` event. Several changes, p50/p99 over them.
import { readFileSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { measureOnServer } from './pg.mjs';
import { staffToken } from './processes.mjs';
import { fmt, row } from './report.mjs';
import { p50, p99 } from './stats.mjs';

const WANTED_CLIENTS = 1000;
const CHANGES = 8;
const TARGET_MS = 1000;
const NAME = 'Live fan-out: rate change → last of N SSE clients';
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** The soft open-files limit of this process: each client holds one socket. */
function openFilesLimit() {
  try {
    const match = /Max open files\s+(\d+)/.exec(readFileSync('/proc/self/limits', 'utf8'));
    return match ? Number(match[1]) : Infinity;
  } catch {
    return Infinity;
  }
}

/** One SSE client on a raw socket; calls onRates(now) for every complete `rates` event. */
function connect(base, agent, onRates) {
  return new Promise((resolve, reject) => {
    const req = request(`${base}/api/events`, { agent, headers: { accept: 'text/event-stream' } }, (res) => {
      if (res.statusCode !== 200) {
        res.resume();
        reject(new Error(`GET /api/events answered ${res.statusCode}`));
        return;
      }
      res.setEncoding('utf8');
      let buffer = '';
      res.on('data', (chunk) => {
        const now = performance.now();
        buffer += chunk.replaceAll('\r\n', '\n');
        let end;
        while ((end = buffer.indexOf('\n\n')) !== -1) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          if (/^event:\s?rates$/m.test(block)) onRates(now);
        }
      });
      res.on('error', () => {});
      resolve(req);
    });
    req.on('error', reject);
    req.setTimeout(20_000, () => req.destroy(new Error('no answer from GET /api/events')));
    req.end();
  });
}

/**
 * A real rate change through the admin API, as the dashboard's update screen makes it: a new Sell margin
 * changes the customer rate of Click & Collect. (UpdateCurrencyPrice would re-read the market rate from the
 * bundled sample provider, which gives the same figure every time.)
 */
async function changeRate(base, token, currency, sellMargin) {
  const res = await fetch(`${base}/api/updateCurrency/${currency.value}`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ label: currency.label, Sell: sellMargin, Buy: currency.Buy }),
  });
  await res.arrayBuffer();
  if (!res.ok) throw new Error(`PUT /api/updateCurrency/${currency.value} answered ${res.status}`);
}

export async function run(ctx) {
  const target = `p99 ≤ ${fmt.ms(TARGET_MS)}`;
  const clients = Math.min(WANTED_CLIENTS, Math.floor((openFilesLimit() - 200) / 1));
  const name = NAME.replace('N', fmt.int(clients));
  // Every client comes from this one loopback address, where in a branch's week they are a thousand phones
  // and boards: the per-address caps (128 connections, 6 streams: one client must not hold them all) are
  // lifted for it.
  const env = {
    MAX_CONNECTIONS_PER_ADDRESS: String(clients + 100),
    LIVE_STREAMS_PER_ADDRESS: String(clients + 50),
    LIVE_STREAMS_MAX: String(clients + 100),
  };
  return measureOnServer({ id: '3', name, target, env }, async ({ database, server }) => {
    const agent = new Agent({ keepAlive: false, maxSockets: Infinity });
    const requests = [];
    try {
      const token = await staffToken(server.base);
      const arrivals = new Array(clients).fill(null);
      for (let i = 0; i < clients; i += 100) {
        const batch = Array.from({ length: Math.min(100, clients - i) }, (_, j) =>
          connect(server.base, agent, (now) => {
            arrivals[i + j] ??= now;
          }),
        );
        requests.push(...(await Promise.all(batch)));
      }
      ctx.log(`${clients} SSE clients connected`);
      await sleep(1000); // let any greeting event pass before the first change

      const eur = await (await fetch(`${server.base}/api/singleCurrency/EUR`)).json();
      const baseSell = Number(eur.Sell);
      const lastArrival = [];
      let missing = 0;
      for (let k = 1; k <= CHANGES; k += 1) {
        arrivals.fill(null);
        const t0 = performance.now();
        await changeRate(server.base, token, eur, (baseSell - k / 100).toFixed(2));
        while (arrivals.includes(null) && performance.now() - t0 < 5000) await sleep(2);
        const got = arrivals.filter((t) => t !== null);
        missing += clients - got.length;
        lastArrival.push(got.length === clients ? Math.max(...got) - t0 : Infinity);
        await sleep(300);
      }
      const worst = p99(lastArrival);
      const shown = (ms) => (Number.isFinite(ms) ? fmt.ms(ms) : 'not all clients within 5 s');
      return [
        row('3', name, `p50 ${shown(p50(lastArrival))}, p99 ${shown(worst)} over ${CHANGES} changes`, {
          target,
          met: missing === 0 && worst <= TARGET_MS,
          note:
            `measured from sending PUT /api/updateCurrency/EUR (staff bearer token) to the ${clients}th client ` +
            `parsing the \`rates\` event; database ${database ? 'PostgreSQL' : 'PGlite'}` +
            (missing ? `; ${missing} client deliveries missing` : ''),
          values: { clients, changes: lastArrival, missing },
        }),
      ];
    } finally {
      for (const req of requests) req.destroy();
      agent.destroy();
    }
  });
}
