import type { SSEStreamingApi } from 'hono/streaming';
import type { StopWatch } from './stop-watch';

export interface EventStreamOptions<T> {
  /** The SSE event name every message carries (`rates`, `status`). */
  event: string;
  /** Sent on connect, so nothing that changed before the stream opened is missed. */
  first: T;
  /** Listens for new messages; returns the unsubscribe. */
  subscribe: (push: (message: T) => void) => () => void;
  /** 'latest': a slow client skips to the newest (rates); 'all': every message, in order (an order's steps). */
  keep: 'latest' | 'all';
  /** Gives the connection's place back (the per-instance limit). */
  release: () => void;
  stop: StopWatch;
  heartbeatMs: number;
  maxLifetimeMs: number;
  retryMs: number;
  stopRetryMs: number;
}

/**
 * The loop of one Server-Sent Events connection, shared by /events and /track/events: the first message with
 * the reconnect delay, then each new message as it comes, a comment every `heartbeatMs` so proxies keep the
 * connection, an end after `maxLifetimeMs` (the browser reconnects), and when this instance stops a short
 * reconnect delay (a `retry` field alone dispatches no event) so EventSource moves to an instance still up.
 * Per connection: one listener, one timer and the messages not yet written.
 */
export async function runEventStream<T>(stream: SSEStreamingApi, o: EventStreamOptions<T>): Promise<void> {
  const pending: T[] = [];
  let wake: (() => void) | null = null;
  const unsubscribe = o.subscribe((message) => {
    if (o.keep === 'latest') pending.splice(0, pending.length, message);
    else pending.push(message);
    wake?.();
  });
  const done = () => {
    unsubscribe();
    o.release();
    wake?.();
  };
  stream.onAbort(done);
  const unwatch = o.stop.onStop(() => wake?.());
  const endAt = Date.now() + o.maxLifetimeMs;
  const write = (message: T) => stream.writeSSE({ event: o.event, data: JSON.stringify(message) });
  try {
    await stream.writeSSE({ event: o.event, data: JSON.stringify(o.first), retry: o.retryMs });
    while (!stream.aborted && !stream.closed) {
      const waitMs = Math.min(o.heartbeatMs, endAt - Date.now());
      if (waitMs <= 0) break;
      let timer: ReturnType<typeof setTimeout> | undefined;
      await new Promise<void>((resolve) => {
        wake = resolve;
        timer = setTimeout(resolve, waitMs);
        if (pending.length > 0 || o.stop.stopped) resolve();
      });
      clearTimeout(timer);
      wake = null;
      if (stream.aborted || stream.closed) break;
      if (o.stop.stopped) {
        await stream.write(`: stopping\nretry: ${o.stopRetryMs}\n\n`);
        break;
      }
      if (pending.length > 0) {
        for (const message of pending.splice(0)) await write(message);
      } else if (Date.now() < endAt) {
        await stream.write(': heartbeat\n\n');
      }
    }
  } finally {
    unwatch();
    done();
  }
}
