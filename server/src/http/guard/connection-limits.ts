import type { Env } from '../../env-schema';
import { safeConnectionCap } from './file-limit';

/** The connection limits of one server process, from the configuration and its open-file limit. */
export interface ConnectionLimits {
  /** Connections per socket address; null behind a trusted proxy (every connection is the proxy's). */
  perAddress: number | null;
  /** Connections in all, below the open-file limit. */
  total: number;
  headersTimeoutMs: number;
  requestTimeoutMs: number;
  keepAliveTimeoutMs: number;
  /** Live streams per client address (the real client's, behind a trusted proxy). */
  streamsPerAddress: number;
  /** Live streams in all: a quarter of the connections stays free for ordinary requests. */
  streamsTotal: number;
  /** The open-file limit it was derived from, for the start-up line. */
  fileLimit: number;
}

type LimitVars = Pick<
  Env,
  | 'TRUST_PROXY'
  | 'MAX_CONNECTIONS'
  | 'MAX_CONNECTIONS_PER_ADDRESS'
  | 'HEADERS_TIMEOUT_MS'
  | 'REQUEST_TIMEOUT_MS'
  | 'KEEP_ALIVE_TIMEOUT_MS'
  | 'LIVE_STREAMS_PER_ADDRESS'
  | 'LIVE_STREAMS_MAX'
>;

/**
 * MAX_CONNECTIONS is honoured only below what the file limit leaves room for: past it, the process would
 * run out of files and then refuse everyone, the flood and the customers alike, which is the failure the
 * cap exists to prevent. The headers must come within the whole request's time (Node refuses otherwise).
 */
export function connectionLimitsFrom(env: LimitVars, fileLimit: number): ConnectionLimits {
  const total = Math.min(env.MAX_CONNECTIONS ?? Infinity, safeConnectionCap(fileLimit));
  return {
    perAddress: env.TRUST_PROXY ? null : Math.min(env.MAX_CONNECTIONS_PER_ADDRESS, total),
    total,
    headersTimeoutMs: Math.min(env.HEADERS_TIMEOUT_MS, env.REQUEST_TIMEOUT_MS),
    requestTimeoutMs: env.REQUEST_TIMEOUT_MS,
    keepAliveTimeoutMs: env.KEEP_ALIVE_TIMEOUT_MS,
    streamsPerAddress: env.LIVE_STREAMS_PER_ADDRESS,
    streamsTotal: Math.max(1, Math.min(env.LIVE_STREAMS_MAX, Math.floor((total * 3) / 4))),
    fileLimit,
  };
}
