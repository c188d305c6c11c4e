import { expect, saveScreenshot, test, uniqueEmail, SAMPLE_CUSTOMER } from '../../../../e2e/fixtures';
import { expectReflowed } from '../../../../e2e/reflow-check';

/**
 * Issue 31.9 (WCAG 1.4.10 reflow): every public page at 320 px has no sideways scrolling, its menu button is on
 * the screen and opens the menu, and axe finds nothing serious; an order whose customer has a long unbroken
 * name still fits on the confirmation, the tracking page and My orders. Screenshots: test-results/screenshots/
 * reflow-*.
 */
const PAGES = [
  '/',
  '/exchangeRates',
  '/exchangeRates/EUR',
  '/purchase/EUR/Order',
  '/purchase/JPY/Sell',
  '/track',
  '/myOrders',
  '/faq',
  '/contact',
  '/termsCoditition',
  '/privacyPolicy',
  '/sendmony',
  '/signIn',
  '/signUp',
  '/no-such-page',
];

test.describe('320 px', () => {
  test.use({ viewport: { width: 320, height: 640 } });

  for (const path of PAGES) {
    test(`${path}: no sideways scroll, the menu reachable`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      // The page's data has arrived (rates, or nothing to wait for) before it is measured; live streams keep
      // the network busy, so not 'networkidle'.
      await page.waitForLoadState('load');
      await page.waitForFunction(() => !document.querySelector('.rates-updated[aria-hidden="true"]'));
      const menu = page.getByRole('button', { name: 'Open menu' });
      await expect(menu).toBeVisible();
      const box = (await menu.boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(320);
      await expectReflowed(page, `reflow-${path === '/' ? 'home' : path.slice(1).replaceAll('/', '-')}`);
      await menu.click();
      await expect(
        page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Exchange Rates' }),
      ).toBeVisible();
    });
  }

  test('the rate chart text is at least 11 px on a phone', async ({ page }) => {
    await page.goto('/exchangeRates/EUR');
    await expect(page.locator('.rate-chart__axis').first()).toBeVisible();
    const sizes = await page.locator('.rate-chart__axis').evaluateAll((els) =>
      els.map((el) => {
        const svg = (el as SVGTextElement).ownerSVGElement!;
        const scale = svg.getScreenCTM()!.a;
        return parseFloat(getComputedStyle(el).fontSize) * scale;
      }),
    );
    expect(sizes.length).toBeGreaterThan(0);
    for (const size of sizes) expect(size).toBeGreaterThanOrEqual(11);
    await saveScreenshot(page, 'reflow-rate-chart-320');
  });

  test('a long unbroken name wraps on the confirmation, tracking and My orders', async ({
    purchase,
    page,
  }) => {
    const email = uniqueEmail('reflow');
    const lastName = 'Wolfeschlegelsteinhausenbergerdorffvoralternwarengewissenhaft'.slice(0, 60);
    await purchase.startEuroCart('95');
    await purchase.chooseDagenhamAndNext();
    await purchase.fillDetails({ ...SAMPLE_CUSTOMER, lastName, email });
    await purchase.placeOrder();
    await expect(purchase.orderNumber).toHaveText(/^\d{8}$/);
    const orderId = (await purchase.orderNumber.textContent())!;
    await expect(page.locator('.confirmation')).toContainText(lastName);
    await expectReflowed(page, 'reflow-long-name-confirmation');

    await page.goto(`/track?order=${orderId}`);
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Track order' }).click();
    await expect(page.locator('.track__status strong')).toHaveText(/Pending|Accepted/);
    await expectReflowed(page, 'reflow-long-name-track');

    await page.goto('/myOrders');
    await expect(page.getByText(orderId).first()).toBeVisible();
    await expectReflowed(page, 'reflow-long-name-my-orders');
  });
});
