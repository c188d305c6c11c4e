import { timeoutSignal, type FetchLike } from './http';
import type { OnlineTracker } from './online';
import type { TmDb } from './db';
import type { RefreshOutcome } from './types';

/** What a core zod schema offers here: this package takes the schemas from @tm/core, not zod itself. */
interface BodySchema<T> {
  safeParse(value: unknown): { success: true; data: T } | { success: false };
}

export interface RevalidateDeps {
  fetch: FetchLike;
  now: () => Date;
  online: OnlineTracker;
}

/** What a cache revalidated this way needs: its Dexie database and the API's address besides. */
export interface CacheDeps extends RevalidateDeps {
  db: TmDb;
  apiBase: string;
}

/** What the cache must do after a revalidation: nothing, move its `fetchedAt`, or store a new body. */
export type Revalidated<T> =
  | { outcome: RefreshOutcome & { status: 'failed' } }
  | { outcome: { status: 'not-modified' }; fetchedAt: string }
  | { outcome: { status: 'updated' }; fetchedAt: string; body: T; etag: string | null };

/**
 * A GET of a cached resource with its ETag (rates, rate charts): reports whether the server was reachable
 * (a 502–504 is the proxy's, not ours), and reads a new body through its schema. A 304 counts only when there
 * is a cached copy to confirm; the caller writes the cache.
 */
export async function revalidate<T>(
  deps: RevalidateDeps,
  request: { url: string; etag: string | null | undefined; cached: boolean; init?: RequestInit },
  schema: BodySchema<T>,
  unreadable: string,
): Promise<Revalidated<T>> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (request.etag) headers['if-none-match'] = request.etag;
  let res: Response;
  try {
    res = await deps.fetch(request.url, { ...request.init, headers, signal: timeoutSignal() });
  } catch (err) {
    deps.online.reportServer(false);
    return { outcome: { status: 'failed', error: err instanceof Error ? err.message : String(err) } };
  }
  deps.online.reportServer(res.status < 502 || res.status > 504);
  const fetchedAt = deps.now().toISOString();
  if (res.status === 304 && request.cached) return { outcome: { status: 'not-modified' }, fetchedAt };
  if (!res.ok) {
    return {
      outcome: { status: 'failed', error: `The server answered ${res.status}`, httpStatus: res.status },
    };
  }
  const parsed = schema.safeParse(await res.json().catch(() => null));
  if (!parsed.success) return { outcome: { status: 'failed', error: unreadable } };
  return { outcome: { status: 'updated' }, fetchedAt, body: parsed.data, etag: res.headers.get('etag') };
}
