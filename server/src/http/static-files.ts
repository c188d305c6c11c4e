import { createReadStream, existsSync, readdirSync, statSync } from 'node:fs';
import { extname, join, resolve, sep } from 'node:path';
import { Readable } from 'node:stream';
import type { MiddlewareHandler } from 'hono';
import { findPage, pageFile, pagePathsOf, SHELL_FILE } from '@tm/core/prerendered-pages';
import type { AppEnv } from './types';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.txt': 'text/plain; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
};

/** Vite's content-hashed file names (index-AbC123de.js): safe to cache for a year. */
const HASHED = /[-.][A-Za-z0-9_-]{8,}\.(js|mjs|css|woff2?|png|svg|jpe?g|webp|avif)$/;

/** Types worth compressing; the build writes `.br` and `.gz` beside them (apps/pwa/precompress.ts). */
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.webmanifest', '.svg', '.txt']);
const ENCODINGS = [
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
] as const;

/** The codings the client accepts (Accept-Encoding), leaving out those it refuses with q=0. */
function acceptedEncodings(header: string | undefined): Set<string> {
  const accepted = new Set<string>();
  for (const part of (header ?? '').split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (name && !(q && Number(q.slice(2)) === 0)) accepted.add(name);
  }
  return accepted;
}

/**
 * The precompressed copy of `file` to send, if the client takes its coding and the copy is not older than the
 * file (a stale copy beside a rebuilt file must never be served).
 */
function precompressed(file: string, mtimeMs: number, acceptEncoding: string | undefined) {
  const accepted = acceptedEncodings(acceptEncoding);
  for (const encoding of ENCODINGS) {
    if (!accepted.has(encoding.name)) continue;
    try {
      const stat = statSync(file + encoding.suffix);
      if (stat.isFile() && stat.mtimeMs >= mtimeMs) {
        return { file: file + encoding.suffix, size: stat.size, encoding: encoding.name };
      }
    } catch {
      // No copy in this coding; try the next.
    }
  }
  return null;
}

const isFile = (path: string) => {
  try {
    return statSync(path).isFile();
  } catch {
    return false;
  }
};

/**
 * The paths of the pages the build prerendered, read once from the build's folders (a page is a
 * `<path>/index.html`, see @tm/core/prerendered-pages): an app URL then finds its page without a disk lookup
 * per request. A build replaced in place serves its new pages after a restart, the shell until then.
 */
function prerenderedPagePaths(root: string): string[] {
  if (!existsSync(root)) return [];
  return pagePathsOf(readdirSync(root, { recursive: true, encoding: 'utf8' }));
}

/**
 * Serves the built PWA for GET/HEAD outside /api: files as they are; an app URL gets the page the build
 * prerendered for it (header, hero and skeleton already in the HTML), else the plain app shell (shell.html,
 * or index.html from a build without one), and the SPA's router decides. Hashed assets are immutable; HTML
 * and the service worker are never cached, so a new deployment is seen at once. Text files go out
 * precompressed (brotli, else gzip) when the build made copies and the client accepts them.
 */
export function staticFiles(publicDir: string): MiddlewareHandler<AppEnv> {
  const root = resolve(publicDir);
  const pagePaths = prerenderedPagePaths(root);
  const shell = join(root, SHELL_FILE);
  const index = join(root, 'index.html');
  return async (c, next) => {
    if (
      (c.req.method !== 'GET' && c.req.method !== 'HEAD') ||
      c.req.path === '/api' ||
      c.req.path.startsWith('/api/')
    ) {
      return next();
    }
    let pathname: string;
    try {
      pathname = decodeURIComponent(c.req.path);
    } catch {
      return next();
    }
    let file = resolve(root, '.' + pathname);
    if (file !== root && !file.startsWith(root + sep)) return next();
    if (!isFile(file)) {
      // A missing asset is a 404, not the SPA page (a stale hashed script must not get HTML).
      if (extname(pathname) !== '' && extname(pathname) !== '.html') return next();
      const pagePath = findPage(pagePaths, pathname);
      const page = [pagePath === null ? null : join(root, pageFile(pagePath)), shell, index].find(
        (f): f is string => f !== null && isFile(f),
      );
      if (!page) return next();
      file = page;
    }
    const ext = extname(file).toLowerCase();
    const name = file.slice(root.length);
    const noCache =
      ext === '.html' || /(^|\/)(sw|service-worker|registerSW)\.js$/.test(name) || ext === '.webmanifest';
    const stat = statSync(file);
    const compressible = COMPRESSIBLE.has(ext);
    const variant = compressible ? precompressed(file, stat.mtimeMs, c.req.header('accept-encoding')) : null;
    const headers: Record<string, string> = {
      'content-type': TYPES[ext] ?? 'application/octet-stream',
      'content-length': String(variant ? variant.size : stat.size),
      'cache-control': noCache
        ? 'no-cache'
        : HASHED.test(name)
          ? 'public, max-age=31536000, immutable'
          : 'public, max-age=3600',
    };
    // Caches must key on the coding: the same URL has a compressed and a plain body.
    if (compressible) headers.vary = 'Accept-Encoding';
    if (variant) headers['content-encoding'] = variant.encoding;
    if (c.req.method === 'HEAD') return c.body(null, 200, headers);
    const stream = Readable.toWeb(
      createReadStream(variant ? variant.file : file),
    ) as ReadableStream<Uint8Array>;
    return c.body(stream, 200, headers);
  };
}
