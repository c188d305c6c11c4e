import { customerRate } from '@tm/core';
import { expect, saveScreenshot, test } from '../../../e2e/fixtures';
import { BoardModel, getCurrency, staffToken, updateCurrency } from './board';
import { startProxy } from './stoppable-proxy';

test.describe('/screen wall board', () => {
  test('shows every currency (70+) across its pages, featured ones first', async ({ page }) => {
    await page.setViewportSize({ width: 1920, height: 1080 });
    await page.goto('/screen?interval=3&featured=USD,EUR');
    const board = new BoardModel(page);
    await board.waitForRates();
    // Its own title, not Home's, in the kiosk's window list and a browser tab.
    await expect(page).toHaveTitle('Exchange rates board | Travel Money');
    // No header or footer of the site on the wall display.
    await expect(page.getByRole('banner').filter({ hasText: 'Travel Money' }).getByRole('link')).toHaveCount(
      0,
    );
    const first = await board.visibleCodes();
    expect(first.slice(0, 2)).toEqual(['USD', 'EUR']);

    const { of } = await board.pageText();
    expect(of).toBeGreaterThan(1);
    const seen = new Set(first);
    for (let i = 1; i < of; i++) {
      await expect(page.locator('.wb-page-text')).toHaveText(`Page ${i + 1} of ${of}`, { timeout: 6000 });
      for (const code of await board.visibleCodes()) seen.add(code);
      // Every page fits, five-figure rates (VND, IDR...) included.
      expect(await board.overflows()).toBe(false);
    }
    expect(seen.size).toBeGreaterThanOrEqual(70);
    const all = (await (await page.request.get('/api/currency')).json()) as unknown[];
    expect(seen.size).toBe(all.length);
    // Back to the first page after the last.
    await expect(page.locator('.wb-page-text')).toHaveText(`Page 1 of ${of}`, { timeout: 6000 });
  });

  test('by default a full cycle takes under a minute on 1920×1080, with text readable across the room', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1920, height: 1080 });
    await page.goto('/screen');
    const board = new BoardModel(page);
    await board.waitForRates();
    const all = (await (await page.request.get('/api/currency')).json()) as unknown[];
    // Two columns of 10 rows, 9 s a page (screen-options.ts): 103 currencies → 6 pages, 54 s.
    await expect(board.rows()).toHaveCount(Math.min(20, all.length));
    const { of } = await board.pageText();
    expect(of).toBe(Math.ceil(all.length / 20));
    expect(of * 9).toBeLessThan(60);
    expect(await board.overflows()).toBe(false);
    // Figures at least 36 px high on a 1080-line screen (about 2 cm on a 55" TV).
    const figure = await board
      .row('EUR')
      .locator('.wb-sell')
      .evaluate((td) => getComputedStyle(td).fontSize);
    expect(parseFloat(figure)).toBeGreaterThanOrEqual(36);
    await saveScreenshot(page, 'screen-default-1920x1080');
  });

  test('shows the customer rates: We Buy = Click & Sell rate, We Sell = Click & Collect rate', async ({
    page,
  }) => {
    await page.goto('/screen?featured=EUR,JPY&interval=600');
    const board = new BoardModel(page);
    // docs/pricing.md: EUR 1.1650 / -1.1 / 1 → collect 1.1522, sell 1.1767; JPY → 163.1585 / 172.3623.
    const eur = await getCurrency(page.request, 'EUR');
    await expect(board.row('EUR').locator('.wb-sell')).toHaveText(customerRate(eur, 'buy'));
    await expect(board.row('EUR').locator('.wb-buy')).toHaveText(customerRate(eur, 'sell'));
    await expect(board.row('EUR')).toContainText('European Union');
    await expect(page.getByRole('columnheader', { name: 'We Buy' }).first()).toBeVisible();
    await expect(page.getByRole('columnheader', { name: 'We Sell' }).first()).toBeVisible();
    // The e2e server's seeded rates are samples until live mode refreshes them (core rate-age.ts).
    await expect(page.locator('.wb-updated')).toHaveText(
      /^(Rates updated|Rates last updated|Sample rates — not for trading)/,
    );
    // The clock ticks.
    const t0 = await page.locator('.wb-clock-time').textContent();
    await expect(page.locator('.wb-clock-time')).not.toHaveText(t0 ?? '', { timeout: 3000 });
  });

  test('a staff rate change appears on an open board within one second, without a reload', async ({
    page,
    request,
  }) => {
    const code = 'FJD';
    await page.goto(`/screen?featured=${code}&interval=600`);
    const board = new BoardModel(page);
    const before = await getCurrency(request, code);
    await expect(board.row(code).locator('.wb-sell')).toHaveText(customerRate(before, 'buy'));
    await expect(page.locator('main.wb')).toHaveAttribute('data-status', 'live');
    await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));

    const token = await staffToken(request);
    const changed = { ...before, Sell: before.Sell === '-3.7' ? '-3.9' : '-3.7' };
    try {
      await updateCurrency(request, token, changed);
      const started = Date.now();
      await expect(board.row(code).locator('.wb-sell')).toHaveText(customerRate(changed, 'buy'), {
        timeout: 1000,
      });
      expect(Date.now() - started).toBeLessThanOrEqual(1000);
      expect(
        await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument),
      ).toBe(true);
    } finally {
      await updateCurrency(request, token, before);
    }
  });

  test('with the server down it keeps its rates, warns they are stale, and recovers by itself', async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    const proxy = await startProxy(baseURL!);
    await page.setViewportSize({ width: 1920, height: 1080 });
    try {
      await page.goto(`${proxy.url}/screen?featured=EUR&interval=600&staleAfter=2`);
      const board = new BoardModel(page);
      await expect(board.row('EUR')).toBeVisible();
      await expect(page.locator('main.wb')).toHaveAttribute('data-status', 'live');
      const rowsBefore = await board.visibleCodes();
      await expect(board.staleWarning()).toHaveCount(0);

      await proxy.stop();
      await expect(board.staleWarning()).toBeVisible({ timeout: 8000 });
      // Readable from across the room: text about 39 px high on a 1080-line screen, the footer's full width.
      const banner = await board.staleWarning().evaluate((el) => ({
        size: parseFloat(getComputedStyle(el).fontSize),
        width: el.getBoundingClientRect().width,
      }));
      expect(banner.size).toBeGreaterThanOrEqual(36);
      expect(banner.width).toBeGreaterThan(1920 * 0.6);
      expect(await board.visibleCodes()).toEqual(rowsBefore);
      await expect(board.row('EUR').locator('.wb-sell')).not.toBeEmpty();
      expect(await board.overflows()).toBe(false);
      await saveScreenshot(page, 'screen-stale-1920x1080');
      // On a portrait screen the warning wraps to three lines: the rows still end above it.
      await page.setViewportSize({ width: 1080, height: 1920 });
      await expect.poll(() => board.overflows()).toBe(false);
      await saveScreenshot(page, 'screen-stale-1080x1920');
      await page.setViewportSize({ width: 1920, height: 1080 });

      await proxy.start();
      await expect(board.staleWarning()).toHaveCount(0, { timeout: 20_000 });
      await expect(page.locator('main.wb')).toHaveAttribute('data-status', 'live', { timeout: 20_000 });
      expect(await board.visibleCodes()).toEqual(rowsBefore);
    } finally {
      await proxy.stop();
    }
  });

  test('screenshots at 1920×1080 and 1080×1920', async ({ page }) => {
    for (const [w, h, name] of [
      [1920, 1080, 'screen-1920x1080'],
      [1080, 1920, 'screen-1080x1920'],
    ] as const) {
      await page.setViewportSize({ width: w, height: h });
      await page.goto('/screen?interval=600');
      const board = new BoardModel(page);
      await board.waitForRates();
      // Everything on the page fits the TV: nothing cut off at the bottom or the side, no numbers overlapping.
      expect(await board.overflows()).toBe(false);
      await saveScreenshot(page, name);
    }
  });
});
