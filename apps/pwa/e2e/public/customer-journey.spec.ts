import type { Locator, Page } from '@playwright/test';
import {
  atWalkWidths,
  axeSettled,
  expect,
  SAMPLE_CUSTOMER,
  SCREENSHOT_DIR,
  test,
  uniqueEmail,
  WCAG_AA_TAGS,
  type PurchaseModel,
} from '../../../../e2e/fixtures';

/**
 * Issue 16's "done": a customer's Click & Collect and Click & Sell orders walked end to end at 375 px and
 * 1440 px, from the calculator or the rates page to the confirmation and My orders, with the cases the issue
 * names on the way, and axe on every public page visited. The per-item specs (purchase-flow, notes-and-cart,
 * order-limits, validation) go deeper into each case; this one shows they hold together in one visit.
 */
const OVER_LIMIT = 'Orders can be up to £5,000.00';

/** Axe with the WCAG A/AA rules finds nothing at all, of any impact, on the page as it is now. */
async function expectAxeClean(page: Page) {
  const { violations } = await axeSettled(page, WCAG_AA_TAGS);
  expect(
    violations.map((v) => ({ id: v.id, impact: v.impact, targets: v.nodes.map((n) => n.target.join(' ')) })),
    `axe on ${page.url()}`,
  ).toEqual([]);
}

/** A picture of the part of the page where a person reads the new message, clear of the sticky header. */
async function snap(part: Locator, name: string) {
  await part.evaluate((el) => el.scrollIntoView({ block: 'center' }));
  await part.screenshot({ path: `${SCREENSHOT_DIR}/${name}.png`, animations: 'disabled' });
}

/**
 * The confirmation is an order page: a reload shows the same order, and My orders lists it with its status.
 * `axe` checks both pages (once per width is enough: axe is the slow part of this spec).
 */
async function expectConfirmationKept(
  purchase: PurchaseModel,
  { title, axe }: { title: string; axe: boolean },
) {
  const { page } = purchase;
  const orderId = (await purchase.orderNumber.textContent())!;
  await page.reload();
  await expect(purchase.orderNumber).toHaveText(orderId);
  await expect(page.locator('.confirmation')).toContainText(`Your ${title} order is booked`);
  if (axe) await expectAxeClean(page);
  await page.locator('.confirmation').getByRole('link', { name: 'My orders' }).click();
  await expect(page).toHaveURL(/\/myOrders$/);
  const card = page.locator('li.my-order').filter({ hasText: orderId });
  await expect(card.getByTestId('my-order-status')).toHaveText('Pending');
  if (axe) await expectAxeClean(page);
}

atWalkWidths('customer journey', ({ name, phone }) => {
  test('Click & Collect from the calculator: amounts as typed, the limit, notes, total, Back, confirmation', async ({
    home,
    purchase,
    page,
  }) => {
    await home.goto();

    // "12.345": its own message at the field, and the emptied field says why.
    await home.have.fill('12.345');
    await expect(home.have).toHaveAccessibleDescription(
      'Please give the amount in pounds and pence: at most 2 decimal places',
    );
    await expect(home.want).toHaveValue('');
    await expect(home.want).toHaveAccessibleDescription('Enter a valid amount in GBP to see the EUR amount');
    await expect(page.getByText('Enter a valid amount in GBP to see the EUR amount')).toBeVisible();
    await expectAxeClean(page);
    await snap(page.locator('.calculator'), `journey-calculator-pennies-${name}`);

    // A huge sum: the limit, no quote, and Buy Money sends the customer back to the amount.
    await home.have.fill('1000000000');
    await expect(home.have).toHaveAccessibleDescription(OVER_LIMIT);
    await expect(home.want).toHaveValue('');
    await expect(home.summary).toHaveCount(0);
    await expect(page.getByText(/1,000,000,000/)).toHaveCount(0);
    await home.buy();
    await expect(home.have).toBeFocused();
    await expect(page).toHaveURL(/\/$/);
    await snap(page.locator('.calculator'), `journey-calculator-over-limit-${name}`);

    // "1,000" as people type it: quoted, with what comes in notes and what is paid back.
    await home.have.fill('1,000');
    await expect(home.want).toHaveValue('1152.20');
    await expect(home.summary).toHaveText('You pay £1,000.00 and collect €1,152.20');
    await expect(page.getByTestId('calc-notes')).toHaveText(
      '€1,150 in notes, €2.20 (£1.91) paid back in GBP',
    );
    await home.buy();
    await expect(page).toHaveURL(/\/purchase\/EUR\/Order$/);
    await expect(purchase.summary).toContainText('€1,150 in notes, €2.20 (£1.91) paid back in GBP');

    // "£50" of dollars on the purchase page; the cart adds up; an over-limit line never reaches it.
    await purchase.openAddCurrency();
    await purchase.addCurrency({ code: 'USD', gbp: '£50' });
    await expect(purchase.summaryLines()).toHaveCount(2);
    await expect(purchase.summary).toContainText('Total £1,050.00');
    const form = page.locator('.add-currency');
    await purchase.addCurrency({ gbp: '6000' });
    await expect(form.getByLabel(/^Total Money/)).toHaveAccessibleDescription(OVER_LIMIT);
    await expect(form.getByLabel(/^Total Money/)).toBeFocused();
    await expect(form.getByLabel(/^Fx Amount/)).toHaveAccessibleDescription(
      'Enter a valid amount in GBP to see the USD amount',
    );
    await expect(purchase.summaryLines()).toHaveCount(2);
    await expectAxeClean(page);
    await snap(form, `journey-add-currency-over-limit-${name}`);

    // Step 2, Back to step 1 and on again: the collection point and the details are kept.
    const customer = { ...SAMPLE_CUSTOMER, email: uniqueEmail('journey-collect') };
    await purchase.chooseDagenhamAndNext();
    await purchase.fillDetails(customer);
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(purchase.collectionPoint).toHaveValue('Dagenham');
    await expect(purchase.summaryLines()).toHaveCount(2);
    await purchase.next();
    await expect(page.getByLabel('First Name')).toHaveValue(customer.firstName);
    await expect(page.getByLabel('Email')).toHaveValue(customer.email);

    await purchase.placeOrder();
    await expect(purchase.orderNumber).toHaveText(/^\d{8}$/);
    await expect(purchase.orderLines).toHaveCount(2);
    await expect(page.locator('.confirmation__total')).toContainText('Total: £1,050.00');
    await expectConfirmationKept(purchase, { title: 'Click & Collect', axe: true });
  });

  test('Click & Sell from the rates page: way mismatch, Clear cart, "dollar", a refusal at its field, confirmation', async ({
    purchase,
    rates,
    page,
  }) => {
    // Collect lines in the cart, then CLICK & SELL for JPY: the page says so and keeps the cart.
    await purchase.goto('EUR', 'Order');
    await purchase.openAddCurrency();
    await purchase.addCurrency({ gbp: '100' });
    await expect(purchase.summaryLines()).toHaveCount(1);
    await purchase.goto('JPY', 'Sell');
    const notice = page.getByTestId('way-mismatch');
    await expect(notice).toContainText(
      'Your cart holds Click & Collect items, and this page is for Click & Sell.',
    );
    await expectAxeClean(page);
    await notice.getByRole('link', { name: 'Go back to my Click & Collect cart' }).click();
    await expect(page).toHaveURL(/\/purchase\/EUR\/Order$/);
    await expect(purchase.summaryLines()).toHaveCount(1);

    // Clear cart, confirmed first.
    await purchase.summary.getByRole('button', { name: 'Clear cart' }).click();
    await purchase.summary.getByRole('button', { name: 'Yes, clear my cart' }).click();
    await expect(purchase.summary).toContainText('Your cart is empty');

    // The rates page finds currencies by name; its Sell link opens the form on that currency.
    await rates.goto();
    await expectAxeClean(page);
    await rates.search.fill('dollar');
    const found = page.locator('[data-testid="rate-row"], .rate-card').filter({ visible: true });
    await expect(found.filter({ hasText: 'US Dollar' })).toHaveCount(1);
    await expect(found.filter({ hasText: 'Australian Dollar' })).toHaveCount(1);
    await expect(found.filter({ hasText: 'Euro' })).toHaveCount(0);
    if (phone) {
      await page.getByTestId('rates-mobile').getByRole('tab', { name: 'Click & Sell' }).click();
      await page.getByRole('link', { name: 'Sell USD' }).click();
    } else {
      await page.getByRole('link', { name: 'CLICK & SELL USD' }).click();
    }
    await expect(page).toHaveURL(/\/purchase\/USD\/Sell$/);
    await purchase.addCurrency({ fx: '1,000' });
    await expect(purchase.summaryLines()).toHaveCount(1);
    await expect(purchase.summary).toContainText('US$1,000.00 → £739.97');
    await expect(purchase.summary).toContainText('US$1,000 in notes');
    await expect(purchase.summary).toContainText('Total £739.97');

    // The server refuses a last name longer than it keeps (sent past the form's maxlength): the message
    // lands under Last Name on step 2, focused, the details still there.
    const customer = { ...SAMPLE_CUSTOMER, email: uniqueEmail('journey-sell') };
    await purchase.chooseDagenhamAndNext();
    await purchase.fillDetails(customer);
    await page.route('**/api/Order', async (route) => {
      const body = JSON.parse(route.request().postData() ?? '{}') as Record<string, unknown>;
      const Name = `${customer.firstName} ${'L'.repeat(400)}`;
      await route.fulfill({ response: await route.fetch({ postData: JSON.stringify({ ...body, Name }) }) });
    });
    await purchase.placeOrder();
    const lastName = page.getByLabel('Last Name');
    await expect(lastName).toBeFocused();
    await expect(lastName).toHaveAttribute('aria-invalid', 'true');
    await expect(lastName).toHaveAccessibleDescription(/^Name can be at most \d+ characters$/);
    await expect(page.getByLabel('Address')).toHaveValue(customer.address);
    await expectAxeClean(page);
    await page.unroute('**/api/Order');

    await purchase.placeOrder();
    await expect(purchase.orderNumber).toHaveText(/^\d{8}$/);
    await expect(purchase.orderLines.first()).toContainText('USD');
    await expectConfirmationKept(purchase, { title: 'Click & Sell', axe: false });
  });
});
