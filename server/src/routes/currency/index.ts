import { Hono } from 'hono';
import { and, eq, isNull } from 'drizzle-orm';
import { z } from 'zod';
import {
  currencyCode,
  currencyListSchema,
  currencySchema,
  messages,
  upsellSchema,
  type Upsell,
} from '@tm/core';
import { currencies } from '../../db/schema';
import { notFound } from '../../http/errors';
import { parseParams } from '../../http/body';
import type { AppEnv } from '../../http/types';
import { registerRoute } from '../../openapi/registry';
import { toApiCurrency } from './currency-mapper';
import type { CurrencySnapshotStore } from './snapshot';

const codeParams = z.object({ code: currencyCode });

registerRoute({
  method: 'get',
  path: '/currency',
  tag: 'currencies',
  auth: 'public',
  summary: 'All currencies on offer, in a stable order (majors first).',
  description:
    'Served from an in-memory snapshot rebuilt only when rates change. Strong ETag; send If-None-Match to get 304. gzip when accepted.',
  request: { headers: { 'If-None-Match': 'ETag of a copy you hold' } },
  responses: {
    200: { description: 'The list', schema: currencyListSchema },
    304: { description: 'Not modified' },
  },
});
registerRoute({
  method: 'get',
  path: '/singleCurrency/{code}',
  tag: 'currencies',
  auth: 'public',
  summary: 'One currency by ISO code (the update screen loads it first). Unknown code: 404.',
  request: { params: codeParams },
  responses: { 200: { description: 'The currency', schema: currencySchema } },
});
registerRoute({
  method: 'get',
  path: '/upsell',
  tag: 'currencies',
  auth: 'public',
  summary:
    'Upsell offers. The original product fetched this field and never used it; here it is always an empty list.',
  responses: { 200: { description: '{ "Upsell": [] }', schema: upsellSchema } },
});

const GZIP = /\bgzip\b/;

/** True when If-None-Match names the current list (either encoding's tag, or `*`). */
function matches(header: string | undefined, tags: string[]): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  return header.split(',').some((t) => tags.includes(t.trim().replace(/^W\//, '')));
}

export function currencyRoutes(snapshot: CurrencySnapshotStore) {
  return new Hono<AppEnv>()
    .get('/currency', async (c) => {
      // Once built, the snapshot is read without awaiting; only the first request after a change waits.
      const snap = snapshot.peek() ?? (await snapshot.get());
      const gzip = GZIP.test(c.req.header('accept-encoding') ?? '');
      c.header('etag', gzip ? snap.gzipEtag : snap.etag);
      // Appended: the CORS middleware has already said Vary: Origin.
      c.header('vary', 'Accept-Encoding', { append: true });
      // Clients revalidate every time (cheap 304), so a rate change shows at once.
      c.header('cache-control', 'no-cache');
      if (matches(c.req.header('if-none-match'), [snap.etag, snap.gzipEtag])) return c.body(null, 304);
      c.header('content-type', 'application/json; charset=utf-8');
      if (gzip) {
        c.header('content-encoding', 'gzip');
        return c.body(snap.gzip);
      }
      return c.body(snap.json);
    })
    .get('/singleCurrency/:code', async (c) => {
      const raw = c.req.param('code');
      const { code } = parseParams(codeParams, { code: raw });
      const [row] = await c.var.deps.db
        .select()
        .from(currencies)
        .where(and(eq(currencies.code, code), isNull(currencies.deletedAt)));
      if (!row) throw notFound(messages.currencyNotFound(code), 'currency_not_found');
      return c.json(toApiCurrency(row));
    })
    .get('/upsell', (c) => c.json({ Upsell: [] } satisfies Upsell));
}
