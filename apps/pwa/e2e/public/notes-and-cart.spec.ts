import {
  emailMatching,
  expect,
  saveScreenshot,
  SAMPLE_CUSTOMER,
  seriousA11yViolations,
  signUpVerified,
  test,
  uniqueEmail,
} from '../../../../e2e/fixtures';

/** A phone and a desktop: the rates page shows cards with Buy on one, a table with CLICK & COLLECT on the other. */
const WIDTHS = [
  { name: '375', viewport: { width: 375, height: 812 }, buy: 'Buy EUR' },
  { name: '1440', viewport: { width: 1440, height: 900 }, buy: 'CLICK & COLLECT EUR' },
] as const;

const EUR_NOTES = '€115 in notes, €0.22 (£0.19) paid back in GBP';

for (const { name, viewport, buy } of WIDTHS) {
  test(`banknotes shown from calculator to email; Clear cart; rates link opens the form; email prefilled (${name})`, async ({
    page,
    home,
    purchase,
    rates,
  }) => {
    await page.setViewportSize(viewport);
    const email = uniqueEmail('notes');
    // Signed in through the page's own cookie jar, as if the customer had signed in before shopping.
    await signUpVerified(page.request, email, 'secret-pass-1');

    // The calculator: the spec's numbers, and what of them is handed over in notes.
    await home.goto();
    await home.have.fill('95');
    await expect(home.want).toHaveValue('115.22');
    await expect(page.getByTestId('calc-notes')).toHaveText(EUR_NOTES);

    // The rates page's link opens the purchase page with the Add Currency form open on its currency.
    await rates.goto();
    await page.getByRole('link', { name: buy }).click();
    await expect(page).toHaveURL(/\/purchase\/EUR\/Order$/);
    const form = page.locator('.add-currency');
    await expect(form.getByLabel('Currency')).toHaveValue('EUR');
    await expect(page.getByRole('button', { name: 'Add Currency +' })).toHaveCount(0);
    await purchase.addCurrency({ gbp: '95' });
    await expect(purchase.summary).toContainText(EUR_NOTES);
    expect(await seriousA11yViolations(page)).toEqual([]);

    // Clear cart, confirmed first: keeping it keeps the line; yes empties it.
    await purchase.summary.getByRole('button', { name: 'Clear cart' }).click();
    await purchase.summary.getByRole('button', { name: 'Keep my cart' }).click();
    await expect(purchase.summaryLines()).toHaveCount(1);
    await purchase.summary.getByRole('button', { name: 'Clear cart' }).click();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await purchase.summary.getByRole('button', { name: 'Yes, clear my cart' }).click();
    await expect(purchase.summary).toContainText('Your cart is empty');

    await purchase.addCurrency({ gbp: '95' });
    await expect(purchase.summary).toContainText(EUR_NOTES);
    await purchase.chooseDagenhamAndNext();
    // Step 2 starts with the signed-in customer's email.
    await expect(page.getByLabel('Email')).toHaveValue(email);
    await purchase.fillDetails({ ...SAMPLE_CUSTOMER, email });
    await purchase.placeOrder();
    await expect(purchase.orderNumber).toHaveText(/^\d{8}$/);
    const confirmation = page.locator('.confirmation');
    await expect(confirmation).toContainText('Banknotes only:');
    await expect(confirmation).toContainText(EUR_NOTES);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await saveScreenshot(page, `notes-confirmation-${name}`, { top: true });

    // The confirmation email says the same, with codes.
    const orderId = (await purchase.orderNumber.textContent())!;
    const mail = await emailMatching(email, new RegExp(orderId));
    expect(mail).toContain('EUR: 115 EUR in notes, 0.22 EUR (0.19 GBP) paid back in GBP');
  });
}
