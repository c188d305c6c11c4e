// The physical baseline of measure 1: the same HTTP stack as the real server (@hono/node-server on Node)
// answering a constant, with no database, middleware or snapshot logic. When BARE_BODY_FILE is given it
// answers exactly those bytes (the real gzip answer of GET /api/currency), so both sides send the same
// bytes and the ratio measures only what the application adds. Run as its own process by processes.mjs.
import { readFileSync } from 'node:fs';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';

const file = process.env.BARE_BODY_FILE;
const bytes = file ? new Uint8Array(readFileSync(file)) : null;
const CONSTANT = { ok: true, note: 'bare Hono baseline' };

const app = new Hono().get('/constant', (c) => {
  if (!bytes) return c.json(CONSTANT);
  c.header('content-type', 'application/json; charset=utf-8');
  const encoding = process.env.BARE_BODY_ENCODING || 'identity';
  if (encoding !== 'identity') c.header('content-encoding', encoding);
  return c.body(bytes);
});

serve({ fetch: app.fetch, hostname: '127.0.0.1', port: Number(process.env.PORT) });
process.on('SIGTERM', () => process.exit(0));
