import type { Page } from '@playwright/test';
import {
  expect,
  PHONE,
  SAMPLE_CUSTOMER,
  SCREENS,
  saveScreenshot,
  seriousA11yViolations,
  test,
  type HomeModel,
  type PurchaseModel,
} from '../../../../e2e/fixtures';

/** A phone-sized customer orders £`gbp` of euros from the home page; the new order's number. */
async function orderOnPhone(page: Page, home: HomeModel, purchase: PurchaseModel, gbp: string) {
  await page.setViewportSize(PHONE);
  await home.buyEuros(gbp);
  return purchase.placeSampleOrder();
}

test('a customer follows an order from the confirmation: Pending, then Accepted without a reload', async ({
  home,
  purchase,
  staffApi,
  page,
}) => {
  const orderId = await orderOnPhone(page, home, purchase, '95');

  await page.getByRole('link', { name: 'Track this order' }).click();
  await expect(page).toHaveURL(new RegExp(`/track\\?order=${orderId}$`));
  // By role: in a CI run, getByLabel caught an element of the page being replaced ("Not an input element"),
  // which toHaveValue does not retry; the textbox is the tracking form's field only.
  await expect(page.getByRole('textbox', { name: 'Order number' })).toHaveValue(orderId);
  await page.getByLabel('Email').fill(SAMPLE_CUSTOMER.email);
  await page.getByRole('button', { name: 'Track order' }).click();
  const status = page.locator('.track__status strong');
  await expect(status).toHaveText('Pending');
  await expect(page.getByTestId('order-lines')).toContainText('EUR');
  await expect(page.getByText(/Your rate is locked until/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cancel this order' })).toBeVisible();

  await staffApi.accept(orderId);
  // The page follows the order's live stream: the change shows within 2 s, with no reload and no 20 s re-ask.
  await expect(status).toHaveText('Accepted', { timeout: 2_000 });
  await expect(page.locator('.track__timeline')).toContainText('Accepted');
  // Once the branch has it, the customer can no longer cancel online.
  await expect(page.getByRole('button', { name: 'Cancel this order' })).toHaveCount(0);

  // The header keeps one row of links at desktop widths.
  for (const screen of [...SCREENS, { name: '1440', viewport: { width: 1440, height: 900 } }]) {
    await page.setViewportSize(screen.viewport);
    await saveScreenshot(page, `track-${screen.name}`, { top: true });
    expect(await seriousA11yViolations(page)).toEqual([]);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
    expect(overflow).toBe(false);
    if (screen.viewport.width >= 1440) {
      const nav = await page.getByRole('navigation', { name: 'Main' }).boundingBox();
      expect(nav!.height).toBeLessThan(60);
    }
  }
});

test('a customer cancels a Pending order from the tracking page, by keyboard, after confirming', async ({
  home,
  purchase,
  page,
}) => {
  const orderId = await orderOnPhone(page, home, purchase, '60');

  await page.goto(`/track?order=${orderId}`);
  await page.getByLabel('Email').fill(SAMPLE_CUSTOMER.email);
  await page.getByRole('button', { name: 'Track order' }).click();
  const status = page.locator('.track__status strong');
  await expect(status).toHaveText('Pending');

  const cancel = page.getByRole('button', { name: 'Cancel this order' });
  await cancel.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('alertdialog');
  await expect(dialog.getByRole('heading', { name: `Cancel order ${orderId}?` })).toBeVisible();
  expect(await seriousA11yViolations(page)).toEqual([]);
  // Escape keeps the order.
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(status).toHaveText('Pending');

  await cancel.focus();
  await page.keyboard.press('Enter');
  await dialog.getByRole('button', { name: 'Yes, cancel it' }).focus();
  await page.keyboard.press('Enter');
  await expect(dialog).toHaveCount(0);
  await expect(status).toHaveText('Cancelled');
  await expect(page.locator('.track__status')).toContainText('Nothing was charged');
  await expect(page.locator('.track__timeline')).toContainText('Cancelled');
  await expect(cancel).toHaveCount(0);
});

test('on a phone the drawer links to My orders', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.goto('/track');
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('dialog').getByRole('link', { name: 'My orders' }).click();
  await expect(page).toHaveURL(/\/myOrders$/);
});

test('a wrong email shows the one not-found message', async ({ page }) => {
  await page.goto('/track?order=12345678');
  await page.getByLabel('Email').fill('nobody@e2e.test');
  await page.getByRole('button', { name: 'Track order' }).click();
  await expect(page.getByRole('alert')).toContainText(
    'We could not find an order with that number and email',
  );
});
