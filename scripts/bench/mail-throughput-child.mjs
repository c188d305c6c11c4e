// Run by mail-throughput.mjs under tsx: the server's own mail sending (server/src/mail/server-mail.ts: the
// outbox worker, composing and sending on the mail sender thread) on a fresh PostgreSQL database holding
// `count` due emails, rendered as the server renders a new order's two (the confirmation and the branch
// copy), with the file transport or SMTP to a local smtp-server sink.
// Prints one JSON line: how long the worker took to send them all, and how many were sent once.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { openDatabase } from '../../server/src/db/open.ts';
import { DAGENHAM_BRANCH } from '@tm/core';
import { EUR_LINE, orderRequest, placedOrder } from '@tm/core/fixtures';
import { createServerMail } from '../../server/src/mail/server-mail.ts';
import { renderOrderEmail } from '../../server/src/mail/templates.ts';
import { MAIL_BATCH_SIZE } from '../../server/src/mail/worker.ts';

const [databaseUrl, kind, countArg, connectionsArg, dirArg] = process.argv.slice(2);
const COUNT = Number(countArg);
/** MAIL_SEND_CONCURRENCY: the SMTP connections the sender thread keeps (and sends on at once). */
const CONNECTIONS = Number(connectionsArg);
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
// A new order's two emails, as the server renders them (a two-line order).
const order = placedOrder(orderRequest(), '12345678', [EUR_LINE, { ...EUR_LINE, Id: 'l2' }]);
const rendered = ['order-confirmation', 'branch-notification'].map((k) =>
  renderOrderEmail(k, order, { publicUrl: 'https://shop.example/', branch: DAGENHAM_BRANCH }),
);
const bytes = rendered.reduce((sum, e) => sum + e.html.length + e.text.length, 0) / rendered.length;
const [confirmation, branchCopy] = rendered;
await sql`insert into outbox_emails (kind, "to", subject, html, text, message_id)
  select 'order-confirmation', 'customer' || n || '@example.com', ${confirmation.subject}, ${confirmation.html},
         ${confirmation.text}, '<bench-c' || n || '-' || ${Date.now()} || '@travel-money.local>'
    from generate_series(1, ${COUNT / 2}) as n
  union all
  select 'branch-notification', 'branch@travel-money.local', ${branchCopy.subject}, ${branchCopy.html},
         ${branchCopy.text}, '<bench-b' || n || '-' || ${Date.now()} || '@travel-money.local>'
    from generate_series(1, ${COUNT / 2}) as n`;

const dir = mkdtempSync(join(dirArg || tmpdir(), 'tm-mail-bench-'));
const smtp = kind === 'smtp' ? await sink() : null;
const { worker, transport } = createServerMail({
  db: database.db,
  spec: smtp
    ? { kind: 'smtp', url: `smtp://127.0.0.1:${smtp.port}`, connections: CONNECTIONS }
    : { kind: 'file', dir },
  from: 'bench@travel-money.local',
  clock: () => new Date(),
  logger: quiet,
});
const started = performance.now();
// Started as the server starts it (claiming the next batch while one is sent); done when nothing is left.
worker.start();
for (;;) {
  const [{ n }] = await sql`select count(*)::int as n from outbox_emails where status <> 'sent'`;
  if (n === 0) break;
  await new Promise((resolve) => setTimeout(resolve, 20));
}
const ms = performance.now() - started;
await worker.stop();
const [{ sent, distinct }] =
  await sql`select count(*)::int as sent, count(distinct message_id)::int as distinct from outbox_emails where status = 'sent'`;
transport.close();
await database.close();
rmSync(dir, { recursive: true, force: true });
console.log(
  JSON.stringify({
    ms,
    sent,
    distinct,
    batch: MAIL_BATCH_SIZE,
    bytes,
    received: smtp ? await smtp.received() : null,
  }),
);
// The SMTP sink's close waits for the transport's pooled connections to time out: the figures are in.
process.exit(0);
