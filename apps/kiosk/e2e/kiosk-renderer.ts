import { readFile } from 'node:fs/promises';
import { extname, join, normalize, resolve } from 'node:path';
import type { Page } from '@playwright/test';

/** The built renderer (npm run build -w @tm/kiosk; scripts/e2e.mjs builds it before the suites). */
export const RENDERER_DIR = resolve(import.meta.dirname, '..', 'dist', 'renderer');

/** Stands in for app://kiosk in Chromium: an origin of its own, served from the files on disk. */
// HTTPS like app://kiosk (registered secure): a secure context, where crypto.randomUUID and the rest exist.
export const KIOSK_ORIGIN = 'https://kiosk.test';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.png': 'image/png',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
};

export interface KioskDouble {
  /** API requests the renderer made, with their Authorization header. */
  apiCalls: { method: string; path: string; authorization: string | undefined }[];
}

/**
 * Loads the kiosk renderer the way Electron would, minus Electron: files from dist/renderer, and `window.kiosk`
 * (the preload's bridge) replaced by a test double injected before any script runs. The API is reached under
 * the kiosk origin and relayed to the e2e server, which keeps this suite off the server's CORS configuration
 * (that is tested in server/test/live/cors.test.ts). The event stream is refused, as an unbuffered relay is not
 * possible here: the board must then fall back to polling.
 */
export async function openKiosk(
  page: Page,
  apiTarget: string,
  options: { inactivityMinutes: number },
): Promise<KioskDouble> {
  const double: KioskDouble = { apiCalls: [] };
  await page.route(`${KIOSK_ORIGIN}/**`, async (route) => {
    const url = new URL(route.request().url());
    if (url.pathname.startsWith('/api/')) {
      double.apiCalls.push({
        method: route.request().method(),
        path: url.pathname,
        authorization: route.request().headers().authorization,
      });
      // Streams never end, so route.fetch would hold them to the test's end: the screens poll instead.
      if (url.pathname === '/api/events' || url.pathname === '/api/staffEvents') {
        return route.abort('connectionrefused');
      }
      const response = await route.fetch({ url: `${apiTarget}${url.pathname}${url.search}` });
      return route.fulfill({ response });
    }
    const file = normalize(
      join(RENDERER_DIR, url.pathname === '/' ? 'index.html' : decodeURIComponent(url.pathname)),
    );
    if (!file.startsWith(RENDERER_DIR)) return route.fulfill({ status: 404 });
    try {
      const body = await readFile(file);
      return route.fulfill({
        status: 200,
        body,
        headers: { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' },
      });
    } catch {
      return route.fulfill({ status: 404 });
    }
  });
  await page.addInitScript(
    ({ apiBase, inactivityMinutes }) => {
      const w = window as unknown as Record<string, unknown>;
      w.__printed = 0;
      w.kiosk = Object.freeze({
        version: 'e2e',
        apiBase,
        inactivityMinutes,
        print: () => {
          w.__printed = (w.__printed as number) + 1;
        },
        onLeaveWallDisplay: (cb: () => void) => {
          // What main sends when staff press Ctrl+Shift+B.
          w.__leaveWallDisplay = cb;
          return () => {};
        },
      });
    },
    { apiBase: `${KIOSK_ORIGIN}/api`, inactivityMinutes: options.inactivityMinutes },
  );
  return double;
}
