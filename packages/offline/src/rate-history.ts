import { rateHistorySchema } from '@tm/core/schemas';
import type { TmDb } from './db';
import { timeoutSignal, type FetchLike } from './http';
import type { OnlineTracker } from './online';
import type { CachedRateHistory, RefreshOutcome } from './types';

/**
 * The rate charts of the currency pages a customer opened, kept in Dexie per currency and period, so a page
 * viewed before opens offline with the chart it last showed (and its age). Revalidated with the ETag.
 */
export function createRateHistory(deps: {
  db: TmDb;
  apiBase: string;
  fetch: FetchLike;
  now: () => Date;
  online: OnlineTracker;
}) {
  const { db } = deps;
  const idOf = (code: string, days: number) => `${code.toUpperCase()}:${days}`;

  async function read(code: string, days: number): Promise<CachedRateHistory | null> {
    const rec = await db.rateHistory.get(idOf(code, days));
    return rec ? { history: rec.history, fetchedAt: rec.fetchedAt } : null;
  }

  async function refresh(code: string, days: number): Promise<RefreshOutcome> {
    const id = idOf(code, days);
    const cached = await db.rateHistory.get(id);
    const headers: Record<string, string> = { accept: 'application/json' };
    if (cached?.etag) headers['if-none-match'] = cached.etag;
    let res: Response;
    try {
      res = await deps.fetch(`${deps.apiBase}/rateHistory/${encodeURIComponent(code)}?days=${days}`, {
        headers,
        signal: timeoutSignal(),
      });
    } catch (err) {
      deps.online.reportServer(false);
      return { status: 'failed', error: err instanceof Error ? err.message : String(err) };
    }
    deps.online.reportServer(res.status < 502 || res.status > 504);
    const fetchedAt = deps.now().toISOString();
    if (res.status === 304 && cached) {
      await db.rateHistory.update(id, { fetchedAt });
      return { status: 'not-modified' };
    }
    if (!res.ok)
      return { status: 'failed', error: `The server answered ${res.status}`, httpStatus: res.status };
    const parsed = rateHistorySchema.safeParse(await res.json().catch(() => null));
    if (!parsed.success) return { status: 'failed', error: 'The server sent a history this app cannot read' };
    await db.rateHistory.put({ id, history: parsed.data, fetchedAt, etag: res.headers.get('etag') });
    return { status: 'updated' };
  }

  return { read, refresh };
}
