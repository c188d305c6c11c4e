import { currencyListSchema } from '@tm/core/schemas';
import { RATES_ID, type TmDb } from './db';
import { timeoutSignal, type FetchLike } from './http';
import { watch } from './live';
import type { OnlineTracker } from './online';
import type { RatesSnapshot, RefreshOutcome, Unsubscribe } from './types';

const EMPTY: RatesSnapshot = { currencies: [], fetchedAt: null };

export function createRates(deps: {
  db: TmDb;
  apiBase: string;
  fetch: FetchLike;
  now: () => Date;
  online: OnlineTracker;
}) {
  const { db } = deps;

  async function read(): Promise<RatesSnapshot> {
    const rec = await db.rates.get(RATES_ID);
    return rec ? { currencies: rec.currencies, fetchedAt: rec.fetchedAt } : EMPTY;
  }

  /** GET /currency with the cached ETag: a 304 only moves `fetchedAt`, since the server confirmed the rates. */
  async function refresh(): Promise<RefreshOutcome> {
    const cached = await db.rates.get(RATES_ID);
    const headers: Record<string, string> = { accept: 'application/json' };
    if (cached?.etag) headers['if-none-match'] = cached.etag;
    let res: Response;
    try {
      res = await deps.fetch(`${deps.apiBase}/currency`, {
        headers,
        cache: 'no-store',
        signal: timeoutSignal(),
      });
    } catch (err) {
      deps.online.reportServer(false);
      return { status: 'failed', error: err instanceof Error ? err.message : String(err) };
    }
    deps.online.reportServer(res.status < 502 || res.status > 504);
    const fetchedAt = deps.now().toISOString();
    if (res.status === 304 && cached) {
      await db.rates.update(RATES_ID, { fetchedAt });
      return { status: 'not-modified' };
    }
    if (!res.ok) return { status: 'failed', error: `The server answered ${res.status}` };
    const parsed = currencyListSchema.safeParse(await res.json().catch(() => null));
    if (!parsed.success) return { status: 'failed', error: 'The server sent rates this app cannot read' };
    await db.rates.put({ id: RATES_ID, currencies: parsed.data, fetchedAt, etag: res.headers.get('etag') });
    return { status: 'updated' };
  }

  function subscribe(cb: (s: RatesSnapshot) => void): Unsubscribe {
    return watch(read, cb);
  }

  return { read, refresh, subscribe };
}
