// Measure 1: GET /api/currency (200 and 304) against a bare Hono route answering the same bytes as a
// constant, both measured in this run with the same load. Also records the server's memory idle and under
// this load (measure 6).
import { writeFileSync, rmSync } from 'node:fs';
import { get } from 'node:http';
import { join } from 'node:path';
import { describeStatuses, interleaved, load, shareOf } from './load.mjs';
import { MissingError, rssOf, startBareHono, startServer, tempDir } from './processes.mjs';
import { failed, fmt, row, skipped } from './report.mjs';

// Issue 32's goals: the read costs at most a tenth more than a bare route sending the same bytes, and a 304
// (no body, the same headers) at most a twentieth more than the bare 200.
const TARGET = 0.9;
const TARGET_304 = 0.95;
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

/** One answer as it travels (fetch would decode the gzip): body bytes and headers. */
function rawGet(url) {
  return new Promise((resolve, reject) => {
    get(url, { headers: BROWSER_HEADERS }, (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () =>
        resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }),
      );
      res.on('error', reject);
    }).on('error', reject);
  });
}

/** The bare Hono baseline, started answering `body` (or a tiny constant when there is none). */
async function startBare(body, encoding) {
  const dir = tempDir('bare');
  const bodyFile = body ? join(dir, 'body') : undefined;
  if (bodyFile) writeFileSync(bodyFile, body);
  const bare = await startBareHono({ bodyFile, encoding });
  return {
    pid: bare.pid,
    url: `${bare.base}/constant`,
    async stop() {
      await bare.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

const cpuText = (s) => (s.cpuPerAnswerUs === null ? 'unknown' : `${Math.round(s.cpuPerAnswerUs)} µs`);
const summary = (s) => `${fmt.int(s.rps)} req/s, p50 ${fmt.ms(s.p50)}, p99 ${fmt.ms(s.p99)}`;

export async function run(ctx) {
  const { duration, warmup } = ctx;
  const target = `≥ ${TARGET} × bare`;
  const target304 = `≥ ${TARGET_304} × bare 200`;

  let server;
  try {
    server = await startServer();
  } catch (error) {
    const reason = error instanceof MissingError ? error.message : `server did not start: ${error.message}`;
    ctx.readLoad = { skipped: reason };
    let baseline;
    try {
      const bare = await startBare();
      try {
        baseline = `${summary(await load({ url: bare.url, duration: ctx.duration, headers: BROWSER_HEADERS }))} (small constant)`;
      } finally {
        await bare.stop();
      }
    } catch (bareError) {
      baseline = `bare Hono failed: ${bareError.message}`;
    }
    return [
      { ...skipped('1a', NAME, reason, target), baseline },
      skipped('1b', NAME_304, 'as 1a', target304),
    ];
  }

  const rows = [];
  try {
    const url = `${server.base}/api/currency`;
    const first = await rawGet(url);
    if (first.status !== 200) throw new Error(`GET /api/currency answered ${first.status}`);
    const etag = first.headers.etag;
    const encoding = first.headers['content-encoding'] ?? 'identity';
    // Idle: after start-up and one request, before any load.
    await new Promise((r) => setTimeout(r, 1000));
    const idleRss = rssOf(server.pid);

    const bareServer = await startBare(first.body, encoding);
    let bare, full, notModified;
    try {
      const bareLoad = { url: bareServer.url, headers: BROWSER_HEADERS, pid: bareServer.pid };
      const fullLoad = { url, headers: BROWSER_HEADERS, pid: server.pid };
      const load304 = {
        url,
        headers: { ...BROWSER_HEADERS, 'if-none-match': etag ?? '"none"' },
        pid: server.pid,
      };
      ctx.log('warming up, then bare route, 200 and 304 in alternating 2 s slices...');
      await interleaved([bareLoad, fullLoad], { seconds: warmup });
      const sampler = rssSampler(server.pid);
      [bare, full, notModified] = await interleaved(
        etag ? [bareLoad, fullLoad, load304] : [bareLoad, fullLoad],
        {
          seconds: duration,
        },
      );
      ctx.readLoad = { idleRss, loadRss: sampler.stop(), seconds: duration };
    } finally {
      await bareServer.stop();
    }

    const ratio = full.rps / bare.rps;
    const ok = shareOf(full, '200') > 0.99;
    rows.push(
      row('1a', NAME, summary(full), {
        baseline: `${summary(bare)}; ratio ${fmt.ratio(ratio)}`,
        target,
        met: ok && ratio >= TARGET,
        note:
          `${first.body.length} B ${encoding} body per answer, the bare route sends the same bytes; ` +
          `server CPU per answer ${cpuText(full)} vs bare ${cpuText(bare)}; ` +
          describeStatuses(full) +
          (ok ? '' : ' — not all answers were 200, so the throughput is not the read path'),
        values: { ...full, bare, ratio, bytes: first.body.length, encoding },
      }),
    );

    if (!etag) {
      rows.push(skipped('1b', NAME_304, 'GET /api/currency sends no ETag', target304));
    } else {
      const ratio304 = notModified.rps / bare.rps;
      const all304 = shareOf(notModified, '304') > 0.99;
      rows.push(
        row('1b', NAME_304, summary(notModified), {
          baseline: `ratio ${fmt.ratio(ratio304)} of the bare 200`,
          target: target304,
          met: all304 && ratio304 >= TARGET_304,
          note:
            `server CPU per answer ${cpuText(notModified)}; ${describeStatuses(notModified)}` +
            (all304 ? '' : ' — the ETag did not produce 304s'),
          values: { ...notModified, ratio: ratio304 },
        }),
      );
    }
  } catch (error) {
    rows.push(failed('1a', NAME, error, target));
  } finally {
    await server.stop();
  }
  return rows;
}
