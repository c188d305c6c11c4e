import { join } from 'node:path';
import {
  SCREENSHOT_DIR,
  expect,
  saveScreenshot,
  seriousA11yViolations,
  test,
} from '../../../../e2e/fixtures';
import { DashboardModel, customerName, placeOrder, signInStaff } from './staff';

/** Screenshots of the dashboard on a phone and on a wide screen, kept for review, plus an axe pass per screen. */
for (const width of [375, 1920]) {
  test.describe(`dashboard at ${width}px`, () => {
    test.use({ viewport: { width, height: width === 375 ? 812 : 1080 } });

    test('screens look right and pass axe', async ({ page }) => {
      // Every dashboard screen (twelve), each with an axe pass, on two CPU cores.
      test.setTimeout(300_000);
      await signInStaff(page);
      const order = await placeOrder(page.request, customerName('Screenshot'));
      const dash = new DashboardModel(page);
      const shots: [string, string, string][] = [
        ['statistics', '/dashboard', 'Statics'],
        ['today', '/dashboard/today', 'Today'],
        ['pending', '/dashboard/manageOrders', 'Pending Orders'],
        ['accepted', '/dashboard/activeOrders', 'Accepted Order'],
        ['history', '/dashboard/history', 'History'],
        ['all-orders', '/dashboard/allOrders', 'All Orders'],
        ['order-details', `/dashboard/orderDetails/${order._id}`, `Order Number ${order.Order_Id}`],
        ['currency', '/dashboard/Currency', 'Manipulate Currency'],
        ['add-currency', '/dashboard/addCurrency', 'Currency Dashboard'],
        ['update-currency', '/dashboard/update/EUR', 'Update EUR'],
        ['users', '/dashboard/Users', 'Users'],
        ['messages', '/dashboard/messages', 'Messages'],
      ];
      for (const [name, path, heading] of shots) {
        await dash.open(path);
        await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
        await expect(page.locator('.dash-spinner:not(.dash-spinner--inline)')).toHaveCount(0);
        await saveScreenshot(page, `dashboard-${name}-${width}`);
        // The first screenful too: long lists make the full-page picture too tall to judge.
        await page.screenshot({ path: join(SCREENSHOT_DIR, `dashboard-${name}-${width}-top.png`) });
        expect(await seriousA11yViolations(page), `${name} at ${width}px`).toEqual([]);
      }

      await dash.open('/dashboard/manageOrders');
      await dash
        .orderRow(order.Order_Id)
        .getByRole('button', { name: /^Delete/ })
        .click();
      await expect(dash.dialog).toBeVisible();
      await saveScreenshot(page, `dashboard-confirm-${width}`);
      await page.keyboard.press('Escape');

      if (width === 375) {
        await page.getByRole('button', { name: 'Open menu' }).click();
        const drawer = page.getByRole('dialog');
        await expect(drawer.getByRole('link', { name: 'Pending Orders' })).toBeVisible();
        await saveScreenshot(page, `dashboard-drawer-${width}`);
        await page.keyboard.press('Escape');
        await expect(drawer).toBeHidden();
        await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();
      }
    });
  });
}
