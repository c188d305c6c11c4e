import { z } from '@hono/zod-openapi';
import { and, eq, isNull } from 'drizzle-orm';
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
import { json, publicRoute, revalidatedRoute, routeGroup } from '../openapi';
import { isSampleProvider } from '../../rates/offline-provider';
import { currencyAnswer } from './answer';
import { toApiCurrency } from '../../currencies/currency-mapper';
import type { CurrencySnapshotStore } from '../../currencies/snapshot';

const list = revalidatedRoute('currencies', '/currency', {
  summary: 'All currencies on offer, in a stable order (majors first).',
  description:
    'Served from an in-memory snapshot rebuilt only when rates change, ahead of the middleware stack (see fast-lane.ts); gzip when accepted.',
  request: {},
  answer: json(currencyListSchema, 'The list'),
});

const single = publicRoute('currencies', 'get', '/singleCurrency/{code}', {
  summary: 'One currency by ISO code (the update screen loads it first). Unknown code: 404.',
  request: { params: z.object({ code: currencyCode }) },
  responses: { 200: json(currencySchema, 'The currency') },
});

const upsell = publicRoute('currencies', 'get', '/upsell', {
  summary:
    'Upsell offers. The original product fetched this field and never used it; here it is always an empty list.',
  responses: { 200: json(upsellSchema, '{ "Upsell": [] }') },
});

export function currencyRoutes(snapshot: CurrencySnapshotStore) {
  return routeGroup()
    .openapi(list, async (c) => {
      // Once built, the snapshot is read without awaiting; only the first request after a change waits.
      const snap = snapshot.peek() ?? (await snapshot.get());
      const answer = currencyAnswer(snap, c.req.header('accept-encoding'), c.req.header('if-none-match'));
      for (const [name, value] of Object.entries(answer.headers)) c.header(name, value);
      // Appended: the CORS middleware has already said Vary: Origin.
      c.header('vary', 'Accept-Encoding', { append: true });
      return answer.status === 304 ? c.body(null, 304) : c.body(answer.body);
    })
    .openapi(single, async (c) => {
      const { code } = c.req.valid('param');
      const [row] = await c.var.deps.db
        .select()
        .from(currencies)
        .where(and(eq(currencies.code, code), isNull(currencies.deletedAt)));
      if (!row) throw notFound(messages.currencyNotFound(code), 'currency_not_found');
      return c.json(toApiCurrency(row, isSampleProvider(c.var.deps.rates)), 200);
    })
    .openapi(upsell, (c) => c.json({ Upsell: [] } satisfies Upsell, 200));
}
