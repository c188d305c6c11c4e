import { currencyListSchema } from '@tm/core/schemas';
import { RATES_ID } from './db';

import { watch } from './live';

import { revalidate, type CacheDeps } from './revalidate';
import type { RatesSnapshot, RefreshOptions, RefreshOutcome, Unsubscribe } from './types';

const EMPTY: RatesSnapshot = { currencies: [], fetchedAt: null };

export function createRates(deps: CacheDeps) {
  const { db } = deps;

  async function read(): Promise<RatesSnapshot> {
    const rec = await db.rates.get(RATES_ID);
    return rec ? { currencies: rec.currencies, fetchedAt: rec.fetchedAt } : EMPTY;
  }

  /** The request on its way, for callers that may share it (`RefreshOptions.shareInFlight`). */
  let inFlight: Promise<RefreshOutcome> | null = null;

  function refresh(options: RefreshOptions = {}): Promise<RefreshOutcome> {
    if (options.shareInFlight && inFlight) return inFlight;
    const request = fetchAndStore().finally(() => {
      if (inFlight === request) inFlight = null;
    });
    inFlight = request;
    return request;
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
