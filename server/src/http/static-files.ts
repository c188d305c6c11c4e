import { extname, posix, resolve } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Context, MiddlewareHandler } from 'hono';
import { findPage, pageFile, pagePathsOf, SHELL_FILE } from '@tm/core/prerendered-pages';
import { etagMatches } from './etag-json';
import { chooseCoding, readBuild, type Coding, type HeldBuild, type HeldFile } from './held-build';

/** Vite's content-hashed file names (index-AbC123de.js): safe to cache for a year. */
const HASHED = /[-.][A-Za-z0-9_-]{8,}\.(js|mjs|css|woff2?|png|svg|jpe?g|webp|avif)$/;

/** `.env`, `.git/...`, `..` and any other segment starting with a dot: never the app's, never served. */
const DOT_SEGMENT = /(^|\/)\./;

/** HTML, the service worker and the manifest are revalidated every time, so a new deployment is seen at once. */
function cacheControl(file: string): string {
  const ext = extname(file);
  if (ext === '.html' || ext === '.webmanifest' || /(^|\/)(sw|service-worker|registerSW)\.js$/.test(file))
    return 'no-cache';
  return HASHED.test(file) ? 'public, max-age=31536000, immutable' : 'public, max-age=3600';
}

/**
 * The file (relative to `root`) that answers `path`: the file itself; for an app URL the page the build
 * prerendered for it, else the plain app shell (shell.html, or index.html from a build without one); null
 * for a missing asset (a stale hashed script must get a 404, not HTML) and for dot segments.
 */
function fileFor(build: HeldBuild, pagePaths: readonly string[], path: string): string | null {
  let pathname: string;
  try {
    pathname = decodeURIComponent(path);
  } catch {
    return null;
  }
  if (DOT_SEGMENT.test(pathname)) return null;
  const file = posix.normalize(pathname).replace(/^\/+/, '');
  if (build.files.has(file)) return file;
  if (extname(pathname) !== '' && extname(pathname) !== '.html') return null;
  const pagePath = findPage(pagePaths, pathname);
  const candidates = [pagePath === null ? null : pageFile(pagePath), SHELL_FILE, 'index.html'];
  return candidates.find((f): f is string => f !== null && build.files.has(f)) ?? null;
}

/**
 * Serves the built PWA for GET/HEAD outside /api, from memory (held-build.ts): the precompressed brotli or gzip
 * copy the client accepts, lengths, HEAD, and a 304 for a tag the client holds. What is ours besides: which
 * file answers a URL (above), the caching rules and Vary on every text file. A file too large to hold is
 * streamed from disk by @hono/node-server's serveStatic (ranges included).
 */
export function staticFiles(publicDir: string): MiddlewareHandler {
  const root = resolve(publicDir);
  const build = readBuild(root);
  const pagePaths = pagePathsOf([...build.files]);
  return async (c, next) => {
    const { method, path } = c.req;
    if ((method !== 'GET' && method !== 'HEAD') || path === '/api' || path.startsWith('/api/')) return next();
    const file = fileFor(build, pagePaths, path);
    if (file === null) return next();
    c.header('cache-control', cacheControl(file));
    const held = build.held(file);
    if (held) return sendHeld(c, held);
    return serveStatic({ root, path: file })(c, next);
  };
}

/** One held file's answer: its coding chosen, Vary for the caches of text files, no body for HEAD or a 304. */
function sendHeld(c: Context, file: HeldFile): Response {
  const coding = chooseCoding(c.req.header('accept-encoding'), Object.keys(file.copies) as Coding[]);
  const body = coding ? file.copies[coding]! : file.plain;
  c.header('content-type', file.type);
  c.header('etag', `W/${file.etag}`);
  // Caches must key on the coding: the same URL has a compressed and a plain body, whichever was sent.
  if (file.compressible) c.header('vary', 'Accept-Encoding');
  if (coding) c.header('content-encoding', coding);
  if (etagMatches(c.req.header('if-none-match'), [file.etag])) return c.body(null, 304);
  c.header('content-length', String(body.byteLength));
  return c.req.method === 'HEAD' ? c.body(null, 200) : c.body(body, 200);
}
