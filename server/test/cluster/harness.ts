import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { findNginx, startNginx, type RunningNginx } from '../../src/cluster/nginx';
import { freePort } from '../reliability/helpers/smtp-sink';
import { startServerProcess, stopServerProcess, type ChildServer } from '../reliability/helpers/spawn-server';

/**
 * N real server processes on one PostgreSQL database behind a real nginx, rendered from deploy/nginx.conf:
 * what `npm run cluster` runs. Each instance is what `npm start` runs (scripts/start.mjs and the server
 * bundle). More cases (the shared limiter, the live-mode refresher) only need more tests against it.
 */
export interface Instance {
  name: string;
  url: string;
  server: ChildServer;
  /** Whether this instance logged the request with this x-request-id (nginx sets one per request). */
  served(requestId: string): boolean;
}

export interface Cluster {
  /** nginx, the one address clients use. */
  url: string;
  nginx: RunningNginx;
  instances: Instance[];
  /** Another instance on the same database, reached directly (not behind nginx), stopped with the rest. */
  startDirect(env?: Record<string, string>): Promise<Instance>;
  /** Which instance logged this request id (waits for its log line to arrive); null if none did. */
  servedBy(requestId: string): Promise<Instance | null>;
  stop(): Promise<void>;
}

export const BODY_LIMIT_BYTES = 65536;

/** Why the cluster cannot run here, or null when it can (PostgreSQL is the server-postgres project's). */
export function clusterUnavailable(): string | null {
  if (!findNginx()) return 'nginx is not installed (apt-get install nginx, as .ci/run does)';
  return null;
}

function instanceOf(name: string, server: ChildServer): Instance {
  return {
    name,
    url: server.url,
    server,
    served: (requestId) => server.output().stdout.includes(`"id":"${requestId}"`),
  };
}

export async function startCluster(options: {
  databaseUrl: string;
  instances?: number;
  env?: Record<string, string>;
}): Promise<Cluster> {
  const env = {
    DATABASE_URL: options.databaseUrl,
    LOG_LEVEL: 'info',
    TRUST_PROXY: 'true',
    BODY_LIMIT_BYTES: String(BODY_LIMIT_BYTES),
    ...options.env,
  };
  const started: Instance[] = [];
  const direct: Instance[] = [];
  let nginx: RunningNginx | undefined;
  const stop = async () => {
    await nginx?.stop();
    await Promise.all([...started, ...direct].map((i) => stopServerProcess(i.server)));
  };
  try {
    const servers = await Promise.allSettled(
      Array.from({ length: options.instances ?? 3 }, () => startServerProcess(env)),
    );
    servers.forEach((s, i) => {
      if (s.status === 'fulfilled') started.push(instanceOf(String.fromCharCode(65 + i), s.value));
    });
    const failed = servers.find((s): s is PromiseRejectedResult => s.status === 'rejected');
    if (failed) throw failed.reason;
    nginx = await startNginx({
      binary: findNginx()!,
      port: await freePort(),
      upstreams: started.map((i) => new URL(i.url).host),
      bodyLimitBytes: BODY_LIMIT_BYTES,
    });
  } catch (error) {
    await stop();
    throw error;
  }
  const all = () => [...started, ...direct];
  return {
    url: nginx.url,
    nginx,
    instances: started,
    async startDirect(extra = {}) {
      const server = await startServerProcess({ ...env, ...extra });
      const instance = instanceOf(`direct-${direct.length + 1}`, server);
      direct.push(instance);
      return instance;
    },
    async servedBy(requestId) {
      const deadline = Date.now() + 2000;
      for (;;) {
        const found = all().find((i) => i.served(requestId));
        if (found || Date.now() > deadline) return found ?? null;
        await new Promise((r) => setTimeout(r, 20));
      }
    },
    stop,
  };
}

export interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

/**
 * One HTTP request from a chosen loopback address (127.0.0.2, 127.0.0.3, ...: Linux answers all of
 * 127/8), so tests can be several clients to nginx and to the instances.
 */
export function requestFrom(
  localAddress: string,
  url: string,
  init: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<Answer> {
  const target = new URL(url);
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: target.hostname,
        port: target.port,
        path: `${target.pathname}${target.search}`,
        method: init.method ?? 'GET',
        headers: {
          ...init.headers,
          ...(init.body === undefined ? {} : { 'content-length': String(Buffer.byteLength(init.body)) }),
        },
        localAddress,
        agent: false,
      },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.once('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
        res.once('error', reject);
      },
    );
    req.once('error', reject);
    req.end(init.body);
  });
}
