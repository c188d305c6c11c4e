// Measure 8 (issue 20): how many emails a second one instance's mail worker sends, with the file transport
// (npm start's default) and with SMTP to a local server, one email at a time and four at once (the default
// MAIL_SEND_CONCURRENCY), on PostgreSQL. The order path writes two emails an order, so this says how many orders a second the mail side
// keeps up with.

import postgres from 'postgres';
import { applyMigrations, freshDatabase } from './pg.mjs';
import { MissingError, runJsonChild } from './processes.mjs';
import { fmt, row, skipped } from './report.mjs';

const NAME = 'Mail worker throughput (emails/s), PostgreSQL';
const TARGET = 'keep up with 2 emails per order';

function runChild(url, kind, count, lanes) {
  const args = [url, kind, String(count), String(lanes)];
  return runJsonChild('scripts/bench/mail-throughput-child.mjs', args, 'mail bench child');
}

export async function run(ctx) {
  const results = [];
  for (const [kind, count, lanes] of [
    ['file', 2000, 1],
    ['file', 2000, 4],
    ['smtp', 200, 1],
    ['smtp', 800, 4],
  ]) {
    let database;
    try {
      database = await freshDatabase();
    } catch (error) {
      if (error instanceof MissingError) return [skipped('8', NAME, error.message, TARGET)];
      throw error;
    }
    try {
      const sql = postgres(database.url, { max: 1, onnotice: () => {} });
      await applyMigrations(sql);
      await sql.end();
      ctx.log(`${count} emails, ${kind} transport, ${lanes} at once...`);
      const r = await runChild(database.url, kind, count, lanes);
      results.push({ kind, count, lanes, ...r, perSecond: (r.sent / r.ms) * 1000 });
    } finally {
      await database.drop();
    }
  }
  const text = results.map((r) => `${r.kind}, ${r.lanes} at once: ${fmt.int(r.perSecond)}/s`).join('; ');
  const once = results.every((r) => r.sent === r.count && r.distinct === r.count);
  return [
    row('8', NAME, text, {
      target: TARGET,
      note:
        `each run: a fresh database holding N due order-sized emails (about 7 KB), the server's worker sending ` +
        `until none is left; ${once ? 'every email sent exactly once' : 'NOT every email sent exactly once'}. ` +
        'Orders/s the mail side keeps up with = emails/s ÷ 2 (a confirmation and a branch copy).',
      values: { runs: results },
    }),
  ];
}
