import { etagMatches } from '../../http/etag-json';
import type { CurrencySnapshot } from '../../currencies/snapshot';

/** The answer's own headers (lower-case names); Vary is the caller's, as it joins the CORS middleware's. */
type AnswerHeaders = Record<string, string>;

export type CurrencyAnswer =
  | { status: 200; body: string | Uint8Array<ArrayBuffer>; headers: AnswerHeaders }
  | { status: 304; body: null; headers: AnswerHeaders };

const GZIP = /\bgzip\b/;

/**
 * What GET /api/currency answers, from the snapshot and two request headers: the gzip bytes when the client
 * accepts them, a 304 when it already holds this list. Clients revalidate every time (no-cache, a cheap
 * 304), so a rate change shows at once.
 */
export function currencyAnswer(
  snap: CurrencySnapshot,
  acceptEncoding: string | undefined,
  ifNoneMatch: string | undefined,
): CurrencyAnswer {
  const gzip = GZIP.test(acceptEncoding ?? '');
  const headers: AnswerHeaders = {
    etag: gzip ? snap.gzipEtag : snap.etag,
    'cache-control': 'no-cache',
  };
  if (etagMatches(ifNoneMatch, [snap.etag, snap.gzipEtag])) return { status: 304, body: null, headers };
  headers['content-type'] = 'application/json; charset=utf-8';
  if (gzip) headers['content-encoding'] = 'gzip';
  return { status: 200, body: gzip ? snap.gzip : snap.json, headers };
}
