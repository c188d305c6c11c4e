/*
 * Over 300 lines on purpose: one load script (traffic mix, pacing, checks of every answer, RSS sampling)
 * that `npm run soak` and the short soak test both run; its parts only mean something together.
 */
import { readFileSync, mkdtempSync, rmSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { startServerProcess, stopServerProcess } from '../reliability/helpers/spawn-server';
import { orderBody } from '../reliability/helpers/db-checks';

/**
 * The soak: the real server (its own process, on loopback) under mixed traffic for a fixed time - rate reads
 * (half of them conditional, 304), orders (some replayed with their key), and staff actions (lists, details,
 * stats, accept, complete, delete, margin edits, live-mode state) - at a paced rate, bounded in time and in
 * count, stopping by itself. It fails on any unexpected answer and on RSS growth beyond a threshold after
 * warm-up. `npm run soak` runs five minutes; `npm test` runs a short one (server/test/soak/soak.test.ts).
 */
export interface SoakOptions {
  seconds: number;
  /** Target requests per second (paced; the achieved rate is reported). */
  rps: number;
  concurrency: number;
  /** Allowed RSS growth from the warm-up window to the end window, in MB. */
  maxGrowthMb: number;
  /** PostgreSQL URL; without it the server runs on a fresh PGlite folder. */
  databaseUrl?: string | undefined;
  log?: (line: string) => void;
}

export interface SoakReport {
  seconds: number;
  requests: number;
  achievedRps: number;
  byKind: Record<string, number>;
  errors: string[];
  errorCount: number;
  latencyMs: { p50: number; p95: number; p99: number; max: number };
  rssMb: {
    start: number;
    warm: number;
    end: number;
    peak: number;
    growth: number;
    samples: Array<[number, number]>;
  };
  orders: number;
  ok: boolean;
  verdict: string;
}

function rssMb(pid: number): number {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1]);
    if (kb > 0) return kb / 1024;
  } catch {
    // Not Linux: ask ps.
  }
  return Number(execFileSync('ps', ['-o', 'rss=', '-p', String(pid)], { encoding: 'utf8' }).trim()) / 1024;
}

const mean = (xs: number[]) => (xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : 0);
const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? 0;
const round = (n: number) => Math.round(n * 10) / 10;

interface Staff {
  cookie: string;
  csrf: string;
}

async function signInStaff(url: string): Promise<Staff> {
  const res = await fetch(`${url}/api/auth/signin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'staff@reliab.test', password: 'staff-pass-123' }),
  });
  if (res.status !== 200) throw new Error(`staff sign-in failed: ${res.status} ${await res.text()}`);
  const jar = res.headers.getSetCookie().map((c) => c.split(';')[0]!);
  const csrf = jar.find((c) => c.startsWith('tm_csrf='))!.slice('tm_csrf='.length);
  return { cookie: jar.join('; '), csrf };
}

export async function runSoak(options: SoakOptions): Promise<SoakReport> {
  const log = options.log ?? (() => {});
  const dir = mkdtempSync(join(tmpdir(), 'tm-soak-'));
  const env: Record<string, string> = {
    MAIL_DIR: join(dir, 'mail'),
    LOG_LEVEL: 'warn',
    // All traffic comes from this one address: limits meant for strangers would refuse the soak itself. The
    // limiter still counts every order (it is on, with limits the soak never reaches).
    ORDER_LIMIT_PER_IP_PER_HOUR: '10000000',
    ORDER_LIMIT_PER_EMAIL_PER_HOUR: '10000000',
    CUSTOMER_EMAILS_PER_HOUR: '10000000',
    BRANCH_EMAILS_PER_HOUR: '10000000',
  };
  if (options.databaseUrl) env.DATABASE_URL = options.databaseUrl;
  else env.DATA_DIR = join(dir, 'data');
  const server = await startServerProcess(env);
  const { url, pid } = server;
  try {
    const staff = await signInStaff(url);
    const staffHeaders = (json = false): Record<string, string> => ({
      cookie: staff.cookie,
      'x-csrf-token': staff.csrf,
      ...(json ? { 'content-type': 'application/json' } : {}),
    });
    const pending: string[] = [];
    const accepted: string[] = [];
    const placedKeys: Array<{ key: string; name: string }> = [];
    let etag: string | null = null;
    let margin = false;

    const errors: string[] = [];
    let errorCount = 0;
    const byKind: Record<string, number> = {};
    const latencies: number[] = [];
    const expectStatus = async (kind: string, res: Response, ok: number[]) => {
      byKind[kind] = (byKind[kind] ?? 0) + 1;
      const body = await res.text();
      if (!ok.includes(res.status)) {
        errorCount++;
        if (errors.length < 20) errors.push(`${kind}: ${res.status} ${body.slice(0, 200)}`);
        return null;
      }
      return body;
    };
    /** A staff request that must answer 200. */
    const staffCall = async (kind: string, path: string, method = 'GET', body?: object) =>
      expectStatus(
        kind,
        await fetch(`${url}/api/${path}`, {
          method,
          headers: staffHeaders(body !== undefined),
          body: body ? JSON.stringify(body) : undefined,
        }),
        [200],
      );

    /** One request of the mix, picked by weight. */
    async function step(i: number): Promise<void> {
      const r = (i * 7919) % 100;
      if (r < 30) {
        const conditional = etag !== null && i % 2 === 0;
        const res = await fetch(`${url}/api/currency`, {
          headers: conditional ? { 'if-none-match': etag! } : {},
        });
        if (res.headers.get('etag')) etag = res.headers.get('etag');
        await expectStatus(conditional ? 'rates-304' : 'rates', res, conditional ? [304, 200] : [200]);
      } else if (r < 40) {
        const code = ['EUR', 'USD', 'JPY', 'CHF', 'TRY'][i % 5];
        await expectStatus('single-rate', await fetch(`${url}/api/singleCurrency/${code}`), [200]);
      } else if (r < 58) {
        const replay = placedKeys.length > 0 && i % 10 === 0;
        const { key, name } = replay
          ? placedKeys[i % placedKeys.length]!
          : { key: `soak-${process.pid}-${i}-${Date.now().toString(36)}`, name: `Soak Customer ${i}` };
        const res = await fetch(`${url}/api/Order`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'idempotency-key': key },
          body: JSON.stringify(orderBody(name)),
        });
        const body = await expectStatus(replay ? 'order-replay' : 'order', res, [201]);
        if (body && !replay) {
          placedKeys.push({ key, name });
          if (placedKeys.length > 200) placedKeys.shift();
          pending.push((JSON.parse(body) as { _id: string })._id);
        }
      } else if (r < 66) {
        const list = ['PendingOrder', 'AcceptedOrder', 'completedOrder', 'allOrders'][i % 4];
        await staffCall('staff-list', `${list}?limit=20`);
      } else if (r < 70) {
        await staffCall('staff-stats', `stats`);
      } else if (r < 76 && pending.length > 0) {
        const id = pending.shift()!;
        const res = await fetch(`${url}/api/pendingToAceept/${id}`, { headers: staffHeaders() });
        if (await expectStatus('staff-accept', res, [200])) accepted.push(id);
      } else if (r < 80 && accepted.length > 0) {
        const id = accepted.shift()!;
        await staffCall('staff-complete', `acceptedToCompleted/${id}`, 'PUT');
      } else if (r < 82 && pending.length > 0) {
        const id = pending.pop()!;
        // A branch cancellation says why (issue 29).
        await staffCall('staff-delete', `deleteOrder/${id}`, 'DELETE', {
          reason: 'other',
          note: 'Soak test',
        });
      } else if (r < 84) {
        margin = !margin;
        const res = await fetch(`${url}/api/updateCurrency/EUR`, {
          method: 'PUT',
          headers: staffHeaders(true),
          body: JSON.stringify({ label: 'European Union', Sell: margin ? '-1.2' : '-1.1', Buy: '1' }),
        });
        await expectStatus('staff-margin', res, [200]);
      } else if (r < 88 && pending.length > 0) {
        await staffCall('staff-details', `details/${pending[pending.length - 1]}`);
      } else if (r < 92) {
        await staffCall('staff-live-mode', `liveMode`);
      } else {
        await expectStatus('me', await fetch(`${url}/api/auth/me`, { headers: staffHeaders() }), [200]);
      }
    }

    const samples: Array<[number, number]> = [];
    const startRss = rssMb(pid);
    const started = performance.now();
    const deadline = started + options.seconds * 1000;
    const maxRequests = Math.ceil(options.seconds * options.rps * 1.05);
    const sampleEvery = Math.max(250, Math.min(5000, (options.seconds * 1000) / 60));
    const sampler = setInterval(
      () => samples.push([round((performance.now() - started) / 1000), round(rssMb(pid))]),
      sampleEvery,
    );
    let lastLog = started;
    let next = 0;

    const worker = async () => {
      for (;;) {
        const i = next++;
        const due = started + (i * 1000) / options.rps;
        if (i >= maxRequests || due >= deadline || performance.now() >= deadline) return;
        const wait = due - performance.now();
        if (wait > 0) await new Promise((r) => setTimeout(r, wait));
        const t0 = performance.now();
        try {
          await step(i);
        } catch (error) {
          errorCount++;
          if (errors.length < 20)
            errors.push(`request ${i}: ${error instanceof Error ? error.message : String(error)}`);
        }
        latencies.push(performance.now() - t0);
        if (performance.now() - lastLog > 10_000) {
          lastLog = performance.now();
          const s = (lastLog - started) / 1000;
          log(
            `[soak] ${s.toFixed(0)} s: ${latencies.length} requests (${(latencies.length / s).toFixed(1)}/s), ${errorCount} errors, RSS ${rssMb(pid).toFixed(1)} MB`,
          );
        }
      }
    };
    await Promise.all(Array.from({ length: options.concurrency }, worker));
    clearInterval(sampler);
    const elapsed = (performance.now() - started) / 1000;
    samples.push([round(elapsed), round(rssMb(pid))]);

    // Warm-up is the first 20% of the run (start-up memory is released unevenly then). Growth is the end
    // window's mean over the lowest RSS seen after warm-up, so a steady leak shows however the warm-up went.
    const window = (from: number, to: number) =>
      samples.filter(([t]) => t >= elapsed * from && t <= elapsed * to).map(([, mb]) => mb);
    const warm = Math.min(...window(0.2, 0.8));
    const end = mean(window(0.8, 1));
    const growth = round(end - warm);
    const sorted = [...latencies].sort((a, b) => a - b);
    const orders = byKind.order ?? 0;
    const problems: string[] = [];
    if (errorCount > 0) problems.push(`${errorCount} unexpected answers`);
    if (growth > options.maxGrowthMb)
      problems.push(`RSS grew ${growth} MB (limit ${options.maxGrowthMb} MB)`);
    const report: SoakReport = {
      seconds: round(elapsed),
      requests: latencies.length,
      achievedRps: round(latencies.length / elapsed),
      byKind,
      errors,
      errorCount,
      latencyMs: {
        p50: round(pct(sorted, 50)),
        p95: round(pct(sorted, 95)),
        p99: round(pct(sorted, 99)),
        max: round(sorted.at(-1) ?? 0),
      },
      rssMb: {
        start: round(startRss),
        warm: round(warm),
        end: round(end),
        peak: Math.max(...samples.map(([, mb]) => mb)),
        growth,
        samples,
      },
      orders,
      ok: problems.length === 0,
      verdict: problems.length === 0 ? 'PASS' : `FAIL: ${problems.join('; ')}`,
    };
    return report;
  } finally {
    await stopServerProcess(server);
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Human summary of a report, one block. */
export function describeReport(r: SoakReport): string {
  return [
    `soak ${r.verdict}: ${r.requests} requests in ${r.seconds} s (${r.achievedRps}/s), ${r.orders} orders, ${r.errorCount} errors`,
    `latency ms p50 ${r.latencyMs.p50}, p95 ${r.latencyMs.p95}, p99 ${r.latencyMs.p99}, max ${r.latencyMs.max}`,
    `server RSS MB: start ${r.rssMb.start}, lowest after warm-up ${r.rssMb.warm}, end ${r.rssMb.end}, peak ${r.rssMb.peak}, growth ${r.rssMb.growth}`,
    `mix: ${Object.entries(r.byKind)
      .sort()
      .map(([k, n]) => `${k} ${n}`)
      .join(', ')}`,
    `RSS over time (s:MB): ${r.rssMb.samples
      .filter((_, i, all) => all.length <= 30 || i % Math.ceil(all.length / 30) === 0 || i === all.length - 1)
      .map(([t, mb]) => `${t}:${mb}`)
      .join(' ')}`,
    ...r.errors.map((e) => `  error: ${e}`),
  ].join('\n');
}

const direct =
  process.argv[1] &&
  resolve(process.argv[1]).replace(/\.ts$/, '') === resolve(import.meta.filename ?? '').replace(/\.ts$/, '');
if (direct) {
  const env = process.env;
  const options: SoakOptions = {
    seconds: Number(env.SOAK_SECONDS ?? 300),
    rps: Number(env.SOAK_RPS ?? 30),
    concurrency: Number(env.SOAK_CONCURRENCY ?? 4),
    maxGrowthMb: Number(env.SOAK_MAX_GROWTH_MB ?? 64),
    databaseUrl: env.SOAK_DATABASE_URL,
    log: (line) => console.log(line),
  };
  console.log(
    `[soak] ${options.seconds} s at ${options.rps} req/s (${options.concurrency} clients) on ${options.databaseUrl ? 'PostgreSQL' : 'a fresh PGlite folder'}; fails on any error or RSS growth over ${options.maxGrowthMb} MB`,
  );
  runSoak(options).then(
    (report) => {
      console.log(describeReport(report));
      process.exit(report.ok ? 0 : 1);
    },
    (error: unknown) => {
      console.error('[soak] could not run:', error);
      process.exit(2);
    },
  );
}
