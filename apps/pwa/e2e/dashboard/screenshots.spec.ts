import { join } from 'node:path';
import {
  SCREENSHOT_DIR,
  expect,
  saveScreenshot,
  seriousA11yViolations,
  test,
} from '../../../../e2e/fixtures';
import { DashboardModel, customerName, placeOrder, signInStaff, type PlacedOrder } from './staff';

/**
 * Screenshots of the dashboard on a phone and on a wide screen, kept for review, plus an axe pass per screen.
 * One test per screen, in parallel: the twelve screens in one test took ~95 s each width under CI load, the
 * longest test of the suite, which two browser workers could not share.
 */
const SCREENS: readonly {
  name: string;
  path: (order: PlacedOrder) => string;
  heading: (order: PlacedOrder) => string;
}[] = [
  { name: 'statistics', path: () => '/dashboard', heading: () => 'Statistics' },
  { name: 'today', path: () => '/dashboard/today', heading: () => 'Today' },
  { name: 'pending', path: () => '/dashboard/manageOrders', heading: () => 'Pending Orders' },
  { name: 'accepted', path: () => '/dashboard/activeOrders', heading: () => 'Accepted Order' },
  { name: 'history', path: () => '/dashboard/history', heading: () => 'History' },
  { name: 'all-orders', path: () => '/dashboard/allOrders', heading: () => 'All Orders' },
  {
    name: 'order-details',
    path: (order) => `/dashboard/orderDetails/${order._id}`,
    heading: (order) => `Order Number ${order.Order_Id}`,
  },
  { name: 'currency', path: () => '/dashboard/Currency', heading: () => 'Manipulate Currency' },
  { name: 'add-currency', path: () => '/dashboard/addCurrency', heading: () => 'Currency Dashboard' },
  { name: 'update-currency', path: () => '/dashboard/update/EUR', heading: () => 'Update EUR' },
  { name: 'users', path: () => '/dashboard/Users', heading: () => 'Users' },
  { name: 'messages', path: () => '/dashboard/messages', heading: () => 'Messages' },
];

for (const width of [375, 1920]) {
  test.describe(`dashboard at ${width}px`, () => {
    test.describe.configure({ mode: 'parallel' });
    test.use({ viewport: { width, height: width === 375 ? 812 : 1080 } });

    let order: PlacedOrder;
    test.beforeEach(async ({ page }) => {
      await signInStaff(page);
      order = await placeOrder(page.request, customerName('Screenshot'));
    });

    for (const screen of SCREENS) {
      test(`${screen.name} looks right and passes axe`, async ({ page }) => {
        const dash = new DashboardModel(page);
        await dash.open(screen.path(order));
        await expect(page.getByRole('heading', { level: 2, name: screen.heading(order) })).toBeVisible();
        await expect(page.locator('.dash-spinner:not(.dash-spinner--inline)')).toHaveCount(0);
        await saveScreenshot(page, `dashboard-${screen.name}-${width}`);
        // The first screenful too: long lists make the full-page picture too tall to judge.
        await page.screenshot({ path: join(SCREENSHOT_DIR, `dashboard-${screen.name}-${width}-top.png`) });
        expect(await seriousA11yViolations(page), `${screen.name} at ${width}px`).toEqual([]);
      });
    }

    test('the delete confirmation and the drawer look right', async ({ page }) => {
      const dash = new DashboardModel(page);
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
