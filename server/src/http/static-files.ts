import { createReadStream, existsSync, statSync } from 'node:fs';
import { extname, join, resolve, sep } from 'node:path';
import { Readable } from 'node:stream';
import type { MiddlewareHandler } from 'hono';
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

/**
 * Serves the built PWA for GET/HEAD outside /api: files as they are, anything else gets index.html (the SPA's
 * router decides). Hashed assets are immutable; index.html and the service worker are never cached, so a new
 * deployment is seen at once.
 */
export function staticFiles(publicDir: string): MiddlewareHandler<AppEnv> {
  const root = resolve(publicDir);
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
    let isFile = false;
    try {
      isFile = statSync(file).isFile();
    } catch {
      isFile = false;
    }
    if (!isFile) {
      // A missing asset is a 404, not the SPA page (a stale hashed script must not get HTML).
      if (extname(pathname) !== '' && extname(pathname) !== '.html') return next();
      if (!existsSync(index)) return next();
      file = index;
    }
    const ext = extname(file).toLowerCase();
    const name = file.slice(root.length);
    const noCache =
      ext === '.html' || /(^|\/)(sw|service-worker|registerSW)\.js$/.test(name) || ext === '.webmanifest';
    const headers: Record<string, string> = {
      'content-type': TYPES[ext] ?? 'application/octet-stream',
      'content-length': String(statSync(file).size),
      'cache-control': noCache
        ? 'no-cache'
        : HASHED.test(name)
          ? 'public, max-age=31536000, immutable'
          : 'public, max-age=3600',
    };
    if (c.req.method === 'HEAD') return c.body(null, 200, headers);
    const stream = Readable.toWeb(createReadStream(file)) as ReadableStream<Uint8Array>;
    return c.body(stream, 200, headers);
  };
}
