// Measure 8 (issue 20): how many emails a second one instance's mail sending sustains, on PostgreSQL, with the
// file transport (npm start's default) and with SMTP to a local server in its own process; the server's own
// set-up (server/src/mail/server-mail.ts: claims of MAIL_BATCH_SIZE, composed and sent on the mail sender
// thread) with 4 SMTP connections (MAIL_SEND_CONCURRENCY's default) and with 16. The emails are a new order's
// two as the server renders them, so emails/s ÷ 2 is the orders/s the mail side keeps up with on its own.
// Measure 2 shows it keeping up beside the orders themselves (the outbox wait during the order load).

import postgres from 'postgres';
import { applyMigrations, freshDatabase } from './pg.mjs';
import { existsSync } from 'node:fs';
import { MissingError, runJsonChild } from './processes.mjs';
import { fmt, row, skipped } from './report.mjs';

const NAME = 'Mail worker throughput (emails/s), PostgreSQL';
const TARGET = 'keep up with 2 emails per order';

/** Memory-backed, where Linux has one: the file transport without the disk, i.e. the worker's own ceiling. */
const TMPFS = '/dev/shm';

function runChild(url, kind, count, connections, dir) {
  const args = [url, kind, String(count), String(connections), dir ?? ''];
  return runJsonChild('scripts/bench/mail-throughput-child.mjs', args, 'mail bench child');
}

export async function run(ctx) {
  const results = [];
  const runs = [
    { kind: 'file', count: 6000, where: 'disk' },
    ...(existsSync(TMPFS) ? [{ kind: 'file', count: 6000, where: 'tmpfs', dir: TMPFS }] : []),
    { kind: 'smtp', count: 6000, connections: 4 },
    { kind: 'smtp', count: 6000, connections: 16 },
  ];
  for (const { kind, count, connections, where, dir } of runs) {
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
      ctx.log(
        `${count} emails, ${kind} transport${where ? ` (${where})` : ` (${connections} connections)`}...`,
      );
      const r = await runChild(database.url, kind, count, connections ?? 0, dir);
      results.push({ kind, where, count, connections, ...r, perSecond: (r.sent / r.ms) * 1000 });
    } finally {
      await database.drop();
    }
  }
  const label = (r) => (r.kind === 'file' ? `file to ${r.where}` : `SMTP, ${r.connections} connections`);
  const text = results.map((r) => `${label(r)}: ${fmt.int(r.perSecond)}/s`).join('; ');
  const once = results.every(
    (r) => r.sent === r.count && r.distinct === r.count && (r.received ?? r.count) === r.count,
  );
  return [
    row('8', NAME, text, {
      target: TARGET,
      note:
        `each run: a fresh database holding ${results[0]?.count} due emails, half order confirmations and half ` +
        `branch copies as the server renders them (${Math.round(results[0]?.bytes ?? 0)} characters of HTML and ` +
        `text on average), the server's mail sending claiming up to ${results[0]?.batch} at a time and sending ` +
        `on its sender thread until none is left (sustained: emails ÷ the whole time); ` +
        `file to disk is the OS temp folder, file to tmpfs ${TMPFS}; SMTP to a smtp-server sink in its own ` +
        `process; ${once ? 'every email sent exactly once' : 'NOT every email sent exactly once'}. ` +
        'Orders/s the mail side keeps up with = emails/s ÷ 2 (a confirmation and a branch copy).',
      values: { runs: results },
    }),
  ];
}
