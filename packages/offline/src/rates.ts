import { currencyListSchema } from '@tm/core/schemas';
import { RATES_ID } from './db';

import { watch } from './live';

import { revalidate, type CacheDeps } from './revalidate';
import type { RatesSnapshot, RefreshOptions, RefreshOutcome, Unsubscribe } from './types';

const EMPTY: RatesSnapshot = { currencies: [], fetchedAt: null };

/**
 * How long an answer stays as good as a new request for callers that share (`RefreshOptions.shareRecent`). On a
 * load with the rates already cached, the page's hook asks after its route's code has loaded, 60–100 ms after
 * the sync engine's request was answered (measured in Chromium): a second request then only confirmed the first.
 */
export const SHARE_RECENT_MS = 2_000;

export function createRates(deps: CacheDeps) {
  const { db } = deps;

  async function read(): Promise<RatesSnapshot> {
    const rec = await db.rates.get(RATES_ID);
    return rec ? { currencies: rec.currencies, fetchedAt: rec.fetchedAt } : EMPTY;
  }

  /** The latest request and when its answer came (null while on its way), for `RefreshOptions.shareRecent`. */
  let latest: { request: Promise<RefreshOutcome>; answeredAt: number | null } | null = null;

  function refresh(options: RefreshOptions = {}): Promise<RefreshOutcome> {
    if (options.shareRecent && latest) {
      const { request, answeredAt } = latest;
      if (answeredAt === null || deps.now().getTime() - answeredAt < SHARE_RECENT_MS) return request;
    }
    const entry: NonNullable<typeof latest> = { request: fetchAndStore(), answeredAt: null };
    const answered = () => {
      entry.answeredAt = deps.now().getTime();
    };
    entry.request.then(answered, answered);
    latest = entry;
    return entry.request;
  }

  /** GET /currency with the cached ETag: a 304 only moves `fetchedAt`, since the server confirmed the rates. */
  async function fetchAndStore(): Promise<RefreshOutcome> {
    const cached = await db.rates.get(RATES_ID);
    const r = await revalidate(
      deps,
      {
        url: `${deps.apiBase}/currency`,
        etag: cached?.etag,
        cached: cached !== undefined,
        init: { cache: 'no-store' },
      },
      currencyListSchema,
      'The server sent rates this app cannot read',
    );
    if (r.outcome.status === 'not-modified' && 'fetchedAt' in r)
      await db.rates.update(RATES_ID, { fetchedAt: r.fetchedAt });
    if ('body' in r)
      await db.rates.put({ id: RATES_ID, currencies: r.body, fetchedAt: r.fetchedAt, etag: r.etag });
    return r.outcome;
  }

  function subscribe(cb: (s: RatesSnapshot) => void): Unsubscribe {
    return watch(read, cb);
  }

  return { read, refresh, subscribe };
}
