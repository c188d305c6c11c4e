import {
  appendFileSync,
  cpSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
} from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { extname, join, normalize, resolve } from 'node:path';
import { findPage, pageFile, pagePathsOf, SHELL_FILE } from '@tm/core/prerendered-pages';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.png': 'image/png',
  '.svg': 'image/svg+xml',
};

/** As the real server does: the prerendered page of an app URL (`_` folders match any segment), else the shell. */
function pageFor(dir: string, pathname: string): string {
  // Read per request: "deploying a new build" changes the folder under a running server.
  const page = findPage(pagePathsOf(readdirSync(dir, { recursive: true, encoding: 'utf8' })), pathname);
  return page
    ? join(dir, pageFile(page))
    : join(dir, existsSync(join(dir, SHELL_FILE)) ? SHELL_FILE : 'index.html');
}

/**
 * Serves a private copy of the built PWA on its own port (its own origin, so its service worker is separate
 * from the shared e2e server's), forwarding /api to the real server. "Deploying a new build" is changing the
 * copy's sw.js: the browser sees a different worker script, exactly as after a real release.
 */
export async function startShellServer(apiOrigin: string) {
  const dist = resolve(import.meta.dirname, '../../dist');
  const dir = mkdtempSync(join(tmpdir(), 'tm-shell-'));
  cpSync(dist, dir, { recursive: true });

  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://shell.local');
    if (url.pathname.startsWith('/api/')) {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        const headers = new Headers();
        for (const [k, v] of Object.entries(req.headers))
          if (typeof v === 'string' && k !== 'host') headers.set(k, v);
        fetch(new URL(url.pathname + url.search, apiOrigin), {
          method: req.method,
          headers,
          body: chunks.length ? Buffer.concat(chunks) : undefined,
        })
          .then(async (upstream) => {
            res.writeHead(upstream.status, {
              'content-type': upstream.headers.get('content-type') ?? 'text/plain',
            });
            res.end(Buffer.from(await upstream.arrayBuffer()));
          })
          .catch(() => {
            res.writeHead(502);
            res.end();
          });
      });
      return;
    }
    let file = normalize(join(dir, decodeURIComponent(url.pathname)));
    if (!file.startsWith(dir) || !existsSync(file) || statSync(file).isDirectory())
      file = pageFor(dir, url.pathname);
    res.writeHead(200, {
      'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
      'cache-control': 'no-cache',
    });
    res.end(readFileSync(file));
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    /** A new release: the worker script changes, so the browser installs it next time it checks. */
    deployNewBuild(label: string) {
      appendFileSync(join(dir, 'sw.js'), `\n// release ${label}\n`);
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((r) => server.close(() => r()));
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
