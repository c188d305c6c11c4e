/**
 * Keeps the board's rates current: listens to GET /api/events (Server-Sent Events) and asks for a refresh
 * whenever the rates version changes; when events cannot get through (server down, a proxy that buffers,
 * too many listeners) it reconnects with back-off and polls GET /api/currency (a cheap ETag revalidation)
 * until events work again.
 */
import { backoffDelay, type BackoffPolicy } from '@tm/core';

export interface EventSourceLike {
  onopen: ((ev: unknown) => void) | null;
  onerror: ((ev: unknown) => void) | null;
  addEventListener(type: string, listener: (ev: { data: string }) => void): void;
  close(): void;
}

export type LiveStatus = 'connecting' | 'live' | 'polling';

export interface LiveRatesOptions {
  /** e.g. '/api/events' or 'https://branch.example/api/events'. */
  url: string;
  /** Rates may have changed: refresh them (GET /api/currency with the ETag). */
  refresh(): void;
  onStatus?(status: LiveStatus): void;
  createEventSource?(url: string): EventSourceLike;
  /** Polling interval while events are down. */
  pollMs?: number;
  /** Revalidation even while live: catches a stream that died silently behind a proxy. */
  safetyPollMs?: number;
  /** First reconnect delay; doubles up to maxBackoffMs. */
  baseBackoffMs?: number;
  maxBackoffMs?: number;
  setTimeout?(fn: () => void, ms: number): unknown;
  clearTimeout?(handle: unknown): void;
  random?(): number;
}

export interface LiveRates {
  stop(): void;
  status(): LiveStatus;
}

export function startLiveRates(options: LiveRatesOptions): LiveRates {
  const create = options.createEventSource ?? ((url) => new EventSource(url) as unknown as EventSourceLike);
  const setT = options.setTimeout ?? ((fn, ms) => globalThis.setTimeout(fn, ms));
  const clearT = options.clearTimeout ?? ((h) => globalThis.clearTimeout(h as ReturnType<typeof setTimeout>));
  const random = options.random ?? Math.random;
  const pollMs = options.pollMs ?? 10_000;
  const safetyPollMs = options.safetyPollMs ?? 60_000;
  // Jitter (±20 %), so a room of boards does not reconnect in step after an outage.
  const backoff: BackoffPolicy = {
    baseMs: options.baseBackoffMs ?? 1000,
    capMs: options.maxBackoffMs ?? 60_000,
    jitter: { min: 0.8, max: 1.2 },
  };

  let source: EventSourceLike | null = null;
  let status: LiveStatus = 'connecting';
  /** Failed connections since the stream was last live. */
  let attempt = 0;
  let lastVersion: string | null = null;
  let reconnectTimer: unknown = null;
  let pollTimer: unknown = null;
  let stopped = false;

  const setStatus = (s: LiveStatus) => {
    if (s === status) return;
    status = s;
    options.onStatus?.(s);
  };

  const schedulePoll = () => {
    if (pollTimer !== null) clearT(pollTimer);
    pollTimer = setT(
      () => {
        pollTimer = null;
        if (stopped) return;
        options.refresh();
        schedulePoll();
      },
      status === 'live' ? safetyPollMs : pollMs,
    );
  };

  const connect = () => {
    reconnectTimer = null;
    if (stopped) return;
    const es = create(options.url);
    source = es;
    es.onopen = () => {
      if (source !== es) return;
      attempt = 0;
      setStatus('live');
      schedulePoll();
    };
    es.addEventListener('rates', (ev) => {
      if (source !== es) return;
      let version: string | null = null;
      try {
        const data = JSON.parse(ev.data) as { version?: unknown };
        if (typeof data.version === 'string') version = data.version;
      } catch {
        // A malformed event still means "something changed": refresh below.
      }
      if (version === null || version !== lastVersion) {
        lastVersion = version;
        options.refresh();
      }
    });
    es.onerror = () => {
      if (source !== es) return;
      // Take over from the browser's own retry so the delay backs off and the board polls meanwhile.
      es.close();
      source = null;
      const wasLive = status === 'live';
      setStatus('polling');
      if (wasLive || pollTimer === null) {
        options.refresh();
        schedulePoll();
      }
      attempt++;
      reconnectTimer = setT(connect, backoffDelay(attempt, backoff, random));
    };
  };

  connect();

  return {
    stop() {
      stopped = true;
      source?.close();
      source = null;
      if (reconnectTimer !== null) clearT(reconnectTimer);
      if (pollTimer !== null) clearT(pollTimer);
    },
    status: () => status,
  };
}
