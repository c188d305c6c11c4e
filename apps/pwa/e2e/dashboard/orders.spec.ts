import { expect, test } from '../../../../e2e/fixtures';
import { DashboardModel, customerName, placeOrder, signInStaff } from './staff';

/** Issue 29: a row placed today shows its time of day (older rows keep the spec's "March 3rd 2024"). */
const TODAY_TIME = /^\d\d:\d\d$/;

test.describe('dashboard orders', () => {
  test.beforeEach(async ({ page }) => {
    await signInStaff(page);
  });

  test('accept -> complete -> the order appears in History', async ({ page }) => {
    const order = await placeOrder(page.request, customerName('Accept Flow'));
    const dash = new DashboardModel(page);
    await dash.open('/dashboard/manageOrders');
    await expect(page.getByRole('heading', { level: 2, name: 'Pending Orders' })).toBeVisible();
    const pending = dash.orderRow(order.Order_Id);
    await expect(pending).toContainText(order.Name);
    await expect(pending).toContainText('07700 900123');
    await expect(pending).toContainText('Click & Collect');
    await expect(pending.locator('time')).toHaveText(TODAY_TIME);

    await dash.confirmRowAction(pending, 'Accept', 'Yes, Accept!');
    await expect(dash.toast('Accepted! This order has been accepted.')).toBeVisible();
    await expect(pending).toHaveCount(0);

    await dash.menu('Accepted Order(s)');
    const accepted = dash.orderRow(order.Order_Id);
    await expect(accepted).toBeVisible();
    await dash.confirmRowAction(accepted, 'Complete', 'Yes, Complete it!');
    await expect(dash.toast('Completed! This order has been completed.')).toBeVisible();
    await expect(accepted).toHaveCount(0);

    await dash.menu('History');
    const done = dash.orderRow(order.Order_Id);
    await expect(done).toContainText(order.Name);
    await expect(done.locator('time')).toHaveText(TODAY_TIME);
    // History has no Action column.
    await expect(done.getByRole('button')).toHaveCount(0);

    await dash.menu('All Orders');
    await expect(dash.orderRow(order.Order_Id)).toContainText('Completed');
  });

  test('delete asks why first, Escape cancels, and a reason removes the order', async ({ page }) => {
    const order = await placeOrder(page.request, customerName('Delete Flow'));
    const dash = new DashboardModel(page);
    await dash.open('/dashboard/manageOrders');
    const row = dash.orderRow(order.Order_Id);

    const deleteButton = row.getByRole('button', { name: /^Delete/ });
    await deleteButton.click();
    await expect(dash.dialog).toContainText('The customer is emailed that the branch cancelled it');
    // Focus stays inside the dialog while it is open.
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    expect(await dash.dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Escape');
    await expect(dash.dialog).toBeHidden();
    await expect(deleteButton).toBeFocused();
    await expect(row).toBeVisible();

    await dash.cancelByBranch(row, order.Order_Id, 'A duplicate of another order', 'Placed twice by mistake');
    await expect(dash.toast('Deleted! Your file has been deleted.')).toBeVisible();
    await expect(row).toHaveCount(0);
    // Gone from the lists, not from the records: its details say it was deleted.
    const details = await page.request.get(`/api/details/${order._id}`);
    expect(details.status()).toBe(200);
    expect((await details.json()).deletion).toMatchObject({ reason: 'duplicate' });
  });

  test('All Orders: search by Order_Id, view the detail, delete with the short message', async ({ page }) => {
    const first = await placeOrder(page.request, customerName('Search One'));
    const second = await placeOrder(page.request, customerName('Search Two'), '250');
    const dash = new DashboardModel(page);
    await dash.open('/dashboard/allOrders');
    await expect(dash.orderRow(first.Order_Id)).toBeVisible();
    await expect(dash.orderRow(second.Order_Id)).toBeVisible();
    await expect(page.getByRole('columnheader', { name: 'Status' })).toBeVisible();

    await page.getByLabel('Search by Order Id').fill(second.Order_Id);
    await expect(dash.orderRow(first.Order_Id)).toHaveCount(0);
    await expect(page.locator('tbody tr')).toHaveCount(1);
    const row = dash.orderRow(second.Order_Id);
    await expect(row).toContainText('Pending');

    await row.getByRole('link', { name: /^View/ }).click();
    await expect(page).toHaveURL(new RegExp(`/dashboard/orderDetails/${second._id}$`));
    await expect(page.getByRole('heading', { level: 2, name: /^Order Number/ })).toHaveText(
      `Order Number ${second.Order_Id}`,
    );
    // The order's own lines: the details also list, in tables of their own, the orders linked to it by the same
    // email or phone, which tests beside this one keep placing (they share the customer's details).
    const lines = page.getByTestId('order-lines').locator('tbody tr');
    await expect(lines).toHaveCount(1);
    await expect(lines.first()).toContainText('EUR');
    await expect(lines.first()).toContainText('£250.00');
    const booking = page.locator('.dash-booking');
    for (const label of ['Full Name', 'Email', 'Contact', 'Address', 'Pickup Location'])
      await expect(booking).toContainText(label);
    await expect(booking).toContainText(second.Name);
    await expect(booking).toContainText('Dagenham');
    await expect(page.getByRole('heading', { name: 'Important Notification' })).toBeVisible();

    await page.goBack();
    await expect(page.getByLabel('Search by Order Id')).toHaveValue(second.Order_Id);
    await dash.cancelByBranch(
      dash.orderRow(second.Order_Id),
      second.Order_Id,
      'Another reason',
      'Test order',
    );
    await expect(dash.toast('Deleted!')).toBeVisible();
    await expect(dash.orderRow(second.Order_Id)).toHaveCount(0);
  });

  test('Change amounts: past the limit it stays open and says so; a good amount reprices and saves', async ({
    page,
  }) => {
    const order = await placeOrder(page.request, customerName('Amend Flow'), '200');
    const dash = new DashboardModel(page);
    await dash.open(`/dashboard/orderDetails/${order.Order_Id}`);
    await page.getByRole('button', { name: `Change the amounts of order ${order.Order_Id}` }).click();
    await expect(dash.dialog).toHaveAttribute('aria-modal', 'true');
    const amount = dash.dialog.getByLabel(/EUR: the customer gives/);
    await amount.fill('6,000');
    await dash.dialog.getByRole('button', { name: 'Reprice and save' }).click();
    // Said in the dialog before anything is sent: the typing stays to be corrected.
    await expect(dash.dialog).toContainText('Orders can be up to £5,000.00');
    await expect(amount).toHaveValue('6,000');
    await amount.fill('300');
    await dash.dialog.getByRole('button', { name: 'Reprice and save' }).click();
    await expect(dash.dialog).toBeHidden();
    await expect(
      dash.toast(`Order ${order.Order_Id} changed at its guaranteed rate; the customer is emailed.`),
    ).toBeVisible();
    await expect(page.getByRole('main')).toContainText('£300.00');
  });

  test('Statistics shows the counts and both charts', async ({ page }) => {
    await placeOrder(page.request, customerName('Stats'));
    const dash = new DashboardModel(page);
    await dash.open('/dashboard');
    for (const label of ['Accepted', 'Pending', 'Completed']) {
      await expect(page.locator('.dash-stat').filter({ hasText: label })).toBeVisible();
    }
    expect(Number(await page.getByTestId('stat-pending').textContent())).toBeGreaterThan(0);
    await expect(page.getByText('Orders per day, last 30 days').first()).toBeVisible();
    await expect(page.locator('.dash-chart__bar')).toHaveCount(30);
    await expect(page.getByText('GBP volume by way')).toBeVisible();
  });
});
