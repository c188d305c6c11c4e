import { expect, SAMPLE_CUSTOMER, test } from '../../../../e2e/fixtures';

/** Issue 16 item 10: the purchase steps live in the history, and the typed details outlive Back and a reload. */
test("the browser's Back at step 2 keeps the details, and so do Forward and a reload", async ({
  purchase,
  page,
}) => {
  await purchase.startEuroCart('95');
  await purchase.chooseDagenhamAndNext();
  await expect(page).toHaveURL(/\/purchase\/EUR\/Order\?step=2$/);
  await purchase.fillDetails(SAMPLE_CUSTOMER, false);

  await page.goBack();
  await expect(page).toHaveURL(/\/purchase\/EUR\/Order$/);
  await expect(purchase.collectionPoint).toHaveValue('Dagenham');
  await expect(page.getByLabel('First Name')).toHaveCount(0);

  await page.goForward();
  await expect(page.getByLabel('First Name')).toHaveValue(SAMPLE_CUSTOMER.firstName);
  await expect(page.getByLabel('Phone')).toHaveValue(SAMPLE_CUSTOMER.phone);

  await page.reload();
  await expect(page.getByLabel('First Name')).toHaveValue(SAMPLE_CUSTOMER.firstName);
  await expect(page.getByLabel('Last Name')).toHaveValue(SAMPLE_CUSTOMER.lastName);
  await expect(page.getByLabel('Email')).toHaveValue(SAMPLE_CUSTOMER.email);
  await expect(page.getByLabel('Address')).toHaveValue(SAMPLE_CUSTOMER.address);
  await expect(page.getByLabel('Phone')).toHaveValue(SAMPLE_CUSTOMER.phone);

  await page.getByRole('checkbox').check();
  await purchase.placeOrder();
  await expect(purchase.orderNumber).toHaveText(/^\d{8}$/);

  // Placed: Back starts a new order, with nothing of the last one's details left on the device.
  await page.goBack();
  await expect(purchase.summary).toContainText('Your cart is empty');
  await purchase.openAddCurrency();
  await purchase.addCurrency({ gbp: '50' });
  await purchase.chooseDagenhamAndNext();
  await expect(page.getByLabel('First Name')).toHaveValue('');
});
