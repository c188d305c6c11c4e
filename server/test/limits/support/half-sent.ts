import { connect, type Socket } from 'node:net';

/** The head of an order whose body never comes: `Content-Length: 60000` and a dozen bytes of it. */
export const HALF_SENT_ORDER =
  'POST /api/Order HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n' +
  'Content-Length: 60000\r\nIdempotency-Key: flood\r\n\r\n{"Name":"Ada';

export interface HalfSentFlood {
  /** Connections whose bytes were written and that the server has not closed (yet). */
  open(): number;
  /** Connections the server closed (refused, or timed out). */
  closed(): number;
  /** What the server wrote back on the connections it closed, e.g. a 408. */
  answers(): string[];
  end(): void;
}

/**
 * `count` connections from `localAddress`, each sending `bytes` (HALF_SENT_ORDER) and then nothing: the attack of
 * issue 27. The caller waits on the counts (and the server's own) rather than on time.
 */
export function floodHalfSent(
  port: number,
  count: number,
  localAddress: string,
  bytes = HALF_SENT_ORDER,
): HalfSentFlood {
  const sockets: Socket[] = [];
  const answers: string[] = [];
  let written = 0;
  let closed = 0;
  for (let i = 0; i < count; i++) {
    const socket = connect({ port, host: '127.0.0.1', localAddress });
    sockets.push(socket);
    let answer = '';
    let wrote = false;
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (answer += chunk));
    socket.on('error', () => {});
    socket.once('connect', () =>
      socket.write(bytes, (error) => {
        if (error || socket.destroyed) return;
        wrote = true;
        written++;
      }),
    );
    socket.once('close', () => {
      if (answer) answers.push(answer);
      closed++;
      if (wrote) written--;
    });
  }
  return {
    open: () => written,
    closed: () => closed,
    answers: () => answers,
    end: () => sockets.forEach((s) => s.destroy()),
  };
}
