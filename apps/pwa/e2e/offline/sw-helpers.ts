import { expect, type Page } from '@playwright/test';

/** Waits until the service worker has installed (precached the shell) and controls this page. */
export async function waitForServiceWorkerControl(page: Page): Promise<void> {
  await page.waitForFunction(
    async () => {
      const reg = await navigator.serviceWorker.ready;
      return Boolean(reg.active && navigator.serviceWorker.controller);
    },
    undefined,
    { timeout: 30_000 },
  );
}

/** The PNG's own width and height, read from its IHDR chunk. */
export function pngSize(body: Buffer): { width: number; height: number } {
  expect(body.subarray(1, 4).toString('ascii')).toBe('PNG');
  return { width: body.readUInt32BE(16), height: body.readUInt32BE(20) };
}
