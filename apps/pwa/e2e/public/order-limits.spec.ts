import { expect, PHONE, saveScreenshot, test } from '../../../../e2e/fixtures';

// One line over the limit never reaches the cart: the form says the limit at its amount (customer-journey.spec).
// Issue 31.10: a line that would take the cart over it is refused BEFORE it is added, and so is a second line
// of a currency already in the cart.
test('a line taking the cart over the limit is refused before it is added, on a phone', async ({
  purchase,
  page,
}) => {
  await page.setViewportSize(PHONE);
  await purchase.goto('EUR', 'Order');
  await purchase.openAddCurrency();
  await purchase.addCurrency({ gbp: '3000' });
  await expect(purchase.summaryLines()).toHaveCount(1);
  await purchase.addCurrency({ code: 'USD', gbp: '3000' });
  const refusal = page.locator('.add-currency').getByRole('alert');
  await expect(refusal).toHaveText('Orders can be up to £5,000.00: with this line yours would be £6,000.00');
  await expect(refusal).toBeFocused();
  await expect(purchase.summaryLines()).toHaveCount(1);
  await expect(purchase.summary).toContainText('Total £3,000.00');
  await saveScreenshot(page, 'purchase-over-limit-375', { top: true });

  await purchase.addCurrency({ code: 'EUR', gbp: '100' });
  await expect(refusal).toHaveText(
    'EUR is already in your order: remove that line first to change its amount',
  );
  await expect(purchase.summaryLines()).toHaveCount(1);
  await purchase.addCurrency({ code: 'USD', gbp: '2000' });
  await expect(purchase.summaryLines()).toHaveCount(2);
  await expect(purchase.summary).toContainText('Total £5,000.00');
});
