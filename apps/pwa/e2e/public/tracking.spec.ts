import {
  expect,
  PHONE,
  SAMPLE_CUSTOMER,
  SCREENS,
  saveScreenshot,
  seriousA11yViolations,
  test,
} from '../../../../e2e/fixtures';

test('a customer follows an order from the confirmation: Pending, then Accepted without a reload', async ({
  home,
  purchase,
  staffApi,
  page,
}) => {
  await page.setViewportSize(PHONE);
  await home.goto();
  await home.have.fill('95');
  await home.buy();
  const orderId = await purchase.placeSampleOrder();

  await page.getByRole('link', { name: 'Track this order' }).click();
  await expect(page).toHaveURL(new RegExp(`/track\\?order=${orderId}$`));
  await expect(page.getByLabel('Order number')).toHaveValue(orderId);
  await page.getByLabel('Email').fill(SAMPLE_CUSTOMER.email);
  await page.getByRole('button', { name: 'Track order' }).click();
  const status = page.locator('.track__status strong');
  await expect(status).toHaveText('Pending');
  await expect(page.getByTestId('order-lines')).toContainText('EUR');
  await expect(page.getByText(/Your rate is guaranteed until/)).toBeVisible();

  await staffApi.accept(orderId);
  // The open page asks again every 20 s while visible.
  await expect(status).toHaveText('Accepted', { timeout: 30_000 });
  await expect(page.locator('.track__timeline')).toContainText('Accepted');

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
