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
import { currencyAnswer } from './answer';
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

export function currencyRoutes(snapshot: CurrencySnapshotStore) {
  return new Hono<AppEnv>()
    .get('/currency', async (c) => {
      // Once built, the snapshot is read without awaiting; only the first request after a change waits.
      const snap = snapshot.peek() ?? (await snapshot.get());
      const answer = currencyAnswer(snap, c.req.header('accept-encoding'), c.req.header('if-none-match'));
      for (const [name, value] of Object.entries(answer.headers)) c.header(name, value);
      // Appended: the CORS middleware has already said Vary: Origin.
      c.header('vary', 'Accept-Encoding', { append: true });
      return answer.status === 304 ? c.body(null, 304) : c.body(answer.body);
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
