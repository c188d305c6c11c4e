import { answer, late, NetworkScript } from '@tm/offline/testing';
import { routeThrough } from '@tm/offline/testing/playwright';
import { expect, PHONE, saveScreenshot, seriousA11yViolations, test } from '../../../../e2e/fixtures';
import { cartReadyToPlace } from './sw-helpers';

test('the sync inspector follows an order placed offline through a 503 with Retry-After, a timeout and its delivery', async ({
  page,
  context,
  purchase,
  customer,
}) => {
  // The fault harness between the page and the API; queued faults aim at the order POST.
  const net = new NetworkScript({ only: /\/api\/Order$/ });
  await routeThrough(context, net);

  // DEV_TOOLS is on outside production: the first visit (online) also lets the device remember it.
  await page.goto('/dev/sync');
  await expect(page.getByRole('heading', { level: 1, name: 'Sync inspector' })).toBeVisible();

  await cartReadyToPlace(purchase, customer, '100');
  net.offline();
  await purchase.placeOrder();
  await expect(page.getByTestId('queued-notice')).toBeVisible();

  // The inspector opens with the server unreachable: one entry, waiting (it tried again as the page opened).
  await page.goto('/dev/sync');
  const entry = page.getByTestId('outbox-entry');
  await expect(entry).toHaveCount(1);
  await expect(entry.getByTestId('entry-state')).toHaveText('Waiting');
  await expect(entry.getByTestId('entry-error')).toHaveText('Failed to fetch');
  await expect(entry.getByTestId('entry-answer')).toHaveText('None to the last attempt');
  await expect(page.getByTestId('sync-online')).toHaveText('Offline (the server cannot be reached)');
  const key = net.keys()[0]!;
  await expect(entry).toContainText(key);

  // The server is back but busy: 503 with Retry-After: 8.
  net.online().next(answer(503, { retryAfter: 8, message: 'Busy: try again in a few seconds' }), late());
  const retryNow = page.getByRole('button', { name: 'Retry now' });
  await retryNow.click();
  await expect(entry.getByTestId('entry-answer')).toContainText('503 Busy: try again in a few seconds');
  await expect(entry.getByTestId('entry-next')).toContainText("the server's Retry-After");
  const attemptsAt503 = Number(await entry.getByTestId('entry-attempts').textContent());
  const triedAt503 = net.keys().length;

  // "Retry now" does not overrule the server's wait.
  await retryNow.click();
  await expect(retryNow).toBeEnabled();
  await expect(page.getByRole('status').filter({ hasText: 'Tried every waiting order' })).toBeVisible();
  expect(net.keys()).toHaveLength(triedAt503);
  await expect(entry.getByTestId('entry-attempts')).toHaveText(String(attemptsAt503));

  await page.setViewportSize(PHONE);
  expect(await seriousA11yViolations(page)).toEqual([]);
  await saveScreenshot(page, 'sync-inspector-375-retry-after');

  // Once the wait is over the engine tries by itself: the server stores the order, but its answer comes only
  // after the page gave up (20 s).
  await expect(entry.getByTestId('entry-error')).toHaveText('No answer within 20 s', { timeout: 60_000 });
  await expect(entry.getByTestId('entry-attempts')).toHaveText(String(attemptsAt503 + 1));
  await expect(entry.getByTestId('entry-answer')).toHaveText('None to the last attempt');
  await expect(entry.getByTestId('entry-state')).toHaveText('Waiting');
  expect(await customer.ordersOnServer()).toHaveLength(1);

  // Sent again with the same key: the server answers with the order it stored, and the entry is delivered.
  await retryNow.click();
  await expect(entry.getByTestId('entry-state')).toHaveText('Delivered');
  const [stored] = await customer.ordersOnServer();
  await expect(entry.getByTestId('entry-answer')).toContainText(`201 ${stored!.Order_Id}`);
  expect(await customer.ordersOnServer()).toHaveLength(1);
  expect(new Set(net.keys())).toEqual(new Set([key]));
  await expect(page.getByTestId('sync-online')).toHaveText('Online');

  await page.setViewportSize({ width: 1440, height: 900 });
  expect(await seriousA11yViolations(page)).toEqual([]);
  await saveScreenshot(page, 'sync-inspector-1440-delivered');
});
