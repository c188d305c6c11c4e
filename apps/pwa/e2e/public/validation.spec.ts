import { expect, SAMPLE_CUSTOMER, test } from '../../../../e2e/fixtures';

test('an amount of 0 or nonsense: Please give correct amount, at the field, focused', async ({ home }) => {
  await home.goto();
  await home.have.fill('0');
  await expect(home.page.getByText('Please give correct amount')).toBeVisible();
  await expect(home.have).toHaveAttribute('aria-invalid', 'true');
  await home.have.fill('');
  await home.buy();
  await expect(home.page.getByText('Please give correct amount')).toBeVisible();
  await expect(home.have).toBeFocused();
  await expect(home.page).toHaveURL(/\/$/);
});

test('the cart holds 4 items; a fifth gives Please clear your cart', async ({ purchase }) => {
  await purchase.goto('EUR', 'Order');
  await purchase.openAddCurrency();
  for (const code of ['EUR', 'USD', 'JPY', 'CHF']) {
    await purchase.addCurrency({ code, gbp: '100' });
  }
  await expect(purchase.summaryLines()).toHaveCount(4);
  await purchase.addCurrency({ code: 'AUD', gbp: '100' });
  const message = purchase.page.getByText('Please clear your cart');
  await expect(message).toBeVisible();
  await expect(message).toBeFocused();
  await expect(purchase.summaryLines()).toHaveCount(4);
  // Removing one makes room again.
  await purchase
    .summaryLines()
    .first()
    .getByRole('button', { name: /Remove/ })
    .click();
  await expect(purchase.summaryLines()).toHaveCount(3);
});

test('Add Currency form: collapsed, open, and a bad amount', async ({ purchase }) => {
  await purchase.goto('EUR', 'Order');
  await expect(
    purchase.page.getByRole('heading', { name: 'Add Currency (up to 4 currencies)' }),
  ).toBeVisible();
  await expect(purchase.page.getByRole('button', { name: 'Add Currency +' })).toBeVisible();
  await purchase.openAddCurrency();
  await expect(purchase.page.getByRole('button', { name: 'Add +' })).toBeVisible();
  await purchase.addCurrency({ gbp: '-5' });
  await expect(purchase.page.getByText('Please give correct amount')).toBeVisible();
  await expect(purchase.page.getByLabel(/^Total Money/)).toBeFocused();
  await purchase.addCurrency({ gbp: '95' });
  await expect(purchase.page.locator('.add-currency output')).toHaveText('1.1522');
  await expect(purchase.summaryLines()).toHaveCount(1);
});

test('step 1: Select the checking point and Please add currency item, each where it belongs', async ({
  purchase,
}) => {
  await purchase.goto('EUR', 'Order');
  await purchase.next();
  await expect(purchase.page.getByText('Select the checking point')).toBeVisible();
  await expect(purchase.page.getByText('Please add currency item')).toBeVisible();
  await expect(purchase.collectionPoint).toBeFocused();
  await expect(purchase.collectionPoint).toHaveAttribute('aria-invalid', 'true');

  await purchase.collectionPoint.selectOption('Dagenham');
  await purchase.next();
  await expect(purchase.page.getByText('Select the checking point')).toHaveCount(0);
  await expect(purchase.page.getByText('Please add currency item')).toBeVisible();
  await expect(purchase.summary).toBeFocused();
});

test('step 2: required fields, then the terms box', async ({ purchase }) => {
  await purchase.goto('EUR', 'Order');
  await purchase.openAddCurrency();
  await purchase.addCurrency({ gbp: '100' });
  await purchase.chooseDagenhamAndNext();
  await purchase.placeOrder();
  await expect(purchase.page.getByText('First name is required')).toBeVisible();
  await expect(purchase.page.getByLabel('First Name')).toBeFocused();
  await expect(purchase.page.getByText('Enter an email')).toBeVisible();

  await purchase.fillDetails({ ...SAMPLE_CUSTOMER, email: 'not-an-email' }, false);
  await purchase.placeOrder();
  await expect(purchase.page.getByText('Enter a valid email')).toBeVisible();
  await expect(purchase.page.getByLabel('Email')).toBeFocused();

  await purchase.page.getByLabel('Email').fill(SAMPLE_CUSTOMER.email);
  await purchase.placeOrder();
  const rules = purchase.page.getByText('Please tick to agree to the Terms & Conditions');
  await expect(rules).toBeVisible();
  await expect(purchase.page.getByRole('checkbox')).toBeFocused();
  await expect(
    purchase.page.locator('form.details').getByRole('link', { name: 'Terms & Conditions' }),
  ).toHaveAttribute('href', '/termsCoditition');
});

test('a refused submission returns to step 1 with the message', async ({ purchase, page }) => {
  await page.route('**/api/Order', (route) =>
    route.fulfill({
      status: 400,
      contentType: 'application/json',
      body: JSON.stringify({ error: { code: 'bad_request', message: 'Something went wrong' } }),
    }),
  );
  await purchase.goto('EUR', 'Order');
  await purchase.openAddCurrency();
  await purchase.addCurrency({ gbp: '100' });
  await purchase.chooseDagenhamAndNext();
  await purchase.fillDetails(SAMPLE_CUSTOMER);
  await purchase.placeOrder();
  const message = page.getByText('Something went wrong');
  await expect(message).toBeVisible();
  await expect(message).toBeFocused();
  await expect(purchase.collectionPoint).toBeVisible();
  await expect(purchase.summaryLines()).toHaveCount(1);
});

test('sign in and sign up: Enter an email, Enter a password', async ({ page, auth }) => {
  for (const path of ['/signIn', '/signUp']) {
    await page.goto(path);
    await auth.submit();
    await expect(page.getByText('Enter an email')).toBeVisible();
    await expect(page.getByLabel('Email')).toBeFocused();
    await page.getByLabel('Email').fill('someone@e2e.test');
    await auth.submit();
    await expect(page.getByText('Enter a password')).toBeVisible();
    await expect(page.getByLabel('Password')).toBeFocused();
  }
});
