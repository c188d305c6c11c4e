// Run by mail-throughput.mjs under tsx: the server's own mail worker (server/src/mail/worker.ts) on a fresh
// PostgreSQL database holding `count` due emails, with the file transport or SMTP to a local smtp-server sink.
// Prints one JSON line: how long the worker took to send them all, and how many were sent once.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { openDatabase } from '../../server/src/db/open.ts';
import { createMailWorker, MAIL_BATCH_SIZE } from '../../server/src/mail/worker.ts';
import { createFileTransport, createSmtpTransport } from '../../server/src/mail/transport.ts';

const [databaseUrl, kind, countArg, lanesArg, batchArg, dirArg] = process.argv.slice(2);
const COUNT = Number(countArg);
/** MAIL_SEND_CONCURRENCY: emails the worker sends at once (and SMTP connections it keeps). */
const LANES = Number(lanesArg);
/** Rows the worker claims at a time: the server's default unless told. */
const BATCH = Number(batchArg) || MAIL_BATCH_SIZE;
const quiet = { debug() {}, info() {}, warn() {}, error: (m, f) => console.error(m, f) };

/** The local SMTP server (mail-sink-child.mjs), in its own process; resolves once it listens. */
async function sink() {
  const child = spawn(process.execPath, [join(import.meta.dirname, 'mail-sink-child.mjs')], {
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const lines = createInterface({ input: child.stdout });
  const next = () => new Promise((resolve) => lines.once('line', (line) => resolve(JSON.parse(line))));
  const { port } = await next();
  return {
    port,
    async received() {
      const answer = next();
      child.stdin.end();
      return (await answer).received;
    },
  };
}

const database = await openDatabase({ databaseUrl, max: 10 });
const sql = database.client;
// A realistic order email: the confirmation's size (about 6 KB of HTML and 1 KB of text).
const html = `<html><body>${'<p>Your order line, rate and amounts.</p>'.repeat(150)}</body></html>`;
const text = 'Your order line, rate and amounts.\n'.repeat(30);
await sql`insert into outbox_emails (kind, "to", subject, html, text, message_id)
  select 'order-confirmation', 'customer' || n || '@example.com', 'Your order ' || n, ${html}, ${text},
         '<bench-' || n || '-' || ${Date.now()} || '@travel-money.local>'
    from generate_series(1, ${COUNT}) as n`;

const dir = mkdtempSync(join(dirArg || tmpdir(), 'tm-mail-bench-'));
const smtp = kind === 'smtp' ? await sink() : null;
const transport = smtp
  ? createSmtpTransport(`smtp://127.0.0.1:${smtp.port}`, { connections: LANES })
  : createFileTransport(dir, quiet);
const worker = createMailWorker({
  db: database.db,
  transport,
  from: 'bench@travel-money.local',
  clock: () => new Date(),
  logger: quiet,
  concurrency: LANES,
  batchSize: BATCH,
});
const started = performance.now();
await worker.runOnce();
// A pass ends when a claim comes back short; run until nothing is left due.
for (;;) {
  const [{ n }] = await sql`select count(*)::int as n from outbox_emails where status <> 'sent'`;
  if (n === 0) break;
  await worker.runOnce();
}
const ms = performance.now() - started;
const [{ sent, distinct }] =
  await sql`select count(*)::int as sent, count(distinct message_id)::int as distinct from outbox_emails where status = 'sent'`;
transport.close();
await database.close();
rmSync(dir, { recursive: true, force: true });
console.log(
  JSON.stringify({ ms, sent, distinct, batch: BATCH, received: smtp ? await smtp.received() : null }),
);
// The SMTP sink's close waits for the transport's pooled connections to time out: the figures are in.
process.exit(0);
