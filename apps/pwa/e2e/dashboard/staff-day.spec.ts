import { readFileSync } from 'node:fs';
import { STAFF, expect, saveScreenshot, seriousA11yViolations, test } from '../../../../e2e/fixtures';
import { DashboardModel, colleagueAccount, csrfOf, customerName, placeOrder, signInStaff } from './staff';

for (const screen of [
  { name: '1440', viewport: { width: 1440, height: 900 } },
  { name: '375', viewport: { width: 375, height: 812 } },
]) {
  test(`a staff day at ${screen.name} px: Today, accept, find by phone, export CSV, complete from details, revoke an Admin`, async ({
    page,
    playwright,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(screen.viewport);
    // A colleague whose Admin is revoked at the end of the day.
    const colleague = await colleagueAccount(playwright.request, baseURL, 'colleague');
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
    await dash.confirmRowAction(row, 'Accept', 'Yes, Accept!');
    await expect(dash.toast('Accepted! This order has been accepted.')).toBeVisible();
    await expect(page.getByRole('region', { name: /Ready to collect/ })).toContainText(placed.Order_Id);

    await dash.menu('All Orders');
    await page.getByLabel('Search by Order Id').fill(phone.replace(/\s/g, ''));
    await expect(dash.orderRow(placed.Order_Id)).toBeVisible();
    await expect(page.locator('tr[data-order-id]')).toHaveCount(1);
    await expect(page.getByText('1 order', { exact: true })).toBeVisible();

    // The export's days are London's, as the server counts them: the order placed just now is on London's today.
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(new Date());
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

    // The customer comes to collect: staff open the order and complete it there.
    await dash.orderRow(placed.Order_Id).getByRole('link', { name: /^View/ }).click();
    await expect(
      page.getByRole('heading', { level: 2, name: `Order Number ${placed.Order_Id}` }),
    ).toBeVisible();
    const timeline = page.getByRole('region', { name: 'Timeline' });
    await expect(timeline).toContainText(`Placed by ${name}`);
    await expect(timeline).toContainText(`Accepted by ${STAFF.email}`);
    await expect(page.getByRole('button', { name: 'Print' })).toBeVisible();
    // The accept toast fades out as the details open: axe reads the page once it has gone.
    await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 10_000 });
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.getByRole('button', { name: `Complete order ${placed.Order_Id}` }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Yes, Complete it!' }).click();
    await expect(dash.toast('Completed!')).toBeVisible();
    await expect(timeline).toContainText(`Completed by ${STAFF.email}`);
    await expect(page.getByRole('button', { name: `Delete order ${placed.Order_Id}` })).toHaveCount(0);
    await saveScreenshot(page, `dashboard-order-details-completed-${screen.name}`);

    // Staff changes: the colleague was made Admin for the day; an Admin revokes it.
    const promote = await page.request.put(`/api/updateUser/${encodeURIComponent(colleague)}`, {
      headers: await csrfOf(page.request),
    });
    expect(promote.status(), await promote.text()).toBe(200);
    await dash.menu('Users');
    const userRow = page.locator(`tr[data-email="${colleague}"]`);
    await expect(page.locator('tr[data-email]').first()).toBeVisible();
    while ((await userRow.count()) === 0) await page.getByRole('button', { name: 'Next' }).click();
    await userRow.getByRole('button', { name: /^Remove Admin/ }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Yes, remove admin' }).click();
    await expect(page.getByText(`${colleague} is no longer an Admin`)).toBeVisible();
    await expect(userRow).toContainText('user');
  });
}
