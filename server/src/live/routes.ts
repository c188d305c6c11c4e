import { z } from '@hono/zod-openapi';
import { streamSSE } from 'hono/streaming';
import { errorEnvelopeSchema } from '@tm/core';
import { json, publicRoute, routeGroup } from '../http/openapi';
import { liveHubFor } from './hub';

export interface LiveOptions {
  /** Comment lines keep proxies and the browser from timing the stream out. */
  heartbeatMs?: number;
  /** Connections per instance; more get a 503 and the client falls back to polling. */
  maxConnections?: number;
  /** A connection is closed after this long and the client reconnects: no stream lives forever. */
  maxLifetimeMs?: number;
  /** Milliseconds the browser waits before reconnecting (the SSE `retry` field). */
  retryMs?: number;
  /** The reconnect delay sent when this instance stops, so clients move to another one promptly. */
  stopRetryMs?: number;
}

export const HEARTBEAT_MS = 15_000;

const events = publicRoute('currencies', 'get', '/events', {
  summary: 'Server-Sent Events: `rates` with `{ version }` on connect and whenever the rates change.',
  description:
    'A comment every 15 s keeps the stream open; it ends after 30 minutes and the browser reconnects. When too many are open, 503 with Retry-After: poll GET /currency instead.',
  responses: {
    200: { description: 'The event stream', content: { 'text/event-stream': { schema: z.string() } } },
    503: json(errorEnvelopeSchema, 'Too many live connections'),
  },
});

/**
 * GET /events: Server-Sent Events telling clients when the rates changed. On connect the current version is
 * sent; after that an event `rates` with `{ version }` for every change, and a comment every 15 s.
 * Per connection the server holds one listener, one timer and at most one unsent version (a slow client
 * skips to the newest), so a stuck client costs a fixed, small amount.
 */
export function liveRoutes(options: LiveOptions = {}) {
  const heartbeatMs = options.heartbeatMs ?? HEARTBEAT_MS;
  const maxConnections = options.maxConnections ?? 2000;
  const maxLifetimeMs = options.maxLifetimeMs ?? 30 * 60_000;
  const retryMs = options.retryMs ?? 3000;
  const stopRetryMs = options.stopRetryMs ?? 1000;

  return routeGroup().openapi(events, async (c) => {
    const deps = c.var.deps;
    const hub = liveHubFor(deps, { maxConnections });
    const release = hub.enter();
    if (!release) {
      c.header('Retry-After', '30');
      return c.json(
        { error: { code: 'too_many_listeners', message: 'Too many live connections; poll /api/currency' } },
        503,
      );
    }
    let version: string;
    try {
      version = await hub.version();
    } catch (err) {
      release();
      throw err;
    }
    c.header('X-Accel-Buffering', 'no');
    c.header('Cache-Control', 'no-cache, no-transform');

    return streamSSE(
      c,
      async (stream) => {
        let pending: string | null = null;
        let wake: (() => void) | null = null;
        const unsubscribe = hub.subscribe((v) => {
          pending = v;
          wake?.();
        });
        const done = () => {
          unsubscribe();
          release();
          wake?.();
        };
        stream.onAbort(done);
        const stopSignal = deps.stopSignal;
        const onStop = () => wake?.();
        stopSignal?.addEventListener('abort', onStop);
        const endAt = Date.now() + maxLifetimeMs;
        try {
          await stream.writeSSE({ event: 'rates', data: JSON.stringify({ version }), retry: retryMs });
          while (!stream.aborted && !stream.closed) {
            const waitMs = Math.min(heartbeatMs, endAt - Date.now());
            if (waitMs <= 0) break;
            let timer: ReturnType<typeof setTimeout> | undefined;
            await new Promise<void>((resolve) => {
              wake = resolve;
              timer = setTimeout(resolve, waitMs);
              if (pending !== null || stopSignal?.aborted) resolve();
            });
            clearTimeout(timer);
            wake = null;
            if (stream.aborted || stream.closed) break;
            if (stopSignal?.aborted) {
              // This instance is stopping: a short reconnect delay (a `retry` field alone dispatches no event),
              // then the stream ends and EventSource reconnects, through the proxy, to an instance still up.
              await stream.write(`: stopping\nretry: ${stopRetryMs}\n\n`);
              break;
            }
            if (pending !== null) {
              const next: string = pending;
              pending = null;
              await stream.writeSSE({ event: 'rates', data: JSON.stringify({ version: next }) });
            } else if (Date.now() < endAt) {
              await stream.write(': heartbeat\n\n');
            }
          }
        } finally {
          stopSignal?.removeEventListener('abort', onStop);
          done();
        }
      },
      async (err) => {
        release();
        deps.logger.debug('live: stream ended with an error', { error: String(err) });
      },
    );
  });
}
