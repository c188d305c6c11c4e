/**
 * Where the PWA's build puts the pages it prerenders (apps/pwa/prerender.ts) and how a URL finds its page.
 * Pure functions shared by everything that serves those pages: the server (server/src/http/static-files.ts),
 * the service worker, the browser entry and the build.
 *
 * A page's path may contain `_`, standing for any one segment whose value the page's HTML does not depend on
 * (the currency code of /purchase/EUR/Order: until the rates arrive, every currency renders the same). The
 * page's file is its path plus /index.html; the home page is index.html itself.
 */
export const ANY_SEGMENT = '_';

/** The empty app shell, kept for the URLs no page is prerendered for (the server's and the SW's fallback). */
export const SHELL_FILE = 'shell.html';

const segments = (path: string) => path.split('/').filter(Boolean);

/** The file, relative to the build's root, that holds the page of `path`. */
export function pageFile(path: string): string {
  const parts = segments(path);
  return parts.length === 0 ? 'index.html' : `${parts.join('/')}/index.html`;
}

/** The page path a prerendered file holds ('purchase/_/Order/index.html' -> '/purchase/_/Order'), or null. */
export function pagePathOfFile(file: string): string | null {
  const clean = file.replace(/^\/+/, '');
  if (clean === 'index.html') return '/';
  const match = /^(.+)\/index\.html$/.exec(clean);
  return match ? `/${match[1]}` : null;
}

/**
 * The page paths among a build's files, given relative to its root with either separator: a folder listing
 * (the server) or the precache manifest (the service worker).
 */
export function pagePathsOf(files: readonly string[]): string[] {
  return files
    .map((file) => pagePathOfFile(file.replaceAll('\\', '/')))
    .filter((path): path is string => path !== null);
}

/** Whether `pathname` is a URL of the page `pagePath` (exact segments, `_` matching any one; a trailing slash is fine). */
export function matchesPage(pagePath: string, pathname: string): boolean {
  const want = segments(pagePath);
  const got = segments(pathname);
  return want.length === got.length && want.every((seg, i) => seg === ANY_SEGMENT || seg === got[i]);
}

/** Of the prerendered page paths, the one serving `pathname`: an exact page before one with `_` segments. */
export function findPage(pagePaths: readonly string[], pathname: string): string | null {
  const matching = pagePaths.filter((p) => matchesPage(p, pathname));
  matching.sort((a, b) => wildcards(a) - wildcards(b));
  return matching[0] ?? null;
}

const wildcards = (path: string) => segments(path).filter((s) => s === ANY_SEGMENT).length;
