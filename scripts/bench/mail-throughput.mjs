// Measure 8 (issue 20): how many emails a second one instance's mail worker sustains, on PostgreSQL, with the
// file transport (npm start's default) and with SMTP to a local server in its own process; at the server's
// defaults (4 sends at once, MAIL_SEND_CONCURRENCY; 50 rows a claim, MAIL_BATCH_SIZE) and with 16 SMTP
// connections. The order path writes two emails an order, so this says how many orders a second the mail side
// keeps up with.

import postgres from 'postgres';
import { applyMigrations, freshDatabase } from './pg.mjs';
import { existsSync } from 'node:fs';
import { MissingError, runJsonChild } from './processes.mjs';
import { fmt, row, skipped } from './report.mjs';

const NAME = 'Mail worker throughput (emails/s), PostgreSQL';
const TARGET = 'keep up with 2 emails per order';

/** Memory-backed, where Linux has one: the file transport without the disk, i.e. the worker's own ceiling. */
const TMPFS = '/dev/shm';

function runChild(url, kind, count, lanes, dir) {
  // The empty argument: rows claimed at a time is the server's default (the child says which).
  const args = [url, kind, String(count), String(lanes), '', dir ?? ''];
  return runJsonChild('scripts/bench/mail-throughput-child.mjs', args, 'mail bench child');
}

export async function run(ctx) {
  const results = [];
  const runs = [
    { kind: 'file', count: 4000, lanes: 4, where: 'disk' },
    ...(existsSync(TMPFS) ? [{ kind: 'file', count: 4000, lanes: 4, where: 'tmpfs', dir: TMPFS }] : []),
    { kind: 'smtp', count: 2000, lanes: 4 },
    { kind: 'smtp', count: 2000, lanes: 16 },
  ];
  for (const { kind, count, lanes, where, dir } of runs) {
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
      ctx.log(`${count} emails, ${kind} transport${where ? ` (${where})` : ''}, ${lanes} at once...`);
      const r = await runChild(database.url, kind, count, lanes, dir);
      results.push({ kind, where, count, lanes, ...r, perSecond: (r.sent / r.ms) * 1000 });
    } finally {
      await database.drop();
    }
  }
  const label = (r) =>
    r.kind === 'file' ? `file to ${r.where}, ${r.lanes} at once` : `SMTP, ${r.lanes} connections`;
  const text = results.map((r) => `${label(r)}: ${fmt.int(r.perSecond)}/s`).join('; ');
  const once = results.every(
    (r) => r.sent === r.count && r.distinct === r.count && (r.received ?? r.count) === r.count,
  );
  return [
    row('8', NAME, text, {
      target: TARGET,
      note:
        `each run: a fresh database holding N due order-sized emails (about 7 KB), the server's worker ` +
        `claiming ${results[0]?.batch} at a time and sending until none is left (sustained: emails ÷ the whole time); ` +
        `file to disk is the OS temp folder, file to tmpfs ${TMPFS}; SMTP to a smtp-server sink in its own ` +
        `process; ${once ? 'every email sent exactly once' : 'NOT every email sent exactly once'}. ` +
        'Orders/s the mail side keeps up with = emails/s ÷ 2 (a confirmation and a branch copy).',
      values: { runs: results },
    }),
  ];
}
