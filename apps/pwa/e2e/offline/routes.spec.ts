import type { Page } from '@playwright/test';
import { expect, test } from '../../../../e2e/fixtures';
import { gotoControlled } from './sw-helpers';

/** Every public route of spec §2 (plus the FAQ and My orders), with the heading it must render offline. */
const ROUTES: [path: string, heading: RegExp | null][] = [
  ['/', /Travel money with zero commission/],
  ['/exchangeRates', /^Exchange Rates$/],
  ['/purchase/EUR/Order', /^Order travel money$/],
  ['/purchase/USD/Sell', /^Sell travel money$/],
  ['/contact', /^Contact Us$/],
  ['/termsCoditition', /./],
  ['/privacyPolicy', /./],
  ['/sendmony', /^Coming Soon$/],
  ['/signIn', /./],
  ['/signUp', /./],
  ['/box', /./],
  ['/faq', /./],
  ['/myOrders', /^My orders$/],
  // The wall display has no h1 to speak of; it must still render its board from the cached rates.
  ['/screen', null],
];

/** Moves the cached rates' fetch time back, as if they had been fetched `minutes` ago. */
async function ageCachedRates(page: Page, minutes: number) {
  await page.evaluate(async (ms) => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const req = indexedDB.open('tm');
      req.onsuccess = () => resolve(req.result);
      req.onerror = () => reject(req.error);
    });
    await new Promise<void>((resolve, reject) => {
      const tx = db.transaction('rates', 'readwrite');
      const store = tx.objectStore('rates');
      const get = store.get('current');
      get.onsuccess = () => store.put({ ...get.result, fetchedAt: new Date(Date.now() - ms).toISOString() });
      tx.oncomplete = () => resolve();
      tx.onerror = () => reject(tx.error);
    });
    db.close();
  }, minutes * 60_000);
}

test.describe('offline after one online visit', () => {
  test('every public route reloads offline and renders', async ({ page, context }) => {
    await gotoControlled(page, '/');
    await expect(page.getByTestId('todays-rate')).toContainText('1 GBP =');

    await context.setOffline(true);
    for (const [path, heading] of ROUTES) {
      const res = await page.goto(path);
      expect(res?.status(), path).toBe(200);
      if (heading) await expect(page.locator('h1').first(), path).toHaveText(heading);
      else await expect(page.locator('body'), path).toContainText('EUR');
    }
    // A reload of a deep link too, not only navigations from inside the app.
    await page.goto('/purchase/EUR/Order');
    await page.reload();
    await expect(page.locator('h1').first()).toHaveText('Order travel money');
    await context.setOffline(false);
  });

  test('offline, the rates show with their age', async ({ page, context }) => {
    await gotoControlled(page, '/exchangeRates');
    await expect(page.getByTestId('rate-row').first()).toBeVisible();
    await expect(page.getByTestId('offline-notice')).toHaveCount(0);

    await ageCachedRates(page, 12);
    await context.setOffline(true);
    await page.reload();
    await expect(page.getByTestId('offline-notice')).toHaveText(
      'Offline — showing rates from 12 minutes ago',
    );
    await expect(page.getByTestId('rate-row').first()).toBeVisible();
    await page.goto('/');
    await expect(page.getByTestId('todays-rate')).toContainText('1 GBP =');
    await expect(page.getByTestId('offline-notice')).toContainText('12 minutes ago');
    // A page with no rates on it says what needs a connection, not the age of rates it does not show.
    await page.getByRole('link', { name: 'Contact' }).first().click();
    await expect(page.getByTestId('offline-notice')).toContainText('You are offline.');
    await page.goto('/');

    // Back online, the notice goes and the rates are fresh again.
    await context.setOffline(false);
    await expect(page.getByTestId('offline-notice')).toHaveCount(0);
  });

  test('with no cached rates at all, offline says so instead of showing a blank page', async ({
    page,
    context,
  }) => {
    // The first visit installs the app shell, but the rates request never succeeds.
    await context.route('**/api/currency', (route) => route.abort('internetdisconnected'));
    await gotoControlled(page, '/exchangeRates');
    await context.setOffline(true);
    await page.reload();
    await expect(page.getByTestId('offline-notice')).toContainText('no saved rates yet');
    await expect(page.locator('h1').first()).toHaveText('Exchange Rates');
    await context.setOffline(false);
  });
});
