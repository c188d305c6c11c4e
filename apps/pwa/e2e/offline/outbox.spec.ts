import { NetworkScript } from '@tm/offline/testing';
import { routeThrough } from '@tm/offline/testing/playwright';
import { expect, test } from '../../../../e2e/fixtures';
import { cartReadyToPlace } from './sw-helpers';

test('an order placed offline reaches the server exactly once, across 3 offline/online cycles and a reload', async ({
  page,
  context,
  purchase,
  customer,
}) => {
  // The fault harness logs every order request that leaves the page, with its idempotency key. While it is
  // offline the API is unreachable even though the browser is online (a server that is down, a captive portal).
  const net = new NetworkScript();
  await routeThrough(context, net, '**/api/Order');
  net.offline();
  const keys = () => net.keys();

  // One online visit: the app shell and the rates are now on the device.
  await cartReadyToPlace(purchase, customer, '100');

  // Step 2, offline: the order goes to the outbox, with no order number yet.
  await context.setOffline(true);
  await purchase.placeOrder();
  await expect(page.getByTestId('queued-notice')).toContainText(
    'Your order is saved and will be sent when you are back online. You will get an order number then.',
  );
  await expect(purchase.orderNumber).toHaveCount(0);

  // Three reconnects while the server cannot be reached; a reload (offline, from the service worker) after the
  // second. Each reconnect makes the sync engine try again, always with the same key.
  for (let cycle = 1; cycle <= 3; cycle++) {
    const before = keys().length;
    await context.setOffline(false);
    await expect.poll(() => keys().length, { message: `cycle ${cycle} retried` }).toBeGreaterThan(before);
    await context.setOffline(true);
    if (cycle === 2) {
      await page.goto('/myOrders');
      await page.reload();
      await expect(page.locator('h1')).toHaveText('My orders');
      await expect(page.getByText('Waiting to be sent')).toBeVisible();
    }
  }
  expect(await customer.ordersOnServer()).toHaveLength(0);

  // The server is back: the order is delivered, and the page shows its number.
  net.online();
  await context.setOffline(false);
  const sent = page.locator('li.my-order').filter({ hasText: 'Sent' });
  await expect(sent).toHaveCount(1, { timeout: 30_000 });
  const orderId = (await sent.locator('.my-order__number').textContent())!.trim();
  expect(orderId).toMatch(/^\d{8}$/);

  // More reconnects and a reload after delivery send nothing more.
  for (let cycle = 0; cycle < 2; cycle++) {
    await context.setOffline(true);
    await context.setOffline(false);
  }
  await page.reload();
  await expect(sent).toHaveCount(1);

  const stored = await customer.ordersOnServer();
  expect(stored.map((o) => o.Order_Id)).toEqual([orderId]);
  expect(stored[0]!.Orders).toMatchObject([{ currencyTake: '100.00', currencyMycurrent: 'EUR' }]);
  expect(keys().length).toBeGreaterThanOrEqual(4);
  expect(new Set(keys()).size).toBe(1);
  expect(keys()[0]).toMatch(/^[0-9a-f-]{36}$/);
});

test('an order placed offline survives closing the app and is sent when it opens again online', async ({
  page,
  context,
  purchase,
  customer,
}) => {
  await cartReadyToPlace(purchase, customer, '200');
  await context.setOffline(true);
  await purchase.placeOrder();
  await expect(page.getByTestId('queued-notice')).toBeVisible();

  // "Close" the app: no page left open, and the network comes back while nothing runs.
  await page.close();
  await context.setOffline(false);
  const reopened = await context.newPage();
  await reopened.goto('/myOrders');
  const sent = reopened.locator('li.my-order').filter({ hasText: 'Sent' });
  await expect(sent).toHaveCount(1, { timeout: 30_000 });
  const orderId = (await sent.locator('.my-order__number').textContent())!.trim();

  const mine = await customer.ordersOnServer();
  expect(mine.map((o) => o.Order_Id)).toEqual([orderId]);
});
