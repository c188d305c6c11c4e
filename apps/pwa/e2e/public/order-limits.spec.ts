import { expect, PHONE, saveScreenshot, test } from '../../../../e2e/fixtures';

// One line over the limit never reaches the cart: the form says the limit at its amount (customer-journey.spec).
test('lines adding up to more than the limit: the limit named, before step 2, on a phone', async ({
  purchase,
  page,
}) => {
  await page.setViewportSize(PHONE);
  await purchase.goto('EUR', 'Order');
  await purchase.openAddCurrency();
  await purchase.addCurrency({ gbp: '3000' });
  await purchase.addCurrency({ code: 'USD', gbp: '3000' });
  await expect(purchase.summary).toContainText('Total £6,000.00');
  await expect(purchase.summary.getByRole('alert')).toHaveText('Orders can be up to £5,000.00');
  await purchase.collectionPoint.selectOption('Dagenham');
  await purchase.next();
  await expect(page.getByLabel('First Name')).toHaveCount(0);
  await saveScreenshot(page, 'purchase-over-limit-375', { top: true });
});
