import { expect, SAMPLE_CUSTOMER, saveScreenshot, test, SCREENS } from '../../../../e2e/fixtures';

const money = (s: unknown) => Number(s).toFixed(2);

/** A line as the server stored it: what the customer gives and gets (currency, amount), and the rate. */
function expectStoredLine(
  line: Record<string, string>,
  [takeCurrency, take]: [string, string],
  [myCurrency, my]: [string, string],
  rate: string,
) {
  expect(line.currencyTakecurrent).toBe(takeCurrency);
  expect(money(line.currencyTake)).toBe(take);
  expect(line.currencyMycurrent).toBe(myCurrency);
  expect(money(line.currencyMy)).toBe(my);
  expect(Number(line.Rate).toFixed(4)).toBe(rate);
}

test('a complete Click & Collect order, stored by the server with its own numbers', async ({
  home,
  purchase,
  staffApi,
  page,
}) => {
  await home.buyEuros('95');
  await expect(page).toHaveURL(/\/purchase\/EUR\/Order$/);
  const orderId = await purchase.placeSampleOrder();

  await expect(purchase.orderLines).toHaveCount(1);
  await expect(purchase.orderLines.first()).toHaveText(['EUR', '£100.00', '€115.22', '1.1522'].join(''));
  await expect(purchase.booking).toContainText('Ada Lovelace');
  await expect(purchase.booking).toContainText(SAMPLE_CUSTOMER.email);
  await expect(purchase.booking).toContainText(SAMPLE_CUSTOMER.phone);
  await expect(purchase.booking).toContainText(SAMPLE_CUSTOMER.address);
  await expect(purchase.booking).toContainText('Dagenham');
  await expect(page.getByRole('heading', { name: 'Important Notification' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Print' })).toBeVisible();

  const stored = await staffApi.order(orderId);
  expect(stored).toMatchObject({
    Name: 'Ada Lovelace',
    Email: SAMPLE_CUSTOMER.email,
    Phone_Number: SAMPLE_CUSTOMER.phone,
    Address: SAMPLE_CUSTOMER.address,
    CheckingPoint: 'Dagenham',
    status: 'buy',
    title: 'Click & Collect',
    Status: 'Pending',
  });
  expect(stored.Orders).toHaveLength(1);
  expectStoredLine(stored.Orders[0]!, ['GBP', '100.00'], ['EUR', '115.22'], '1.1522');

  // The cart is cleared after a successful order: read from the device, not the prerendered page's placeholder.
  await purchase.goto('EUR', 'Order');
  await expect(purchase.summary).toHaveAttribute('aria-busy', 'false');
  await expect(purchase.summary).toContainText('Your cart is empty');
  await expect(purchase.summaryLines()).toHaveCount(0);
});

test('a complete Click & Sell order, stored by the server with its own numbers', async ({
  home,
  purchase,
  staffApi,
  page,
}) => {
  await home.goto();
  await home.tab('Click & Sell').click();
  await home.have.fill('300');
  await home.sell();
  await expect(page).toHaveURL(/\/purchase\/EUR\/Sell$/);
  const orderId = await purchase.placeSampleOrder();

  await expect(purchase.orderLines.first()).toHaveText(['EUR', '€300.00', '£254.95', '1.1767'].join(''));

  const stored = await staffApi.order(orderId);
  expect(stored).toMatchObject({
    status: 'sell',
    title: 'Click & Sell',
    Status: 'Pending',
    CheckingPoint: 'Dagenham',
  });
  expectStoredLine(stored.Orders[0]!, ['EUR', '300.00'], ['GBP', '254.95'], '1.1767');
});

test('an order of two currencies added on the purchase page', async ({ purchase, staffApi }) => {
  await purchase.goto('USD', 'Order');
  await purchase.openAddCurrency();
  await purchase.addCurrency({ gbp: '200' });
  await purchase.addCurrency({ code: 'EUR', fx: '250' });
  await expect(purchase.summaryLines()).toHaveCount(2);
  const orderId = await purchase.placeSampleOrder();
  await expect(purchase.orderLines).toHaveCount(2);
  const stored = await staffApi.order(orderId);
  const eur = stored.Orders.find((l) => l.currencyMycurrent === 'EUR')!;
  expect(money(eur.currencyTake)).toBe('220.00');
  expect(money(eur.currencyMy)).toBe('253.48');
});

for (const size of SCREENS) {
  test(`screenshots of the three purchase steps at ${size.name} px`, async ({ page, home, purchase }) => {
    await page.setViewportSize(size.viewport);
    await home.buyEuros('95');
    await purchase.openAddCurrency();
    await saveScreenshot(page, `purchase-step1-${size.name}`, { top: true });
    await purchase.chooseDagenhamAndNext();
    await purchase.fillDetails(SAMPLE_CUSTOMER);
    await saveScreenshot(page, `purchase-step2-${size.name}`, { top: true });
    await purchase.placeOrder();
    await expect(purchase.orderNumber).toHaveText(/^\d{8}$/);
    await saveScreenshot(page, `purchase-step3-${size.name}`, { top: true });
    // Nothing runs off the side of a phone screen.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
}
