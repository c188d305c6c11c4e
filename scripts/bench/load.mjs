// One wrapper around autocannon, so every HTTP load in the benchmark is run and summarised the same way.
import autocannon from 'autocannon';

/**
 * Runs autocannon and returns responses/s (all answered requests over the run), latency p50/p99 in ms and
 * the count of each status code, so callers can check that the load really hit the path they meant.
 */
export async function load({ url, connections = 50, duration = 10, headers = {}, requests, method = 'GET' }) {
  const result = await autocannon({ url, connections, duration, headers, method, requests, pipelining: 1 });
  const statuses = {};
  let answered = 0;
  for (const [code, { count }] of Object.entries(result.statusCodeStats ?? {})) {
    statuses[code] = Number(count);
    answered += Number(count);
  }
  return {
    rps: answered / result.duration,
    p50: result.latency.p50,
    p99: result.latency.p99,
    answered,
    statuses,
    errors: result.errors,
    timeouts: result.timeouts,
    duration: result.duration,
  };
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
