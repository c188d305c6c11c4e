import {
  expect,
  PHONE,
  SCREENS,
  saveScreenshot,
  seriousA11yViolations,
  test,
} from '../../../../e2e/fixtures';
import type { Page } from '@playwright/test';

/**
 * A currency's page (/exchangeRates/{code}): the chart of both customer rates with its data table, reached
 * from the rates list. CHF, because no other e2e test changes its rate: its history is the seed's sample rate
 * (1.0650 at -1.5% / +1.5%: Collect 1.0490, Sell 1.0810), in force at every moment since.
 */
// The phone test opens the page offline: with the service worker, as a customer's browser would.
test.use({ serviceWorkers: 'allow' });

const table = (page: Page) =>
  page.getByRole('table', { name: /^CHF customer rates for 1 GBP over the last/ });

async function dataRows(page: Page): Promise<string[][]> {
  return table(page)
    .locator('tbody tr')
    .evaluateAll((rows) =>
      rows.map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent ?? '')),
    );
}

test('a rates row opens its currency page: chart data table, periods, high and low, calculator preset', async ({
  page,
}) => {
  await page.setViewportSize(SCREENS[1].viewport);
  await page.goto('/exchangeRates');
  const row = page.getByTestId('rates-desktop').getByTestId('rate-row').filter({ hasText: 'Switzerland' });
  // The 7-day trend mark comes with the list itself: flat, as CHF has not moved.
  await expect(row.getByTestId('trend')).toContainText('flat over 7 days');
  await row.getByRole('link', { name: 'CHF rate history' }).click();
  await expect(page).toHaveURL(/\/exchangeRates\/CHF$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('CHF');
  await expect(page.getByTestId('today-collect')).toHaveText('1.0490');
  await expect(page.getByTestId('today-sell')).toHaveText('1.0810');

  await expect(table(page)).toHaveAccessibleName(/over the last 30 days \(sample data\)$/);
  const month = await dataRows(page);
  expect(month.length).toBeGreaterThanOrEqual(2);
  expect(month[0]!.slice(1)).toEqual(['1.0490', '1.0810']);
  expect(month.every((r) => r[0]!.endsWith('(sample)'))).toBe(true);
  await expect(page.getByTestId('rate-chart-range')).toContainText('Click & Collect high1.0490');
  await expect(page.locator('.calculator').getByLabel('Currency')).toHaveValue('CHF');

  await page.getByRole('button', { name: '7 days' }).click();
  await expect(page).toHaveURL(/\/exchangeRates\/CHF\?days=7$/);
  await expect(page.getByRole('button', { name: '7 days' })).toHaveAttribute('aria-pressed', 'true');
  await expect(table(page)).toHaveAccessibleName(/over the last 7 days/);
  // A week's points are six hours apart, so each row has its time.
  expect((await dataRows(page))[0]![0]).toMatch(/^\d{1,2} \w+ \d{4}, \d\d:\d\d/);

  // One tab stop for the chart; the arrow keys walk its points.
  const point = page.locator('[data-testid="rate-chart-point"][tabindex="0"]');
  await point.focus();
  await expect(point).toHaveAccessibleName(/Click & Collect 1\.0490, Click & Sell 1\.0810$/);
  await page.keyboard.press('Home');
  await expect(page.locator('[data-testid="rate-chart-point"][tabindex="0"]')).toBeFocused();

  await saveScreenshot(page, 'rate-history-1920', { top: true });
  expect(await seriousA11yViolations(page)).toEqual([]);
});

test('on a phone the currency page fits, reads the same table, and opens offline once viewed', async ({
  page,
  context,
}) => {
  await page.setViewportSize(PHONE);
  await page.goto('/exchangeRates');
  await page.getByTestId('rates-mobile').getByRole('link', { name: 'CHF rate history' }).click();
  await expect(table(page)).toHaveAccessibleName(/over the last 30 days/);
  await page.getByRole('button', { name: '90 days' }).click();
  await expect(table(page)).toHaveAccessibleName(/over the last 90 days/);
  const rows = await dataRows(page);
  expect(rows[0]!.slice(1)).toEqual(['1.0490', '1.0810']);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
  expect(overflow).toBe(false);
  await expect(page.getByTestId('history-age')).toContainText('Chart updated');
  await saveScreenshot(page, 'rate-history-375', { top: true });
  expect(await seriousA11yViolations(page)).toEqual([]);

  // Offline, the page viewed before comes back from the device with how old its chart is.
  await page.getByRole('link', { name: '← All exchange rates' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Exchange Rates');
  await context.setOffline(true);
  await page.getByTestId('rates-mobile').getByRole('link', { name: 'CHF rate history' }).click();
  await expect(page).toHaveURL(/\/exchangeRates\/CHF$/);
  await expect(page.getByTestId('history-age')).toContainText('shown offline');
  await expect(table(page)).toHaveAccessibleName(/over the last 30 days/);
  expect((await dataRows(page))[0]!.slice(1)).toEqual(['1.0490', '1.0810']);
  await context.setOffline(false);
});
