// The physical baseline of measure 1: the same HTTP stack as the real server (@hono/node-server on Node)
// answering a constant, with no database, middleware or snapshot. Run as its own process by processes.mjs.
import { serve } from '@hono/node-server';
import { Hono } from 'hono';

const CONSTANT = { ok: true, note: 'bare Hono baseline' };
const app = new Hono().get('/constant', (c) => c.json(CONSTANT));

serve({ fetch: app.fetch, hostname: '127.0.0.1', port: Number(process.env.PORT) });
process.on('SIGTERM', () => process.exit(0));
