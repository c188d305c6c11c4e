import type { Page } from '@playwright/test';
import {
  atWalkWidths,
  expect,
  PHONE,
  SAMPLE_CUSTOMER,
  saveScreenshot,
  seriousA11yViolations,
  test,
  uniqueEmail,
  type PurchaseModel,
} from '../../../../e2e/fixtures';

/**
 * The customer flow of the purchase page, Collect and Sell, on a phone and a desktop: the server's limits and
 * refusals land on the field they name (item 3), the page's way and the cart's agree (item 4), the steps are in
 * the history with the details kept (item 10), and the confirmation survives a reload (item 1).
 */
/**
 * Makes the next orders reach the real server with a 603-character address, as an app whose own check differs
 * from the server's would send them: the answer is the server's own 400.
 */
async function sendLongAddress(page: Page) {
  await page.route('**/api/Order', async (route) => {
    const body = JSON.parse(route.request().postData() ?? '{}') as Record<string, unknown>;
    const response = await route.fetch({ postData: JSON.stringify({ ...body, Address: 'A'.repeat(603) }) });
    await route.fulfill({ response });
  });
}

/** Axe finds nothing serious, and nothing runs off the side of the screen. */
async function expectNoA11yProblems(page: Page) {
  expect(await seriousA11yViolations(page)).toEqual([]);
  const overflowing = await page.evaluate(() => [
    ...(document.documentElement.scrollWidth > window.innerWidth ? ['the page'] : []),
    ...[...document.querySelectorAll<HTMLElement>('main .btn, main .card')]
      .filter((el) => el.scrollWidth > el.clientWidth + 1)
      .map((el) => el.textContent?.slice(0, 40)),
  ]);
  expect(overflowing).toEqual([]);
}

/** After a reload: the same order, from the device, and nothing of a cart. */
async function expectConfirmationAfterReload(purchase: PurchaseModel, orderId: string) {
  const { page } = purchase;
  await expect(page).toHaveURL(new RegExp(`\\?step=3&order=${orderId}$`));
  await page.reload();
  await expect(purchase.orderNumber).toHaveText(orderId);
  await expect(purchase.booking).toContainText(SAMPLE_CUSTOMER.address);
  await expect(purchase.orderLines).toHaveCount(1);
  await expect(page.getByText(/Your cart is empty/)).toHaveCount(0);
}

atWalkWidths('purchase flow', ({ name }) => {
  test('Collect: limits and a server refusal at the field, Back/Forward/reload keep the details, the confirmation survives a reload', async ({
    purchase,
    page,
    staffApi,
  }) => {
    const customer = { ...SAMPLE_CUSTOMER, email: uniqueEmail('flow') };
    await purchase.startEuroCart('95');
    await purchase.chooseDagenhamAndNext();
    await expect(page).toHaveURL(/\/purchase\/EUR\/Order\?step=2$/);

    // Item 3 and issue 31.10: a 300-character last name is neither "required" nor cut without a word: it
    // is kept, and the field says the length the order keeps.
    const lastName = page.getByLabel('Last Name');
    const address = page.getByLabel('Address');
    await lastName.fill('L'.repeat(300));
    await address.fill('A'.repeat(603));
    await expect(lastName).toHaveValue('L'.repeat(300));
    await expect(page.getByText('Last name can be at most 60 characters')).toBeVisible();
    await expect(page.getByText('Address can be at most 300 characters')).toBeVisible();
    await purchase.fillDetails(customer, false);

    // Item 10: the browser's Back and Forward move between the steps; the details outlive both and a reload.
    await page.goBack();
    await expect(page).toHaveURL(/\/purchase\/EUR\/Order$/);
    await expect(purchase.collectionPoint).toHaveValue('Dagenham');
    await page.goForward();
    await expect(page.getByLabel('First Name')).toHaveValue(customer.firstName);
    await page.reload();
    await expect(page.getByLabel('Last Name')).toHaveValue(customer.lastName);
    await expect(page.getByLabel('Address')).toHaveValue(customer.address);
    await expect(page.getByLabel('Email')).toHaveValue(customer.email);

    // Item 3: the server's 400 shows under the field it names, on step 2, with its message.
    await page.getByRole('checkbox').check();
    await sendLongAddress(page);
    await purchase.placeOrder();
    const refused = page.getByLabel('Address');
    await expect(refused).toHaveAttribute('aria-invalid', 'true');
    await expect(refused).toBeFocused();
    await expect(page.getByText('Address can be at most 300 characters')).toBeVisible();
    await expect(page).toHaveURL(/\?step=2$/);
    await expect(page.getByLabel('First Name')).toHaveValue(customer.firstName);
    await expect(page.getByText('Something went wrong')).toHaveCount(0);
    await expectNoA11yProblems(page);
    await saveScreenshot(page, `purchase-refused-${name}`);

    // Corrected, it goes; the confirmation's address names the order, and a reload shows it again.
    await page.unroute('**/api/Order');
    await refused.fill('1 Station Parade, Dagenham RM10 8QS');
    await purchase.placeOrder();
    await expect(purchase.orderNumber).toHaveText(/^\d{8}$/);
    const orderId = (await purchase.orderNumber.textContent())!;
    expect(await staffApi.order(orderId)).toMatchObject({ title: 'Click & Collect', status: 'buy' });
    await expect(purchase.booking).toContainText('1 Station Parade');
    await page.reload();
    await expect(purchase.orderNumber).toHaveText(orderId);
    await expect(purchase.booking).toContainText('1 Station Parade');
    await expect(page.getByText(/Your cart is empty/)).toHaveCount(0);
    await expectNoA11yProblems(page);
  });

  test('Sell: a Collect cart on the JPY Sell page is named, kept until the customer chooses, and a Sell order is booked as Click & Sell', async ({
    purchase,
    page,
    staffApi,
  }) => {
    await purchase.startEuroCart('100');

    // Item 4: CLICK & SELL for JPY with Collect lines in the cart.
    await purchase.goto('JPY', 'Sell');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sell travel money');
    const notice = page.getByTestId('way-mismatch');
    await expect(notice).toContainText(
      'Your cart holds Click & Collect items, and this page is for Click & Sell.',
    );
    await expect(purchase.summaryLines()).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Next' })).toHaveCount(0);
    await expectNoA11yProblems(page);
    await saveScreenshot(page, `purchase-way-mismatch-${name}`);

    // Going back keeps the cart, on its own way's page.
    await notice.getByRole('link', { name: 'Go back to my Click & Collect cart' }).click();
    await expect(page).toHaveURL(/\/purchase\/EUR\/Order$/);
    await expect(purchase.summaryLines()).toHaveCount(1);
    await page.goBack();
    await expect(notice).toBeVisible();

    // A new Sell cart: only now is the Collect one emptied.
    await notice.getByRole('button', { name: 'Start a new Click & Sell cart' }).click();
    await expect(purchase.summary).toContainText('Your cart is empty');
    await purchase.openAddCurrency();
    await purchase.addCurrency({ fx: '10000' });
    await expect(purchase.summaryLines()).toHaveCount(1);
    await purchase.chooseDagenhamAndNext();
    await expect(page).toHaveURL(/\/purchase\/JPY\/Sell\?step=2$/);
    await purchase.fillDetails({ ...SAMPLE_CUSTOMER, email: uniqueEmail('sell') }, false);

    // Item 10 on the Sell way too: Back, Forward and a reload keep what was typed.
    await page.goBack();
    await page.goForward();
    await page.reload();
    await expect(page.getByLabel('Phone')).toHaveValue(SAMPLE_CUSTOMER.phone);
    await page.getByRole('checkbox').check();
    await purchase.placeOrder();
    await expect(purchase.orderNumber).toHaveText(/^\d{8}$/);
    const orderId = (await purchase.orderNumber.textContent())!;
    expect(await staffApi.order(orderId)).toMatchObject({ title: 'Click & Sell', status: 'sell' });
    await expect(purchase.orderLines.first()).toContainText('JPY');

    await expectConfirmationAfterReload(purchase, orderId);
    await expectNoA11yProblems(page);
  });
});

test('an order placed offline and refused when sent later takes the customer to the field, with the message', async ({
  purchase,
  page,
  context,
}) => {
  await page.setViewportSize(PHONE);
  // The server cannot be reached while the order is placed; it answers (with its 400) once it can.
  let serverUp = false;
  await context.route('**/api/Order', async (route) => {
    if (!serverUp) return route.abort('connectionrefused');
    const body = JSON.parse(route.request().postData() ?? '{}') as Record<string, unknown>;
    const response = await route.fetch({ postData: JSON.stringify({ ...body, Address: 'A'.repeat(603) }) });
    await route.fulfill({ response });
  });
  await purchase.goto('EUR', 'Order');
  await purchase.openAddCurrency();
  await purchase.addCurrency({ gbp: '95' });
  await purchase.chooseDagenhamAndNext();
  await purchase.fillDetails({ ...SAMPLE_CUSTOMER, email: uniqueEmail('offline-refused') });
  await purchase.placeOrder();
  await expect(page.getByTestId('queued-notice')).toBeVisible();

  // The customer comes back later; the sync engine sends the order, and the server refuses it.
  serverUp = true;
  await page.goto('/myOrders');
  const card = page.locator('li.my-order').filter({ hasText: 'Not accepted' });
  await expect(card).toContainText('Address can be at most 300 characters', { timeout: 30_000 });
  await expectNoA11yProblems(page);
  await card.getByRole('button', { name: 'Correct this order' }).click();

  await expect(page).toHaveURL(/\/purchase\/EUR\/Order\?step=2$/);
  const address = page.getByLabel('Address');
  await expect(address).toBeFocused();
  await expect(address).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('Address can be at most 300 characters')).toBeVisible();
  await expect(page.getByLabel('First Name')).toHaveValue(SAMPLE_CUSTOMER.firstName);
  await expect(page.getByLabel('Last Name')).toHaveValue(SAMPLE_CUSTOMER.lastName);
  await expect(purchase.summaryLines()).toHaveCount(1);

  await context.unroute('**/api/Order');
  await purchase.placeOrder();
  await expect(purchase.orderNumber).toHaveText(/^\d{8}$/);
});
