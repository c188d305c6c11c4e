import { readFileSync } from 'node:fs';
import { expect, saveScreenshot, seriousA11yViolations, test } from '../../../../e2e/fixtures';
import { DashboardModel, customerName, placeOrder, signInStaff } from './staff';

for (const screen of [
  { name: '1440', viewport: { width: 1440, height: 900 } },
  { name: '375', viewport: { width: 375, height: 812 } },
]) {
  test(`a staff day at ${screen.name} px: Today, accept, find by phone, export CSV`, async ({ page }) => {
    await page.setViewportSize(screen.viewport);
    await signInStaff(page);
    const phone = `07700 9${String(Date.now()).slice(-5)}`;
    const name = customerName('Day');
    const placed = await placeOrder(page.request, name, '100', phone);
    const dash = new DashboardModel(page);

    await dash.open('/dashboard');
    await page.getByRole('link', { name: /Today's work/ }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Today' })).toBeVisible();
    const row = dash.orderRow(placed.Order_Id);
    await expect(row).toContainText(name);
    await expect(page.getByRole('table', { name: 'What the till needs per currency' })).toContainText('EUR');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await saveScreenshot(page, `dashboard-today-${screen.name}`, { top: true });
    await dash.confirmRowAction(row, 'Accept', 'Yes, Aceept!');
    await expect(dash.toast('Accepted! This order has been accepted.')).toBeVisible();
    await expect(page.getByRole('region', { name: /Waiting for collection/ })).toContainText(placed.Order_Id);

    await dash.menu('All Orders');
    await page.getByLabel('Search by Order Id').fill(phone.replace(/\s/g, ''));
    await expect(dash.orderRow(placed.Order_Id)).toBeVisible();
    await expect(page.locator('tr[data-order-id]')).toHaveCount(1);
    await expect(page.getByText('1 order', { exact: true })).toBeVisible();

    const today = new Date().toISOString().slice(0, 10);
    await page.getByLabel('From').fill(today);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    const csv = readFileSync((await download.path())!, 'utf8');
    const lines = csv.trimEnd().split('\r\n');
    expect(lines[0]).toContain('"Order_Id"');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`"${placed.Order_Id}"`);
    expect(lines[1]).toContain(`"${name}"`);
    expect(lines[1]).toContain('"Accepted"');
    await saveScreenshot(page, `dashboard-all-orders-search-${screen.name}`, { top: true });
  });
}
