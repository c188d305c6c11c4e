import type { IncomingMessage, Server, ServerResponse } from 'node:http';

/** The whole stop, SIGTERM to exit, must fit in this (the usual grace period of a process supervisor). */
export const STOP_DEADLINE_MS = 10_000;
/** Requests in flight get this long to finish; what is left is cut, leaving time to close the rest cleanly. */
export const HTTP_DRAIN_MS = 6_000;

export interface HttpDrain {
  /** Aborted when the stop begins: readiness answers 503, live streams end with a reconnect hint. */
  readonly signal: AbortSignal;
  /**
   * Stops accepting connections, ends keep-alive after each answer still to come, and waits for the requests
   * in flight (at most `drainMs`, then cuts the connections left). Resolves with how many were cut.
   */
  drain(drainMs?: number): Promise<{ cut: number }>;
}

/**
 * Graceful stop of one Node HTTP server. Behind a proxy, a stopping instance must not take new work but must
 * finish what it accepted: the listening socket is closed at once (the proxy's next connection attempt is
 * refused and goes to another instance, even for a POST, since nothing was sent), every answer from then on
 * carries `Connection: close` (so a kept-alive connection is not reused for a request this instance would
 * have to refuse), idle kept-alive connections are closed, and the requests already running are answered.
 * `controller` is the one whose signal the app was given (AppDeps.stopSignal), made before the server.
 */
export function createHttpDrain(server: Server, controller = new AbortController()): HttpDrain {
  const open = new Set<ServerResponse>();

  const closeAfterAnswer = (res: ServerResponse) => {
    // Before the head is written Node then sends Connection: close and ends the socket after the answer.
    if (!res.headersSent) res.shouldKeepAlive = false;
  };
  // First in line, so it runs before the app's handler can write anything.
  server.prependListener('request', (_req: IncomingMessage, res: ServerResponse) => {
    if (controller.signal.aborted) closeAfterAnswer(res);
    open.add(res);
    res.once('close', () => {
      open.delete(res);
      // An answer whose head went out before the stop (a live stream) could not say Connection: close; its
      // connection is idle now, and closed, so the drain does not wait for the keep-alive timeout.
      if (controller.signal.aborted) setImmediate(() => server.closeIdleConnections());
    });
  });

  return {
    signal: controller.signal,
    async drain(drainMs = HTTP_DRAIN_MS) {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      controller.abort();
      for (const res of open) closeAfterAnswer(res);
      server.closeIdleConnections();
      let timer: ReturnType<typeof setTimeout> | undefined;
      const late = new Promise<'late'>((resolve) => {
        timer = setTimeout(() => resolve('late'), drainMs);
      });
      const outcome = await Promise.race([closed.then(() => 'drained' as const), late]);
      clearTimeout(timer);
      if (outcome === 'drained') return { cut: 0 };
      const cut = open.size;
      server.closeAllConnections();
      await closed;
      return { cut };
    },
  };
}
