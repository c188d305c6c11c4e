import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { Server as NetServer, type Socket } from 'node:net';

/** The whole stop, SIGTERM to exit, must fit in this (the usual grace period of a process supervisor). */
export const STOP_DEADLINE_MS = 10_000;
/** Requests in flight get this long to finish; what is left is cut, leaving time to close the rest cleanly. */
export const HTTP_DRAIN_MS = 6_000;
/**
 * A kept-alive connection with no request running is closed only after this long without one. Closing it at
 * once reset requests already on their way on it (issue 27: 19 resets under a burst): the client had sent
 * them, the server had not read them yet. Within the grace they are read, answered with Connection: close,
 * and the connection ends after the answer.
 */
export const IDLE_GRACE_MS = 1000;

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
  /** Every connection, with how many of its requests are running (0: idle, kept alive). */
  const sockets = new Map<Socket, number>();
  server.on('connection', (socket: Socket) => {
    sockets.set(socket, 0);
    socket.once('close', () => sockets.delete(socket));
  });
  const idleSince = new Map<Socket, number>();
  const closeIdle = (graceMs: number) => {
    const now = performance.now();
    for (const [socket, running] of sockets) {
      if (running > 0) continue;
      const since = idleSince.get(socket) ?? now;
      idleSince.set(socket, since);
      if (now - since >= graceMs) socket.destroy();
    }
  };

  const closeAfterAnswer = (res: ServerResponse) => {
    // Before the head is written Node then sends Connection: close and ends the socket after the answer.
    if (!res.headersSent) res.shouldKeepAlive = false;
  };
  // First in line, so it runs before the app's handler can write anything.
  server.prependListener('request', (req: IncomingMessage, res: ServerResponse) => {
    if (controller.signal.aborted) closeAfterAnswer(res);
    open.add(res);
    const socket = req.socket;
    sockets.set(socket, (sockets.get(socket) ?? 0) + 1);
    idleSince.delete(socket);
    res.once('close', () => {
      open.delete(res);
      if (sockets.has(socket)) sockets.set(socket, Math.max(0, (sockets.get(socket) ?? 1) - 1));
      // An answer whose head went out before the stop (a live stream) could not say Connection: close; its
      // connection is idle from now, and closed after the grace, so the drain does not wait for keep-alive.
    });
  });

  return {
    signal: controller.signal,
    async drain(drainMs = HTTP_DRAIN_MS) {
      // net.Server's close: stop listening, resolve once every connection has ended. http.Server's own close
      // (Node 19+) would also close the idle connections at once, resetting requests already sent on them.
      const closed = new Promise<void>((resolve) => NetServer.prototype.close.call(server, () => resolve()));
      controller.abort();
      for (const res of open) closeAfterAnswer(res);
      const idleSweep = setInterval(() => closeIdle(IDLE_GRACE_MS), Math.min(100, IDLE_GRACE_MS / 4));
      closeIdle(IDLE_GRACE_MS);
      let timer: ReturnType<typeof setTimeout> | undefined;
      const late = new Promise<'late'>((resolve) => {
        timer = setTimeout(() => resolve('late'), drainMs);
      });
      const outcome = await Promise.race([closed.then(() => 'drained' as const), late]);
      clearTimeout(timer);
      clearInterval(idleSweep);
      if (outcome === 'drained') return { cut: 0 };
      const cut = open.size;
      server.closeAllConnections();
      await closed;
      return { cut };
    },
  };
}
