import { expect, saveScreenshot, seriousA11yViolations, test } from '../../../../e2e/fixtures';
import { DashboardModel, customerName, signInStaff } from './staff';

/**
 * A walk-in at the counter (issue 30) at 1440 and 375 px, axe on the form empty, refused and filled: the
 * cashier enters a customer's Click & Collect of two currencies, the form prices it as the website would, and
 * the order opens Accepted, priced by the server from its own rates.
 */
for (const width of [1440, 375]) {
  test(`a walk-in order at ${width} px: refused until complete, priced, entered Accepted`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    await signInStaff(page);
    const dash = new DashboardModel(page);
    await dash.open('/dashboard/today');
    await dash.menu('Walk-in order');
    await expect(page.getByRole('heading', { level: 2, name: 'Walk-in order' })).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);

    // Nothing filled in: nothing is sent, the first refused field on screen (the lines come first) is focused
    // and says why.
    const enter = page.getByRole('button', { name: 'Enter and accept the order' });
    await enter.click();
    await expect(page.getByLabel('Currency 1')).toBeFocused();
    await expect(page.getByLabel('Currency 1')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel('Full name')).toHaveAttribute('aria-invalid', 'true');
    expect(await seriousA11yViolations(page)).toEqual([]);

    const name = customerName('Walk In');
    await page.getByLabel('Currency 1').selectOption('EUR');
    await page.getByLabel('The customer gives (GBP)').fill('195');
    await page.getByRole('button', { name: 'Add a currency' }).click();
    await page.getByLabel('Currency 2').selectOption('USD');
    await page.getByLabel('The customer gives (GBP)').nth(1).fill('100');
    await page.getByLabel('Full name').fill(name);
    await page.getByLabel('Email (for the confirmation)').fill('walk-in@e2e.test');
    await page.getByLabel('Phone number').fill('07700 900456');
    await page.getByLabel('Address').fill('3 Heathway, Dagenham RM10 8PN');
    // £195 rounds up to £200: the form says so and totals what the customer pays.
    await expect(page.getByText('Click & Collect amounts are rounded up to the next £10.')).toBeVisible();
    await expect(page.getByText(/^The customer pays/)).toHaveText('The customer pays £300.00');
    await expect(page.getByText(/^Gets €[\d,.]+ at \d+\.\d{4}$/)).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await saveScreenshot(page, `dashboard/walk-in-${width}`);

    await enter.click();
    await expect(page.getByRole('heading', { level: 2, name: /^Order Number \d{8}$/ })).toBeVisible();
    await expect(page.getByText('Accepted', { exact: true }).first()).toBeVisible();
    await expect(page.getByText(name).first()).toBeVisible();
    await expect(page.getByText('£300.00').first()).toBeVisible();
  });
}
