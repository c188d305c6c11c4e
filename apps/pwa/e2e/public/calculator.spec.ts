import { expect, test, type HomeModel } from '../../../../e2e/fixtures';

// docs/pricing.md worked numbers: EUR seeded Rate 1.1650, Sell -1.1, Buy 1.

/**
 * Types an amount into one side of the calculator: the other side and the summary follow at once; leaving the
 * field settles the typed side on the amount the order will really take (a Collect amount rounds up).
 */
async function typeAndLeave(
  home: HomeModel,
  side: 'have' | 'want',
  typed: string,
  other: string,
  summary: string,
  settled: string,
) {
  const [field, otherField] = side === 'have' ? [home.have, home.want] : [home.want, home.have];
  await field.fill(typed);
  await expect(otherField).toHaveValue(other);
  await expect(home.summary).toHaveText(summary);
  await field.blur();
  await expect(field).toHaveValue(settled);
}

test('Click & Collect: £95 becomes £100 and €115.22', async ({ home }) => {
  await home.goto();
  await expect(home.tab('Click & Collect')).toHaveAttribute('aria-selected', 'true');
  await expect(home.currency).toHaveValue('EUR');
  await expect(home.rate).toHaveText('1 GBP = 1.1522 EUR');
  await expect(home.page.getByText('Online rate only - rates in branch will differ')).toBeVisible();

  await typeAndLeave(home, 'have', '95', '115.22', 'You pay £100.00 and collect €115.22', '100.00');
});

test('Click & Collect from the foreign side: €250 becomes £220 and €253.48', async ({ home }) => {
  await home.goto();
  await typeAndLeave(home, 'want', '250', '220.00', 'You pay £220.00 and collect €253.48', '253.48');
});

test('Click & Sell: €300 gives £254.95, £100 gives €117.67', async ({ home }) => {
  await home.goto();
  await home.tab('Click & Sell').click();
  await expect(home.rate).toHaveText('1 GBP = 1.1767 EUR');
  await home.have.fill('300');
  await expect(home.want).toHaveValue('254.95');
  await expect(home.summary).toHaveText('You sell €300.00 in notes and receive £254.95');
  await home.want.fill('100');
  await expect(home.have).toHaveValue('117.67');
});

test('another currency: JPY collect £500 gives ¥81,579 (whole yen, issue 31.4)', async ({ home }) => {
  await home.goto();
  await home.currency.selectOption('JPY');
  await expect(home.rate).toHaveText('1 GBP = 163.1585 JPY');
  await home.have.fill('500');
  await expect(home.want).toHaveValue('81579');
  await expect(home.summary).toHaveText('You pay £500.00 and collect JP¥81,579');
});

test('Buy Money puts the line in the cart and opens the purchase page', async ({ home, purchase }) => {
  await home.buyEuros('95');
  await expect(home.page).toHaveURL(/\/purchase\/EUR\/Order$/);
  await expect(home.page.getByRole('heading', { level: 1 })).toHaveText('Order travel money');
  await expect(purchase.summaryLines()).toHaveCount(1);
  await expect(purchase.summaryLines().first()).toContainText('£100.00 → €115.22');
});

test('Sell Money opens the Sell page with the line', async ({ home, purchase }) => {
  await home.goto();
  await home.tab('Click & Sell').click();
  await home.have.fill('300');
  await home.sell();
  await expect(home.page).toHaveURL(/\/purchase\/EUR\/Sell$/);
  await expect(home.page.getByRole('heading', { level: 1 })).toHaveText('Sell travel money');
  await expect(purchase.summaryLines().first()).toContainText('€300.00 → £254.95');
});
