import { expect, PHONE, SAMPLE_CUSTOMER, saveScreenshot, test } from '../../../../e2e/fixtures';

test('after ordering: track the order from the confirmation and see staff accept it without a reload', async ({
  purchase,
  staffApi,
  page,
}) => {
  await purchase.goto('EUR', 'Order');
  await purchase.openAddCurrency();
  await purchase.addCurrency({ gbp: '95' });
  const orderId = await purchase.placeSampleOrder();
  await expect(page.getByText('Total: £100.00')).toBeVisible();

  await page.getByRole('link', { name: 'Track this order' }).click();
  await expect(page).toHaveURL(new RegExp(`/track\\?order=${orderId}$`));
  await expect(page.getByLabel('Order number')).toHaveValue(orderId);
  await page.getByLabel('Email').fill(SAMPLE_CUSTOMER.email);
  await page.getByRole('button', { name: 'Track order' }).click();
  const status = page.getByRole('status').filter({ hasText: 'Pending' });
  await expect(status).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: 'Placed' })).toBeVisible();

  await staffApi.accept(orderId);
  // The page asks again while it is open (every 20 s): no reload, no click.
  await expect(page.getByText(/Accepted · Ready to collect/)).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('listitem').filter({ hasText: 'Accepted' })).toBeVisible();
  await saveScreenshot(page, 'track-accepted-1280', { top: true });
});

test('a wrong email gets the same answer as an unknown order', async ({ page }) => {
  await page.goto('/track?order=12345678');
  await page.getByLabel('Email').fill('nobody@example.com');
  await page.getByLabel('Email').press('Enter');
  await expect(page.getByRole('alert')).toHaveText(
    'We could not find an order with that number and email. Check both and try again.',
  );
});

test('an order over the limit is refused with the limit named, before step 2, on a phone', async ({
  purchase,
  page,
}) => {
  await page.setViewportSize(PHONE);
  await purchase.goto('EUR', 'Order');
  await purchase.openAddCurrency();
  await purchase.addCurrency({ gbp: '6000' });
  await expect(purchase.summary).toContainText('Total £6,000.00');
  await expect(purchase.summary.getByRole('alert')).toHaveText('Orders can be up to £5,000.00');
  await purchase.collectionPoint.selectOption('Dagenham');
  await purchase.next();
  await expect(page.getByLabel('First Name')).toHaveCount(0);
  await saveScreenshot(page, 'purchase-over-limit-375', { top: true });
});
