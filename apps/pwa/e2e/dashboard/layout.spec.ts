import { expect, PHONE, test } from '../../../../e2e/fixtures';
import { controlsCoveredBy, textContrast } from '../../../../e2e/layout-checks';
import { DashboardModel, customerName, placeOrder, signInStaff } from './staff';

/** Issue 17 items 3, 7, 8 and 9: the dashboard's menu, tables and toasts on a desk and on a phone. */
test.describe('dashboard layout on a desktop', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('every state of the side menu reads at AA contrast', async ({ page }) => {
    await signInStaff(page);
    const dash = new DashboardModel(page);
    await dash.open('/dashboard/allOrders');
    const menu = page.locator('nav.dash-sidebar');
    const active = menu.getByRole('link', { name: 'All Orders' });
    const other = menu.getByRole('link', { name: 'Accepted Order(s)' });
    expect(await textContrast(active)).toBeGreaterThanOrEqual(4.5);
    expect(await textContrast(other)).toBeGreaterThanOrEqual(4.5);
    await other.hover();
    expect(await textContrast(other)).toBeGreaterThanOrEqual(4.5);
    await active.hover();
    expect(await textContrast(active)).toBeGreaterThanOrEqual(4.5);
    await page.mouse.move(900, 600);
    await other.focus();
    expect(await textContrast(other)).toBeGreaterThanOrEqual(4.5);
  });

  test('the side menu stays in view at the bottom of the long Currency page', async ({ page }) => {
    await signInStaff(page);
    const dash = new DashboardModel(page);
    await dash.open('/dashboard/Currency');
    await expect(page.locator('tr[data-currency]').nth(60)).toBeAttached();
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(page.locator('nav.dash-sidebar').getByRole('link', { name: 'Home' })).toBeInViewport();
    await expect(page.locator('nav.dash-sidebar').getByRole('link', { name: 'Statistics' })).toBeInViewport();
  });
});

test.describe('dashboard layout on a phone', () => {
  test.use({ viewport: PHONE });

  test('the Currency table scrolls sideways, says so, and keeps the code column in view', async ({
    page,
  }) => {
    await signInStaff(page);
    const dash = new DashboardModel(page);
    await dash.open('/dashboard/Currency');
    const wrap = page.locator('.table-wrap').filter({ has: page.locator('tr[data-currency]') });
    const eur = page.locator('tr[data-currency="EUR"]');
    await expect(eur).toBeVisible();
    const hint = await wrap.evaluate((el) => getComputedStyle(el, '::before').content);
    expect(hint).toContain('Scroll sideways');
    expect(await wrap.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);

    await wrap.evaluate((el) => el.scrollTo({ left: el.scrollWidth }));
    const [code, box] = [await eur.locator('th').boundingBox(), await wrap.boundingBox()];
    expect(Math.abs(code!.x - box!.x)).toBeLessThanOrEqual(1);
    await expect(eur.getByRole('link', { name: 'Update EUR' })).toBeInViewport();
    await expect(eur.getByRole('button', { name: 'Delete EUR' })).toBeInViewport();
  });

  test('a toast covers none of the top bar', async ({ page }) => {
    await signInStaff(page);
    const order = await placeOrder(page.request, customerName('Toast'));
    const dash = new DashboardModel(page);
    await dash.open('/dashboard/manageOrders');
    await dash.confirmRowAction(dash.orderRow(order.Order_Id), 'Accept', 'Yes, Accept!');
    const toast = dash.toast('Accepted! This order has been accepted.');
    await expect(toast).toBeVisible();
    // Settled where it stays (it slides in), below the bar with the menu button.
    const bar = (await page.locator('.dash-topbar').boundingBox())!;
    await expect.poll(async () => (await toast.boundingBox())?.y).toBeGreaterThanOrEqual(bar.y + bar.height);
    expect((await controlsCoveredBy(toast)).filter((c) => c.includes('Open menu'))).toEqual([]);
  });
});
