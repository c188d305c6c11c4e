// Measure 1: GET /api/currency (200 and 304) against a bare Hono route answering a constant, both measured in
// this run with the same load. Also records the server's memory idle and under this load (measure 6).
import { describeStatuses, load, shareOf } from './load.mjs';
import { MissingError, rssOf, startBareHono, startServer } from './processes.mjs';
import { failed, fmt, row, skipped } from './report.mjs';

const TARGET = 0.7;
const NAME = 'GET /api/currency, 50 conn';
const NAME_304 = 'GET /api/currency 304 (If-None-Match)';
// What a browser sends; the server may answer its pre-compressed snapshot.
const BROWSER_HEADERS = { 'accept-encoding': 'gzip, deflate, br', accept: 'application/json' };

/** Samples the RSS of `pid` every 100 ms until stop() is called. */
function rssSampler(pid) {
  const samples = [];
  const timer = setInterval(() => {
    const rss = rssOf(pid);
    if (rss !== null) samples.push(rss);
  }, 100);
  return {
    stop() {
      clearInterval(timer);
      return samples;
    },
  };
}

export async function run(ctx) {
  const { duration, warmup } = ctx;
  const target = `≥ ${TARGET} × bare`;
  let bare;
  try {
    const bareServer = await startBareHono();
    try {
      const url = `${bareServer.base}/constant`;
      await load({ url, duration: warmup, headers: BROWSER_HEADERS });
      bare = await load({ url, duration, headers: BROWSER_HEADERS });
    } finally {
      await bareServer.stop();
    }
  } catch (error) {
    return [failed('1', `${NAME} (bare Hono baseline)`, error, target)];
  }
  const bareText = `${fmt.int(bare.rps)} req/s, p50 ${fmt.ms(bare.p50)}, p99 ${fmt.ms(bare.p99)}`;

  let server;
  try {
    server = await startServer();
  } catch (error) {
    const reason = error instanceof MissingError ? error.message : `server did not start: ${error.message}`;
    ctx.readLoad = { skipped: reason };
    return [
      { ...skipped('1a', NAME, reason, target), baseline: bareText, values: { bare } },
      skipped('1b', NAME_304, reason, target),
    ];
  }
  const rows = [];
  try {
    const url = `${server.base}/api/currency`;
    const first = await fetch(url, { headers: BROWSER_HEADERS });
    const body = await first.arrayBuffer();
    const etag = first.headers.get('etag');
    const encoding = first.headers.get('content-encoding') ?? 'identity';
    // Idle: after start-up and one request, before any load.
    await new Promise((r) => setTimeout(r, 1000));
    const idleRss = rssOf(server.pid);

    await load({ url, duration: warmup, headers: BROWSER_HEADERS });
    const sampler = rssSampler(server.pid);
    const full = await load({ url, duration, headers: BROWSER_HEADERS });
    const loadRss = sampler.stop();
    ctx.readLoad = { idleRss, loadRss, pid: server.pid };

    const ratio = full.rps / bare.rps;
    const ok = shareOf(full, '200') > 0.99;
    rows.push(
      row('1a', NAME, `${fmt.int(full.rps)} req/s, p50 ${fmt.ms(full.p50)}, p99 ${fmt.ms(full.p99)}`, {
        baseline: `${bareText}; ratio ${fmt.ratio(ratio)}`,
        target,
        met: ok && ratio >= TARGET,
        note:
          `${body.byteLength} B ${encoding} body per answer; ${describeStatuses(full)}` +
          (ok ? '' : ' — not all answers were 200, so the throughput is not the read path'),
        values: {
          rps: full.rps,
          p50: full.p50,
          p99: full.p99,
          bare,
          ratio,
          bytes: body.byteLength,
          encoding,
        },
      }),
    );

    if (!etag) {
      rows.push(skipped('1b', NAME_304, 'GET /api/currency sends no ETag', target));
    } else {
      const notModified = await load({
        url,
        duration,
        headers: { ...BROWSER_HEADERS, 'if-none-match': etag },
      });
      const ratio304 = notModified.rps / bare.rps;
      const all304 = shareOf(notModified, '304') > 0.99;
      rows.push(
        row(
          '1b',
          NAME_304,
          `${fmt.int(notModified.rps)} req/s, p50 ${fmt.ms(notModified.p50)}, p99 ${fmt.ms(notModified.p99)}`,
          {
            baseline: `ratio ${fmt.ratio(ratio304)} of bare`,
            target,
            met: all304 && ratio304 >= TARGET,
            note: `${describeStatuses(notModified)}${all304 ? '' : ' — the ETag did not produce 304s'}`,
            values: { rps: notModified.rps, p50: notModified.p50, p99: notModified.p99, ratio: ratio304 },
          },
        ),
      );
    }
  } catch (error) {
    rows.push(failed('1a', NAME, error, target));
  } finally {
    await server.stop();
  }
  return rows;
}
