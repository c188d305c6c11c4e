// Sizes read from the PWA build (apps/pwa/dist), shared by the benchmark (measure 4) and check-budgets.mjs.
// Deterministic: the same build always gives the same figures.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';
import { gzipSync } from 'node:zlib';
import { ROOT } from './processes.mjs';

// PWA_DIST points the checks at another build (the budget test's made-up ones).
export const DIST = process.env.PWA_DIST ?? join(ROOT, 'apps/pwa/dist');

/**
 * The budgets: sizes in bytes, and a count of files.
 * - Initial JS of the home route, gzip: 105 KB, under issue 32's goal of 120. Its work took the figure from
 *   148.7 KB to 119.1 KB; features then brought it back to 124 KB; the declarative router (react-router's
 *   BrowserRouter and useRoutes instead of its data router) took it to 107.2 KB, and one chunk for the first
 *   screen's own modules (apps/pwa/screen-chunks.ts: 4 files, not 29) to 102.2 KB
 *   (docs/performance-home-js.md says where each KB went). The budget sits just above the figure so that any
 *   growth is seen in the change that makes it: a feature that needs more code on Home's first screen
 *   lazy-loads something else or argues for the budget here.
 * - Precache, uncompressed as Cache Storage keeps it: 2 MB. It downloads in the background on the first
 *   visit over the customer's mobile data; 2 MB keeps that a few seconds on 4G and far from any storage
 *   quota, and leaves room for the app shell, fonts and icons while stopping anyone precaching the
 *   dashboard's or a chart library's weight by accident.
 * - Script files a prerendered page loads before it starts: 8. Each is a request a phone makes before the page
 *   can answer a tap; Rolldown's automatic splitting had made 29 of them for Home and 44 for Purchase, most
 *   under 1 KB, until apps/pwa/screen-chunks.ts grouped each first screen's modules (4, 5 and 7 now). A page
 *   over it has a module that many chunks share in a chunk of its own: give it to a screen there.
 */
export const BUDGETS = { initialJsGzip: 105 * 1024, precacheBytes: 2 * 1024 * 1024, pageScriptFiles: 8 };

const gzipSize = (buffer) => gzipSync(buffer, { level: 9 }).length;

/** Paths in index.html are absolute from the site root ("/assets/x.js"); map them into dist. */
function distPath(url) {
  const path = url.replace(/^https?:\/\/[^/]+/, '').split(/[?#]/)[0];
  return join(DIST, normalize(path.replace(/^\/+/, '')));
}

/** Scripts index.html loads before anything runs: module scripts and modulepreloads. */
function htmlScripts(html) {
  const urls = new Set();
  for (const tag of html.match(/<(script|link)\b[^>]*>/gi) ?? []) {
    const isScript = /^<script/i.test(tag) && /\bsrc=/i.test(tag);
    const isPreload = /^<link/i.test(tag) && /\brel=["']?modulepreload/i.test(tag);
    if (!isScript && !isPreload) continue;
    const url = /\b(?:src|href)=["']?([^"'\s>]+)/i.exec(tag)?.[1];
    // Another origin's script is not part of our build (and the PWA loads none).
    if (url && !/^(https?:)?\/\//.test(url)) urls.add(url);
  }
  return [...urls];
}

/** Relative static imports of a built chunk (not `import()`, which loads later, on demand). */
function staticImports(code) {
  const found = [];
  const re = /\b(?:import|export)\s*(?:[^'"();]*?\bfrom\s*)?["'](\.{1,2}\/[^"']+\.m?js)["']/g;
  for (const match of code.matchAll(re)) found.push(match[1]);
  return found;
}

/**
 * The home page's own chunk when pages are lazy-loaded: Rollup names a chunk after its module
 * (packages/ui/src/pages/HomePage.tsx -> assets/HomePage-<hash>.js). The home route fetches it at once, so
 * it counts as initial JavaScript of that route, with everything it imports statically.
 */
const HOME_CHUNK = /^Home(Page|Route)?-[\w-]+\.js$/;

/**
 * The JavaScript the home route needs before it renders: index.html's scripts and modulepreloads, the home
 * page's lazy chunk, and, transitively, every chunk they import statically. Returns the files
 * (dist-relative) and the gzip total.
 */
export function initialJs() {
  const indexHtml = join(DIST, 'index.html');
  if (!existsSync(indexHtml)) return null;
  const assets = existsSync(join(DIST, 'assets')) ? readdirSync(join(DIST, 'assets')) : [];
  const homeChunks = assets.filter((f) => HOME_CHUNK.test(f)).map((f) => join(DIST, 'assets', f));
  const queue = [...htmlScripts(readFileSync(indexHtml, 'utf8')).map(distPath), ...homeChunks];
  const seen = new Set();
  const files = [];
  while (queue.length > 0) {
    const file = queue.shift();
    if (seen.has(file) || !existsSync(file)) continue;
    seen.add(file);
    const code = readFileSync(file);
    files.push({ file: relative(DIST, file), bytes: code.length, gzip: gzipSize(code) });
    for (const spec of staticImports(code.toString('utf8'))) queue.push(join(dirname(file), spec));
  }
  return {
    files,
    bytes: files.reduce((s, f) => s + f.bytes, 0),
    gzip: files.reduce((s, f) => s + f.gzip, 0),
  };
}

/** Every prerendered page in the build (index.html files; shell.html is the plain shell), dist-relative. */
function prerenderedPages(folder = DIST) {
  const pages = [];
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const path = join(folder, entry.name);
    if (entry.isDirectory() && entry.name !== 'assets') pages.push(...prerenderedPages(path));
    else if (entry.name === 'index.html') pages.push(relative(DIST, path));
  }
  return pages;
}

/** The script files each prerendered page's HTML loads before anything runs (scripts and modulepreloads). */
export function pageScriptFiles() {
  if (!existsSync(DIST)) return [];
  return prerenderedPages().map((page) => ({
    page,
    files: htmlScripts(readFileSync(join(DIST, page), 'utf8')).length,
  }));
}

/** The service worker's precache manifest (injectManifest inlines `{url, revision}` entries into sw.js). */
export function precache() {
  const swPath = join(DIST, 'sw.js');
  if (!existsSync(swPath)) return null;
  const sw = readFileSync(swPath, 'utf8');
  const urls = new Set();
  for (const m of sw.matchAll(/["']?url["']?\s*:\s*["']([^"']+)["']/g)) urls.add(m[1]);
  const entries = [...urls].map((url) => {
    const file = distPath(url);
    const bytes = existsSync(file) ? statSync(file).size : null;
    return { url, bytes };
  });
  const missing = entries.filter((e) => e.bytes === null).map((e) => e.url);
  return { entries, bytes: entries.reduce((s, e) => s + (e.bytes ?? 0), 0), missing };
}
