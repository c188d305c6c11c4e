// One wrapper around autocannon, so every HTTP load in the benchmark is run and summarised the same way.
import autocannon from 'autocannon';
import { cpuSecondsOf } from './processes.mjs';
import { p50, p99 } from './stats.mjs';

/**
 * Runs autocannon and returns the raw material of a summary: every answer's latency (ms; autocannon's own
 * histogram keeps only 2xx, and the 304 path matters here), the count of each status code and the run time.
 */
async function rawLoad({ url, connections = 50, duration, headers = {}, requests, method = 'GET', pid }) {
  const cpuBefore = pid ? cpuSecondsOf(pid) : null;
  const latencies = [];
  const statuses = {};
  const instance = autocannon({ url, connections, duration, headers, method, requests, pipelining: 1 });
  instance.on('response', (_client, statusCode, _bytes, responseTime) => {
    latencies.push(responseTime);
    statuses[statusCode] = (statuses[statusCode] ?? 0) + 1;
  });
  const result = await instance;
  const cpuAfter = pid ? cpuSecondsOf(pid) : null;
  const cpu = cpuBefore !== null && cpuAfter !== null ? cpuAfter - cpuBefore : null;
  return { latencies, statuses, errors: result.errors, seconds: result.duration, cpu };
}

function summarise(parts) {
  const latencies = parts.flatMap((p) => p.latencies);
  const statuses = {};
  for (const p of parts)
    for (const [code, n] of Object.entries(p.statuses)) statuses[code] = (statuses[code] ?? 0) + n;
  const seconds = parts.reduce((s, p) => s + p.seconds, 0);
  const cpu = parts.every((p) => p.cpu !== null) ? parts.reduce((s, p) => s + p.cpu, 0) : null;
  return {
    // Server CPU time per answer (µs), when the server's pid was given: unlike answers/s it does not depend
    // on how much of the two cores the load generator and the rest of the machine took.
    cpuPerAnswerUs: cpu === null || latencies.length === 0 ? null : (cpu / latencies.length) * 1e6,
    rps: latencies.length / seconds,
    p50: p50(latencies),
    p99: p99(latencies),
    answered: latencies.length,
    statuses,
    errors: parts.reduce((s, p) => s + p.errors, 0),
    duration: seconds,
  };
}

/** Runs one load and summarises it: answers/s, latency p50/p99 (ms), status counts. */
export async function load(options) {
  return summarise([await rawLoad(options)]);
}

/**
 * Runs several loads in alternating slices (A B A B ...) of `sliceSeconds`, so each gets the same share of
 * whatever else the machine is doing: on a shared 2-core box a baseline measured a minute earlier is not a
 * baseline. Returns one summary per load, in the order given.
 */
export async function interleaved(loads, { seconds, sliceSeconds = 2 }) {
  const parts = loads.map(() => []);
  for (let done = 0; done < seconds; done += sliceSeconds) {
    for (const [i, options] of loads.entries())
      parts[i].push(await rawLoad({ ...options, duration: sliceSeconds }));
  }
  return parts.map(summarise);
}

/** Share of answers with `status`; a load that mostly failed must not be reported as throughput. */
export function shareOf(summary, status) {
  return summary.answered === 0 ? 0 : (summary.statuses[status] ?? 0) / summary.answered;
}

/** A one-line account of what came back, for the notes of a row. */
export function describeStatuses(summary) {
  const codes = Object.entries(summary.statuses)
    .map(([code, n]) => `${code}×${n}`)
    .join(', ');
  return `${codes || 'no answers'}${summary.errors ? `, ${summary.errors} socket errors` : ''}`;
}
