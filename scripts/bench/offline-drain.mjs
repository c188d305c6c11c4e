// Measure 5: 100 orders placed while offline wait in @tm/offline's outbox (IndexedDB via fake-indexeddb);
// the network comes back; how long the drain takes, and whether the server holds exactly 100 orders.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import postgres from 'postgres';
import { measureOnServer } from './pg.mjs';
import { ROOT, runJsonChild, staffToken } from './processes.mjs';
import { fmt, row, skipped } from './report.mjs';

const COUNT = 100;
const NAME = `Offline sync: ${COUNT} queued orders drained after reconnect`;
const TARGET = `exactly ${COUNT} orders on the server`;

function runChild(base, marker) {
  const args = [base, marker, String(COUNT)];
  return runJsonChild('scripts/bench/offline-drain-child.mjs', args, 'offline client');
}

/** Orders the server holds for this run, counted through the admin API as the dashboard would. */
async function countViaApi(base, marker) {
  const token = await staffToken(base);
  const res = await fetch(`${base}/api/allOrders`, { headers: { authorization: `Bearer ${token}` } });
  if (!res.ok) throw new Error(`GET /api/allOrders answered ${res.status}`);
  const orders = await res.json();
  return orders.filter((o) => String(o.Email).startsWith(`${marker}.`)).length;
}

async function countViaSql(url, marker) {
  const sql = postgres(url, { max: 1, onnotice: () => {} });
  try {
    const [{ n }] = await sql`select count(*)::int as n from orders where email like ${`${marker}.%`}`;
    return n;
  } finally {
    await sql.end();
  }
}

export async function run(ctx) {
  if (!existsSync(join(ROOT, 'packages/offline/src/index.ts'))) {
    return [skipped('5', NAME, '@tm/offline has no src/index.ts yet', TARGET)];
  }
  return measureOnServer({ id: '5', name: NAME, target: TARGET }, async ({ database, server }) => {
    const marker = `offline${Date.now()}`;
    ctx.log('queueing offline, then draining...');
    const result = await runChild(server.base, marker);
    const stored = database
      ? await countViaSql(database.url, marker)
      : await countViaApi(server.base, marker);
    const exact = result.queued === COUNT && stored === COUNT && result.delivered === COUNT;
    return [
      row('5', NAME, `${fmt.ms(result.drainMs)} for ${result.delivered} sent; ${stored} orders stored`, {
        target: TARGET,
        met: exact,
        note:
          `${result.queued} of ${COUNT} queued while offline; at the moment of reconnect ${result.atOnce} were due ` +
          '(the rest inside their back-off, left to its timer); timed: one drain once every back-off has passed ' +
          `(store clock moved on 1 h); database ${database ? 'PostgreSQL (counted in SQL)' : 'PGlite (counted via /api/allOrders)'}` +
          (result.errors.length ? `; not delivered: ${result.errors.join(' | ')}` : ''),
        values: { ...result, stored },
      }),
    ];
  });
}
