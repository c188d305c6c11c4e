import {
  expect,
  saveScreenshot,
  seriousA11yViolations,
  signUpVerified,
  test,
} from '../../../../e2e/fixtures';
import { readCacheStorage, readIndexedDb, readWebStorageKeys } from './device-storage';
import { cartReadyToPlace } from './sw-helpers';

/**
 * Shared devices (docs/shared-devices.md): what a customer leaves on a browser after signing out or pressing
 * Forget this device, looked at in the page's own IndexedDB, Cache Storage and web storage.
 */

interface OutboxRow {
  key: string;
  state: string;
}

/** The tables that hold a customer's data, and the whole database as text to search for their email. */
async function deviceData(page: Parameters<typeof readIndexedDb>[0]) {
  const tables = await readIndexedDb(page);
  return {
    myOrders: tables.myOrders ?? [],
    outbox: (tables.outbox ?? []) as OutboxRow[],
    cart: tables.cart ?? [],
    text: JSON.stringify(tables),
  };
}

test('signing out takes the customer’s orders, cart and form off the device; an order not sent yet is kept, sent, then removed', async ({
  page,
  context,
  purchase,
  customer,
}) => {
  const { email } = customer;
  await signUpVerified(page.request, email, 'secret-pass-1');

  // Signed in, one order sent...
  await cartReadyToPlace(purchase, customer, '100');
  await purchase.placeOrder();
  await expect(purchase.orderNumber).toHaveText(/^\d{8}$/);

  // ...one that cannot reach the server, so it waits in the outbox...
  let serverUp = false;
  await context.route('**/api/Order', (route) =>
    serverUp ? route.continue() : route.abort('connectionrefused'),
  );
  await cartReadyToPlace(purchase, customer, '120');
  await purchase.placeOrder();
  await expect(page.getByTestId('queued-notice')).toBeVisible();

  // ...and a third started: a line in the cart and details typed into the form (this tab's draft).
  await cartReadyToPlace(purchase, customer, '80');

  const before = await deviceData(page);
  expect(before.myOrders).toHaveLength(1);
  // One sent, one waiting (queued, or "sending" while a retry is on its way).
  const states = before.outbox.map((r) => (r.state === 'sending' ? 'queued' : r.state));
  expect(states.sort()).toEqual(['delivered', 'queued']);
  expect(before.cart).toHaveLength(1);
  expect(before.text).toContain(email);
  await expect.poll(async () => (await readWebStorageKeys(page)).session).toContain('tm.purchaseDraft');
  const waitingKey = before.outbox.find((r) => r.state !== 'delivered')!.key;

  // Logout asks first: one order is not sent yet. Staying signed in changes nothing.
  const menu = page.getByRole('button', { name: `Account menu for ${email}` });
  await menu.click();
  await page.getByRole('button', { name: 'Logout' }).click();
  const ask = page.getByRole('alertdialog', { name: 'An order has not been sent yet' });
  await expect(ask).toContainText('anyone using this device can see it in My orders');
  expect(await seriousA11yViolations(page)).toEqual([]);
  for (const width of [375, 1440]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    await saveScreenshot(page, `shared-device/sign-out-waiting-${width}`);
  }
  await ask.getByRole('button', { name: 'Stay signed in' }).click();
  await expect(ask).toHaveCount(0);
  await expect(menu).toBeFocused();
  expect((await deviceData(page)).myOrders).toHaveLength(1);

  await menu.click();
  await page.getByRole('button', { name: 'Logout' }).click();
  await page.getByRole('button', { name: 'Sign out, send it later' }).click();
  await expect(page.getByText('Log out successfully')).toBeVisible();
  await expect(
    page.getByText('1 order not sent yet will be sent when this device is back online'),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign In' })).toBeVisible();

  const after = await deviceData(page);
  expect(after.myOrders).toEqual([]);
  expect(after.cart).toEqual([]);
  // Kept, and still being tried (a retry may be on its way this moment).
  expect(after.outbox.map((r) => r.key)).toEqual([waitingKey]);
  expect(['queued', 'sending']).toContain(after.outbox[0]?.state);
  const web = await readWebStorageKeys(page);
  expect(web.session).toEqual([]);
  expect(web.local.filter((k) => k.startsWith('tm.orderStatus.'))).toEqual([]);
  // The service worker caches the app itself, never an API answer: nothing there names the customer.
  const cached = await readCacheStorage(page, email);
  expect(cached.length).toBeGreaterThan(0);
  expect(cached.filter((e) => e.mentions || new URL(e.url).pathname.startsWith('/api'))).toEqual([]);

  // The server is back: the kept order is sent (never lost), and then it leaves the device too.
  serverUp = true;
  await context.setOffline(true);
  await context.setOffline(false);
  await expect
    .poll(async () => (await deviceData(page)).outbox, { timeout: 30_000, message: 'the kept order sent' })
    .toEqual([]);
  const onServer = await customer.ordersOnServer();
  expect(onServer.map((o) => o.Orders[0]?.currencyTake).sort()).toEqual(['100.00', '120.00']);
  const end = await deviceData(page);
  expect(end.myOrders).toEqual([]);
  expect(end.text).not.toContain(email);

  // The next person on this browser finds nothing of it.
  await page.goto('/myOrders');
  await expect(page.getByText('No orders from this device yet.')).toBeVisible();
});

test('Forget this device: asks, says what goes, is keyboard reachable and axe clean, and empties the device', async ({
  page,
  purchase,
  customer,
}) => {
  await cartReadyToPlace(purchase, customer, '100');
  await purchase.placeOrder();
  const orderId = (await purchase.orderNumber.textContent())!;
  await purchase.startEuroCart('60');

  await page.goto('/myOrders');
  await expect(page.locator('.my-order__number')).toHaveText(orderId);
  const before = await deviceData(page);
  expect([before.myOrders.length, before.outbox.length, before.cart.length]).toEqual([1, 1, 1]);

  // Keyboard only: Tab reaches the button, Enter opens the dialog, Escape closes it and focus comes back.
  const forget = page.getByRole('button', { name: 'Forget this device' });
  for (let i = 0; i < 40 && !(await forget.evaluate((b) => b === document.activeElement)); i++)
    await page.keyboard.press('Tab');
  await expect(forget).toBeFocused();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('alertdialog', { name: 'Forget this device?' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('listitem')).toHaveText([
    /orders listed here that were sent or not accepted, with the name, email, phone and address/,
    'your cart',
    'details typed into an order form in this tab',
  ]);
  // The safe answer has focus first (an alert dialog's), a Tab away from the one that removes.
  await expect(dialog.getByRole('button', { name: 'Keep everything' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(forget).toBeFocused();
  await page.setViewportSize({ width: 375, height: 812 });
  await saveScreenshot(page, 'shared-device/my-orders-375');

  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  expect(await seriousA11yViolations(page)).toEqual([]);
  for (const width of [375, 1440]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    await saveScreenshot(page, `shared-device/forget-dialog-${width}`);
    expect(await seriousA11yViolations(page)).toEqual([]);
  }
  await dialog.getByRole('button', { name: 'Yes, forget this device' }).click();
  await expect(page.getByText('This device no longer holds your orders or cart.')).toBeVisible();
  await expect(page.getByText('No orders from this device yet.')).toBeVisible();
  await saveScreenshot(page, 'shared-device/my-orders-forgotten-1440');

  const after = await deviceData(page);
  expect([after.myOrders, after.outbox, after.cart]).toEqual([[], [], []]);
  expect(after.text).not.toContain(customer.email);
  expect((await readCacheStorage(page, customer.email)).filter((e) => e.mentions)).toEqual([]);
  // Rates are public and stay, so the next visit still works offline.
  expect(((await readIndexedDb(page)).rates ?? []).length).toBe(1);
});
