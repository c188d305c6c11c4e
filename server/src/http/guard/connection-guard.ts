import type { Server, ServerOptions } from 'node:http';
import type { Socket } from 'node:net';
import type { ConnectionLimits } from './connection-limits';
import type { RefusalLog } from './refusal-log';
import { clientKey } from '../client-key';

/**
 * How often Node looks for requests past their headers/request timeout. Its default, 30 s, would let a
 * 10 s header limit hold a connection for up to 40 s; once a second costs a walk over the open connections.
 */
const TIMEOUT_CHECK_MS = 1000;

/** createServer options that make the slow-client limits hold. */
export function serverOptionsFor(limits: ConnectionLimits): ServerOptions {
  return {
    headersTimeout: limits.headersTimeoutMs,
    requestTimeout: limits.requestTimeoutMs,
    keepAliveTimeout: limits.keepAliveTimeoutMs,
    connectionsCheckingInterval: TIMEOUT_CHECK_MS,
  };
}

/** The client a socket counts as (clientKey: IPv4-mapped as IPv4, IPv6 by its /64). */
export function addressOf(socket: { remoteAddress?: string | undefined }): string {
  return clientKey(socket.remoteAddress ?? 'unknown');
}

export interface ConnectionGuard {
  /** Open connections from an address (tests, and the log). */
  openFrom(address: string): number;
  /** Open connections in all. */
  open(): number;
}

/**
 * Keeps one client from taking every connection the process can hold. The total cap is Node's own
 * `maxConnections` (a connection past it is closed as soon as it is accepted, before any parsing); the
 * per-address cap closes a connection from an address already holding its share, in the same way. Both
 * refuse at once, so a flood costs a file for a moment, not for as long as the client cares to wait.
 * Slow clients are ended by Node's headers/request timeouts (serverOptionsFor), answered 408, and logged.
 * Every refusal goes through `log`, which keeps it to one line per kind and minute.
 */
export function guardConnections(server: Server, limits: ConnectionLimits, log: RefusalLog): ConnectionGuard {
  const perAddress = new Map<string, number>();
  let total = 0;
  server.maxConnections = limits.total;
  server.keepAliveTimeout = limits.keepAliveTimeoutMs;

  server.on('drop', (data?: { remoteAddress?: string }) => {
    log.note('connection cap reached', {
      address: data?.remoteAddress ? addressOf(data) : undefined,
      open: total,
      cap: limits.total,
    });
  });

  // First in line, so a refused socket is destroyed before the HTTP layer sets up a parser and timers for it:
  // under a flood most of the work is refusing.
  server.prependListener('connection', (socket: Socket) => {
    const address = addressOf(socket);
    const open = (perAddress.get(address) ?? 0) + 1;
    if (limits.perAddress !== null && open > limits.perAddress) {
      log.note('per-address connection cap reached', {
        address,
        open: open - 1,
        cap: limits.perAddress,
      });
      socket.destroy();
      return;
    }
    perAddress.set(address, open);
    total++;
    socket.once('close', () => {
      total--;
      const left = (perAddress.get(address) ?? 1) - 1;
      if (left > 0) perAddress.set(address, left);
      else perAddress.delete(address);
    });
  });

  server.on('clientError', (error: NodeJS.ErrnoException, socket: Socket) => {
    const timedOut = error.code === 'ERR_HTTP_REQUEST_TIMEOUT';
    if (timedOut) {
      log.note('slow client timed out', {
        address: addressOf(socket),
        open: perAddress.get(addressOf(socket)) ?? 0,
        headersTimeoutMs: limits.headersTimeoutMs,
        requestTimeoutMs: limits.requestTimeoutMs,
      });
    }
    // What Node itself does with no 'clientError' listener: an answer only if nothing was written on the
    // socket and no response is under way (else a 408 could land inside another answer), then close.
    const busy = (socket as Socket & { _httpMessage?: unknown })._httpMessage;
    if (socket.writable && socket.bytesWritten === 0 && !busy) {
      const status = timedOut ? '408 Request Timeout' : '400 Bad Request';
      socket.write(`HTTP/1.1 ${status}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
    }
    socket.destroy();
  });

  return { openFrom: (address) => perAddress.get(address) ?? 0, open: () => total };
}
