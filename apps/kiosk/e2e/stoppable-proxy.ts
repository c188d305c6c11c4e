import { createServer, request, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

/**
 * A plain HTTP proxy in front of the e2e server that a test can stop and start again on the same port. From the
 * browser's side that is the server going down (open event streams cut, new connections refused) and coming
 * back, without touching the shared server the other suites use.
 */
export interface StoppableProxy {
  url: string;
  stop(): Promise<void>;
  start(): Promise<void>;
}

export async function startProxy(target: string): Promise<StoppableProxy> {
  const upstream = new URL(target);
  const sockets = new Set<Socket>();
  const pending = new Set<IncomingMessage | ReturnType<typeof request>>();
  let server: Server | null = null;
  let port = 0;

  const listen = () =>
    new Promise<void>((resolve, reject) => {
      const s = createServer((req, res) => {
        const up = request(
          {
            host: upstream.hostname,
            port: upstream.port,
            method: req.method,
            path: req.url,
            headers: req.headers,
          },
          (answer) => {
            pending.add(answer);
            answer.on('close', () => pending.delete(answer));
            res.writeHead(answer.statusCode ?? 502, answer.headers);
            answer.pipe(res);
          },
        );
        pending.add(up);
        up.on('close', () => pending.delete(up));
        up.on('error', () => res.destroy());
        req.pipe(up);
      });
      s.on('connection', (socket) => {
        sockets.add(socket);
        socket.on('close', () => sockets.delete(socket));
      });
      s.once('error', reject);
      s.listen(port, '127.0.0.1', () => {
        port = (s.address() as AddressInfo).port;
        server = s;
        resolve();
      });
    });

  await listen();
  return {
    url: `http://127.0.0.1:${port}`,
    async stop() {
      const s = server;
      server = null;
      if (!s) return;
      const closed = new Promise<void>((resolve) => s.close(() => resolve()));
      for (const socket of sockets) socket.destroy();
      for (const p of pending) p.destroy();
      await closed;
    },
    async start() {
      if (!server) await listen();
    },
  };
}
