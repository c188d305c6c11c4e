import { createServer, connect, type Server, type Socket } from 'node:net';

export interface TcpProxy {
  port: number;
  /** The database is "down": live connections are destroyed and new ones are refused at once. */
  cut(): void;
  /** The database is back: new connections are passed through again. */
  restore(): void;
  /** Connections passed through so far (to show the app really went through the proxy). */
  readonly connections: number;
  close(): Promise<void>;
}

/**
 * A tiny TCP relay between the app and a real server (PostgreSQL at 127.0.0.1:5432). Cutting it looks to the
 * app exactly like the database going away (reset sockets, then refused connections) without touching the
 * machine's PostgreSQL, which other suites use at the same time.
 */
export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const live = new Set<Socket>();
  let up = true;
  let connections = 0;
  const server: Server = createServer((client) => {
    if (!up) {
      client.resetAndDestroy();
      return;
    }
    connections++;
    const upstream = connect(target.port, target.host);
    live.add(client);
    live.add(upstream);
    const drop = () => {
      client.destroy();
      upstream.destroy();
      live.delete(client);
      live.delete(upstream);
    };
    client.on('error', drop).on('close', drop);
    upstream.on('error', drop).on('close', drop);
    client.pipe(upstream);
    upstream.pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    port,
    get connections() {
      return connections;
    },
    cut() {
      up = false;
      for (const socket of live) socket.resetAndDestroy();
      live.clear();
    },
    restore() {
      up = true;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of live) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
