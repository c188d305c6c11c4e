import { createServer, type Server } from 'node:http';
import type { Socket } from 'node:net';

export type RateServiceMode = 'ok' | 'slow' | 'error';

/**
 * A local stand-in for the exchange-rate service (GET /convert?to=CODE&from=GBP&amount=1 -> {info: {rate}}).
 * 'slow' holds the answer far longer than the server's time-out; 'error' answers 503; stop() takes it off the
 * network entirely (connections refused) and start() brings it back on the same port.
 */
export function createFakeRateService(rates: Record<string, string>) {
  let mode: RateServiceMode = 'ok';
  let server: Server | null = null;
  let port = 0;
  let requests = 0;
  const sockets = new Set<Socket>();
  const listen = async () => {
    server = createServer((req, res) => {
      requests++;
      const url = new URL(req.url ?? '/', 'http://localhost');
      const code = url.searchParams.get('to') ?? '';
      if (mode === 'error') {
        res.writeHead(503).end('unavailable');
        return;
      }
      const answer = () => {
        if (!(code in rates))
          res.writeHead(400, { 'content-type': 'application/json' }).end('{"success":false}');
        else
          res
            .writeHead(200, { 'content-type': 'application/json' })
            .end(JSON.stringify({ success: true, info: { rate: Number(rates[code]) } }));
      };
      if (mode === 'slow') setTimeout(answer, 10_000).unref();
      else answer();
    });
    server.on('connection', (s) => {
      sockets.add(s);
      s.on('close', () => sockets.delete(s));
    });
    await new Promise<void>((resolve) => server!.listen(port, '127.0.0.1', resolve));
    const address = server.address();
    port = typeof address === 'object' && address ? address.port : port;
  };
  return {
    rates,
    get url() {
      return `http://127.0.0.1:${port}`;
    },
    get requests() {
      return requests;
    },
    setMode(next: RateServiceMode) {
      mode = next;
    },
    start: listen,
    async stop() {
      const s = server;
      server = null;
      for (const socket of sockets) socket.destroy();
      if (s) await new Promise<void>((resolve) => s.close(() => resolve()));
    },
  };
}
