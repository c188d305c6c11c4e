import { rateHistorySchema } from '@tm/core/schemas';

import { revalidate, type CacheDeps } from './revalidate';
import type { CachedRateHistory, RefreshOutcome } from './types';

/**
 * The rate charts of the currency pages a customer opened, kept in Dexie per currency and period, so a page
 * viewed before opens offline with the chart it last showed (and its age). Revalidated with the ETag.
 */
export function createRateHistory(deps: CacheDeps) {
  const { db } = deps;
  const idOf = (code: string, days: number) => `${code.toUpperCase()}:${days}`;

  async function read(code: string, days: number): Promise<CachedRateHistory | null> {
    const rec = await db.rateHistory.get(idOf(code, days));
    return rec ? { history: rec.history, fetchedAt: rec.fetchedAt } : null;
  }

  async function refresh(code: string, days: number): Promise<RefreshOutcome> {
    const id = idOf(code, days);
    const cached = await db.rateHistory.get(id);
    const r = await revalidate(
      deps,
      {
        url: `${deps.apiBase}/rateHistory/${encodeURIComponent(code)}?days=${days}`,
        etag: cached?.etag,
        cached: cached !== undefined,
      },
      rateHistorySchema,
      'The server sent a history this app cannot read',
    );
    if (r.outcome.status === 'not-modified' && 'fetchedAt' in r)
      await db.rateHistory.update(id, { fetchedAt: r.fetchedAt });
    if ('body' in r) await db.rateHistory.put({ id, history: r.body, fetchedAt: r.fetchedAt, etag: r.etag });
    return r.outcome;
  }

  return { read, refresh };
}
