import { request as httpRequest, type createServer } from 'node:http';
import { serve, type ServerType } from '@hono/node-server';

export interface RawResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/**
 * Serves an app's fetch on a loopback port, so requests go through a real socket and Node's HTTP parser;
 * `createServer` as main.ts gives it to serve().
 */
export async function listen(
  fetch: (req: Request) => Response | Promise<Response>,
  options: { createServer?: typeof createServer } = {},
): Promise<{ port: number; close(): Promise<void> }> {
  const server: ServerType = await new Promise((resolve) => {
    const s = serve({ fetch, port: 0, hostname: '127.0.0.1', ...options }, () => resolve(s));
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    port,
    close: () =>
      new Promise<void>((resolve) => {
        (server as unknown as { closeAllConnections?: () => void }).closeAllConnections?.();
        server.close(() => resolve());
      }),
  };
}

/**
 * One raw HTTP request: the body as given, with content-length, or chunked (no content-length) when
 * `chunked` is set, so the size limit is proven for both ways a client can send a body.
 */
export function rawRequest(
  port: number,
  options: {
    method: string;
    path: string;
    headers?: Record<string, string>;
    body?: string | Buffer;
    chunked?: boolean;
  },
): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const body = options.body === undefined ? undefined : Buffer.from(options.body);
    const headers: Record<string, string> = { ...options.headers };
    if (body && !options.chunked) headers['content-length'] = String(body.length);
    if (body && options.chunked) headers['transfer-encoding'] = 'chunked';
    const req = httpRequest(
      { host: '127.0.0.1', port, method: options.method, path: options.path, headers },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks).toString('utf8'),
          }),
        );
        res.on('error', reject);
      },
    );
    // The server may answer 413 and close before the whole body is written; that is the point.
    req.on('error', (error: NodeJS.ErrnoException) =>
      error.code === 'EPIPE' || error.code === 'ECONNRESET' ? undefined : reject(error),
    );
    if (body && options.chunked) {
      for (let i = 0; i < body.length; i += 16 * 1024) req.write(body.subarray(i, i + 16 * 1024));
      req.end();
    } else {
      req.end(body);
    }
  });
}
