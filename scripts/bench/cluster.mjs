// Measure 7: three instances behind nginx (deploy/nginx.conf, as `npm run cluster` runs them) against one
// of those instances reached directly, on one PostgreSQL, in alternating slices of the same load: orders/s
// (POST /api/Order, 50 clients, a new Idempotency-Key each) and GET /api/currency req/s (50 connections).
import postgres from 'postgres';
import { describeStatuses, interleaved, shareOf } from './load.mjs';
import { orderRequests } from './order-write.mjs';
import { freshDatabase } from './pg.mjs';
import { freePort, MissingError, startServer } from './processes.mjs';
import { failed, fmt, row, skipped } from './report.mjs';

const INSTANCES = 3;
const ORDERS = '3 instances behind nginx vs 1 direct: POST /api/Order, 50 clients';
const READS = '3 instances behind nginx vs 1 direct: GET /api/currency, 50 conn';
const BROWSER_HEADERS = { 'accept-encoding': 'gzip, deflate, br', accept: 'application/json' };

/** nginx's start and stop, from the same module `npm run cluster` and the cluster test use (TypeScript). */
async function nginxModule() {
  const { register } = await import('tsx/esm/api');
  register();
  return import('../../server/src/cluster/nginx.ts');
}

const summary = (s) => `${fmt.int(s.rps)}/s, p50 ${fmt.ms(s.p50)}, p99 ${fmt.ms(s.p99)}`;

export async function run(ctx) {
  const { findNginx, startNginx } = await nginxModule();
  const binary = findNginx();
  if (!binary) {
    const reason = 'nginx is not installed (apt-get install nginx)';
    return [skipped('7a', ORDERS, reason), skipped('7b', READS, reason)];
  }
  let database;
  try {
    database = await freshDatabase();
  } catch (error) {
    if (error instanceof MissingError)
      return [skipped('7a', ORDERS, error.message), skipped('7b', READS, error.message)];
    return [failed('7a', ORDERS, error)];
  }
  const servers = [];
  let nginx;
  try {
    ctx.log(`starting ${INSTANCES} instances and nginx...`);
    servers.push(
      ...(await Promise.all(
        Array.from({ length: INSTANCES }, () =>
          startServer({ databaseUrl: database.url, env: { TRUST_PROXY: 'true' } }),
        ),
      )),
    );
    nginx = await startNginx({
      binary,
      port: await freePort(),
      upstreams: servers.map((s) => new URL(s.base).host),
      bodyLimitBytes: 65536,
    });
    const direct = servers[0];
    const runId = `bench7-${Date.now()}`;
    const directOrders = orderRequests(`${runId}-direct`);
    const clusterOrders = orderRequests(`${runId}-cluster`);
    const orderLoad = (base, { requests }) => ({ url: base, connections: 50, requests });

    ctx.log('warming up, then reads, direct and through nginx, in alternating 2 s slices...');
    const directRead = { url: `${direct.base}/api/currency`, headers: BROWSER_HEADERS };
    const clusterRead = { url: `${nginx.url}/api/currency`, headers: BROWSER_HEADERS };
    await interleaved([directRead, clusterRead], { seconds: ctx.warmup });
    const [readsDirect, readsCluster] = await interleaved([directRead, clusterRead], {
      seconds: ctx.duration,
    });

    ctx.log('orders, direct and through nginx, in alternating 2 s slices...');
    const warm = orderRequests(`${runId}-warm`);
    await interleaved([orderLoad(direct.base, warm), orderLoad(nginx.url, warm)], { seconds: ctx.warmup });
    const [ordersDirect, ordersCluster] = await interleaved(
      [orderLoad(direct.base, directOrders), orderLoad(nginx.url, clusterOrders)],
      { seconds: ctx.duration },
    );

    // Exactly one order per key on both sides (requests in flight at a slice's end may be stored unanswered).
    const sql = postgres(database.url, { max: 1, onnotice: () => {} });
    const stored = {};
    for (const side of ['direct', 'cluster']) {
      const [r] = await sql`select count(*)::int as n, count(distinct idempotency_key)::int as keys
                            from orders where idempotency_key like ${`${runId}-${side}-%`}`;
      stored[side] = r;
    }
    await sql.end();

    const created = (s) => (s.statuses['201'] ?? 0) / s.duration;
    const orderRatio = created(ordersCluster) / created(ordersDirect);
    const readRatio = readsCluster.rps / readsDirect.rps;
    const onceEach = stored.direct.n === stored.direct.keys && stored.cluster.n === stored.cluster.keys;
    const machine =
      'all on this machine’s 2 cores: nginx (2 workers), 3 instances, PostgreSQL and the load generator';
    return [
      row('7a', ORDERS, `${summary({ ...ordersCluster, rps: created(ordersCluster) })} through nginx`, {
        baseline: `1 instance direct: ${summary({ ...ordersDirect, rps: created(ordersDirect) })}; ratio ${fmt.ratio(orderRatio)}`,
        note:
          `${machine}; nginx ${describeStatuses(ordersCluster)}, direct ${describeStatuses(ordersDirect)}; ` +
          `stored ${stored.cluster.n} orders for ${stored.cluster.keys} keys through nginx, ${stored.direct.n} for ${stored.direct.keys} direct` +
          (onceEach ? '' : ' — NOT one order per key') +
          (shareOf(ordersCluster, '201') > 0.99 ? '' : ' — not every answer through nginx was 201'),
        values: { ordersCluster, ordersDirect, orderRatio, stored },
      }),
      row('7b', READS, `${summary(readsCluster)} through nginx`, {
        baseline: `1 instance direct: ${summary(readsDirect)}; ratio ${fmt.ratio(readRatio)}`,
        note: `${machine}; the same ${BROWSER_HEADERS['accept-encoding']} request, pre-gzipped answer passed through; nginx ${describeStatuses(readsCluster)}`,
        values: { readsCluster, readsDirect, readRatio },
      }),
    ];
  } catch (error) {
    return [failed('7a', ORDERS, error)];
  } finally {
    await nginx?.stop();
    await Promise.all(servers.map((s) => s.stop()));
    await database.drop();
  }
}
