import { publicRoute, routeGroup } from '../openapi';
import { answerEventStream, eventStreamResponses } from './event-stream-answer';

export interface LiveOptions {
  /** Comment lines keep proxies and the browser from timing the stream out. */
  heartbeatMs?: number;
  /** A connection is closed after this long and the client reconnects: no stream lives forever. */
  maxLifetimeMs?: number;
  /** Milliseconds the browser waits before reconnecting (the SSE `retry` field). */
  retryMs?: number;
  /** The reconnect delay sent when this instance stops, so clients move to another one promptly. */
  stopRetryMs?: number;
}

export const HEARTBEAT_MS = 15_000;

/** Every live stream's settings, with the defaults filled in (the stream cap comes from the configuration). */
export function liveSettings(options: LiveOptions = {}): Required<LiveOptions> {
  return {
    heartbeatMs: options.heartbeatMs ?? HEARTBEAT_MS,
    maxLifetimeMs: options.maxLifetimeMs ?? 30 * 60_000,
    retryMs: options.retryMs ?? 3000,
    stopRetryMs: options.stopRetryMs ?? 1000,
  };
}

const events = publicRoute('currencies', 'get', '/events', {
  summary: 'Server-Sent Events: `rates` with `{ version }` on connect and whenever the rates change.',
  description:
    'A comment every 15 s keeps the stream open; it ends after 30 minutes and the browser reconnects. When too many are open (LIVE_STREAMS_PER_ADDRESS from one address, LIVE_STREAMS_MAX in all), 503 `too_many_listeners` with Retry-After: poll GET /currency instead.',
  responses: eventStreamResponses,
});

/**
 * GET /events: Server-Sent Events telling clients when the rates changed. On connect the current version is
 * sent; after that an event `rates` with `{ version }` for every change, and a comment every 15 s.
 * Per connection the server holds one listener, one timer and at most one unsent version (a slow client
 * skips to the newest), so a stuck client costs a fixed, small amount.
 */
export function liveRoutes(options: LiveOptions = {}) {
  const timing = liveSettings(options);

  return routeGroup().openapi(events, (c) => {
    const hub = c.var.deps.liveHub;
    return answerEventStream(c, c.var.deps, {
      name: 'live',
      pollHint: 'poll /api/currency',
      cacheControl: 'no-cache, no-transform',
      event: 'rates',
      first: async () => ({ version: await hub.version() }),
      subscribe: (push) => hub.subscribe((v) => push({ version: v })),
      keep: 'latest',
      ...timing,
    });
  });
}
