import { z } from '@hono/zod-openapi';
import { currencyCode, messages, rateHistoryQuerySchema, rateHistorySchema } from '@tm/core';
import type { RateHistoryDays } from '@tm/core/rate-history';
import { notFound } from '../../http/errors';
import { json, revalidatedRoute, routeGroup } from '../openapi';
import { etagJson } from '../../http/etag-json';
import { readRateHistory } from './read';

/**
 * Browsers and proxies may keep an answer a minute: a point moves only when the grid does (hours) or the rate
 * changes, and today's rate on the same page comes from the revalidated currency list anyway.
 */
export const RATE_HISTORY_CACHE_CONTROL = 'public, max-age=60';

const history = revalidatedRoute('currencies', '/rateHistory/{code}', {
  summary: "A currency's customer rates over the last 7, 30 or 90 days (the chart on its currency page).",
  description:
    "Points on a fixed grid (every 6 hours over 7 days, daily over 30 and 90), oldest first, each with the Click & Collect and Click & Sell rates in force then (4 dp, the formulas of today's prices), plus the latest change since the grid's last moment. `sample` marks points from the bundled sample rates. Unknown code: 404; days other than 7, 30 or 90: 400.",
  request: { params: z.object({ code: currencyCode }), query: rateHistoryQuerySchema },
  answer: json(rateHistorySchema, 'The history'),
});

/** GET /rateHistory/{code}: one statement, then the answer's tag, so a client holding it gets a 304. */
export function rateHistoryRoutes() {
  return routeGroup().openapi(history, async (c) => {
    const { raw, clock } = c.var.deps;
    const { code } = c.req.valid('param');
    const { days } = c.req.valid('query');
    const found = await readRateHistory(raw, code, days as RateHistoryDays, clock());
    if (!found) throw notFound(messages.currencyNotFound(code), 'currency_not_found');
    return etagJson(c, found, RATE_HISTORY_CACHE_CONTROL);
  });
}
