import { expect, type Page } from '@playwright/test';
import type { CustomerDetails, PurchaseModel } from '../../../../e2e/fixtures';

/** Waits until the service worker has installed (precached the shell) and controls this page. */
export async function waitForServiceWorkerControl(page: Page): Promise<void> {
  // A controller only exists once the worker has activated, i.e. after the whole shell was precached.
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
    timeout: 45_000,
    polling: 250,
  });
}

/** Opens a page of the app and waits until the service worker controls it. */
export async function gotoControlled(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await waitForServiceWorkerControl(page);
}

/**
 * A £`gbp` euro cart at step 3 with `customer`'s details typed in, on a page the service worker controls:
 * the order is one click from being placed, whether the server can be reached then or not.
 */
export async function cartReadyToPlace(purchase: PurchaseModel, customer: CustomerDetails, gbp: string) {
  await purchase.startEuroCart(gbp);
  await waitForServiceWorkerControl(purchase.page);
  await purchase.chooseDagenhamAndNext();
  await purchase.fillDetails(customer);
}

/** The PNG's own width and height, read from its IHDR chunk. */
export function pngSize(body: Buffer): { width: number; height: number } {
  expect(body.subarray(1, 4).toString('ascii')).toBe('PNG');
  return { width: body.readUInt32BE(16), height: body.readUInt32BE(20) };
}
