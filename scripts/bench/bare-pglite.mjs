// The baseline of measure 6: PGlite alone, with the library's defaults, behind a plain node:http server that
// answers one query, so it is timed exactly like the server (spawn to the first 200). BARE_PGLITE_TEMPLATE
// set: a new data folder is loaded from that data-folder dump (loadDataDir); unset: BARE_PGLITE_DIR is
// opened as it is. Run as its own process by server-memory.mjs.
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { PGlite } from '@electric-sql/pglite';

const template = process.env.BARE_PGLITE_TEMPLATE;
const db = new PGlite(
  process.env.BARE_PGLITE_DIR,
  template ? { loadDataDir: new Blob([readFileSync(template)]) } : {},
);
await db.waitReady;
createServer(async (_req, res) => {
  const { rows } = await db.query('select count(*)::int as n from currencies');
  res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(rows[0]));
}).listen(Number(process.env.PORT), '127.0.0.1');
process.on('SIGTERM', () => void db.close().then(() => process.exit(0)));
