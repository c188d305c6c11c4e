import { existsSync, readdirSync, statSync } from 'node:fs';
import { extname, join, resolve } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { MiddlewareHandler } from 'hono';
import { findPage, pageFile, pagePathsOf, SHELL_FILE } from '@tm/core/prerendered-pages';

/** Vite's content-hashed file names (index-AbC123de.js): safe to cache for a year. */
const HASHED = /[-.][A-Za-z0-9_-]{8,}\.(js|mjs|css|woff2?|png|svg|jpe?g|webp|avif)$/;

/** Types the build writes `.br` and `.gz` copies of (apps/pwa/precompress.ts). */
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.webmanifest', '.svg', '.txt']);
const COPY_SUFFIXES = ['.br', '.zst', '.gz'];

/** `.env`, `.git/...`, `..` and any other segment starting with a dot: never the app's, never served. */
const DOT_SEGMENT = /(^|\/)\./;

const statOf = (path: string) => {
  try {
    return statSync(path);
  } catch {
    return undefined;
  }
};
const isFile = (path: string) => statOf(path)?.isFile() === true;

/**
 * True when a precompressed copy is older than its file (a file rebuilt in place without its copies): then
 * the plain file is sent, never the stale copy.
 */
function hasStaleCopy(file: string): boolean {
  const mtime = statOf(file)?.mtimeMs ?? 0;
  return COPY_SUFFIXES.some((suffix) => {
    const copy = statOf(file + suffix);
    return copy !== undefined && copy.mtimeMs < mtime;
  });
}

/** HTML, the service worker and the manifest are revalidated every time, so a new deployment is seen at once. */
function cacheControl(file: string): string {
  const ext = extname(file);
  if (ext === '.html' || ext === '.webmanifest' || /(^|\/)(sw|service-worker|registerSW)\.js$/.test(file))
    return 'no-cache';
  return HASHED.test(file) ? 'public, max-age=31536000, immutable' : 'public, max-age=3600';
}

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
 * The file (relative to `root`) that answers `path`: the file itself; for an app URL the page the build
 * prerendered for it, else the plain app shell (shell.html, or index.html from a build without one); null
 * for a missing asset (a stale hashed script must get a 404, not HTML) and for dot segments.
 */
function fileFor(root: string, pagePaths: readonly string[], path: string): string | null {
  let pathname: string;
  try {
    pathname = decodeURIComponent(path);
  } catch {
    return null;
  }
  if (DOT_SEGMENT.test(pathname)) return null;
  const file = pathname.replace(/^\/+/, '');
  if (isFile(join(root, file))) return file;
  if (extname(pathname) !== '' && extname(pathname) !== '.html') return null;
  const pagePath = findPage(pagePaths, pathname);
  const candidates = [pagePath === null ? null : pageFile(pagePath), SHELL_FILE, 'index.html'];
  return candidates.find((f): f is string => f !== null && isFile(join(root, f))) ?? null;
}

/**
 * Serves the built PWA for GET/HEAD outside /api through @hono/node-server's serveStatic (types, lengths,
 * HEAD, ranges, precompressed brotli/gzip copies). What is ours: which file answers a URL (above), the
 * caching rules, Vary on every text file, and never a stale precompressed copy.
 */
export function staticFiles(publicDir: string): MiddlewareHandler {
  const root = resolve(publicDir);
  const pagePaths = prerenderedPagePaths(root);
  return async (c, next) => {
    const { method, path } = c.req;
    if ((method !== 'GET' && method !== 'HEAD') || path === '/api' || path.startsWith('/api/')) return next();
    const file = fileFor(root, pagePaths, path);
    if (file === null) return next();
    const compressible = COMPRESSIBLE.has(extname(file));
    c.header('cache-control', cacheControl(file));
    const precompressed = compressible && !hasStaleCopy(join(root, file));
    const res = await serveStatic({ root, path: file, precompressed })(c, next);
    // Caches must key on the coding: the same URL has a compressed and a plain body, whichever was sent.
    if (res && compressible) res.headers.set('vary', 'Accept-Encoding');
    return res;
  };
}
