import { expect, RATES_AGE_LINE, test } from '../../../../e2e/fixtures';

/** The pages the build prerenders (apps/pwa/src/prerender/render-page.tsx), by a URL of each. */
const PAGES = [
  { path: '/', heading: 'Travel money with zero commission' },
  { path: '/exchangeRates', heading: 'Exchange Rates' },
  { path: '/purchase/EUR/Order', heading: 'Order travel money' },
  { path: '/purchase/JPY/Sell', heading: 'Sell travel money' },
];

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const { path, heading } of PAGES) {
    test(`${path} already shows its header, heading and footer`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
      await expect(page.getByRole('contentinfo')).toContainText('CORPORATE');
    });
  }
});

for (const { path, heading } of PAGES) {
  test(`${path} hydrates the prerendered HTML without a mismatch or replacing it`, async ({ page }) => {
    const problems: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error' || m.type() === 'warning') problems.push(m.text());
    });
    page.on('pageerror', (e) => problems.push(e.message));
    // Keep hold of the heading the HTML arrived with, before any script runs.
    await page.addInitScript(() => {
      document.addEventListener('readystatechange', () => {
        if (document.readyState === 'interactive') {
          (window as unknown as { prerenderedHeading: Element | null }).prerenderedHeading =
            document.querySelector('h1');
        }
      });
    });
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    // The live data arrives only once React owns the page, so this also proves hydration finished.
    await expect(page.getByText(RATES_AGE_LINE).first()).toBeVisible();
    const sameNode = await page.evaluate(
      () =>
        (window as unknown as { prerenderedHeading: Element | null }).prerenderedHeading ===
        document.querySelector('h1'),
    );
    expect(sameNode).toBe(true);
    expect(problems.filter((p) => !/service worker|Failed to load resource/i.test(p))).toEqual([]);
  });
}

test('a URL with no prerendered page gets the plain shell and renders from scratch', async ({ page }) => {
  const res = await page.goto('/faq');
  expect(await res?.text()).toContain('<div id="root"></div>');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('FAQ');
});

test('a prerendered page opened at another URL is rendered afresh, not hydrated wrongly', async ({
  page,
}) => {
  const problems: string[] = [];
  page.on('pageerror', (e) => problems.push(e.message));
  await page.goto('/index.html');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
  expect(problems).toEqual([]);
});

test('the prerendered rates page becomes interactive: tabs and Show All work', async ({ page }) => {
  await page.goto('/exchangeRates');
  await expect(page.getByTestId('rate-row').first()).toBeVisible();
  const before = await page.getByTestId('rate-row').count();
  await page.getByRole('button', { name: /show all/i }).click();
  await expect.poll(() => page.getByTestId('rate-row').count()).toBeGreaterThan(before);
});
