// Measure 9 (issue 19): GET /api/rateHistory/{code}?days=90 on the real server over PostgreSQL, with a change
// every 5 minutes for 90 days behind it (25,920 rows for the one currency), asked 50 times in a row. The time is
// the client's (it includes HTTP on loopback), so the server's share is at most this.
import postgres from 'postgres';
import { measureOnServer } from './pg.mjs';
import { fmt, row, skipped } from './report.mjs';

const ID = '9';
const NAME = 'GET /api/rateHistory/EUR?days=90, 25,920 rows behind it';
const TARGET = '≤ 20 ms server time';
const ROWS = 90 * 24 * 12;
const ASKS = 50;

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

export async function run() {
  return measureOnServer({ id: ID, name: NAME, target: TARGET }, async ({ database, server }) => {
    if (!database) return [skipped(ID, NAME, 'needs PostgreSQL to write the history rows', TARGET)];
    const sql = postgres(database.url, { max: 1, onnotice: () => {} });
    try {
      await sql`insert into rate_history (code, rate, sell_margin, buy_margin, source, recorded_at)
        select 'EUR', (1.1650 + (n % 100) / 100000.0)::numeric(18,6), -1.1, 1, 'live',
               now() - make_interval(mins => 5 * (${ROWS} - n))
          from generate_series(1, ${ROWS}) as n`;
      await sql`analyze rate_history`;
    } finally {
      await sql.end();
    }
    const url = `${server.base}/api/rateHistory/EUR?days=90`;
    const first = await fetch(url);
    if (!first.ok) throw new Error(`GET ${url} answered ${first.status}`);
    const points = (await first.json()).points.length;
    const times = [];
    for (let i = 0; i < ASKS; i++) {
      const t0 = performance.now();
      const res = await fetch(url);
      await res.arrayBuffer();
      times.push(performance.now() - t0);
    }
    times.sort((a, b) => a - b);
    const p50 = percentile(times, 50);
    const p95 = percentile(times, 95);
    return [
      row(ID, NAME, `p50 ${fmt.ms(p50)}, p95 ${fmt.ms(p95)} (${points} points)`, {
        target: TARGET,
        met: p50 <= 20,
        note: `${ASKS} sequential asks after one warm-up, no If-None-Match (each a full answer); client time on loopback, so the server's time is at most this`,
        values: { p50, p95, points, rows: ROWS },
      }),
    ];
  });
}
