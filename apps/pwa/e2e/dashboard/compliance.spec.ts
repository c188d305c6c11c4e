import type { APIRequestContext } from '@playwright/test';
import {
  expect,
  saveScreenshot,
  seriousA11yViolations,
  signUpVerified,
  test,
  uniqueEmail,
} from '../../../../e2e/fixtures';
import { DashboardModel, csrfOf, customerName, placeCollectOrder, placeOrder, signInStaff } from './staff';

const PASSWORD = 'cashier-pass-123';

/** A verified account the seeded Admin makes a Cashier (PUT /api/users/{email}/role), signed in on `request`. */
async function cashierOn(request: APIRequestContext, admin: APIRequestContext): Promise<string> {
  const email = uniqueEmail('cashier');
  await signUpVerified(request, email, PASSWORD);
  const res = await admin.put(`/api/users/${encodeURIComponent(email)}/role`, {
    headers: await csrfOf(admin),
    data: { role: 'Cashier' },
  });
  expect(res.status(), await res.text()).toBe(200);
  return email;
}

/** A customer's order (POST /api/Order as their device sends it), with its own email and phone. */
function customerOrder(
  request: APIRequestContext,
  c: { name: string; email: string; phone: string; gbp: string },
) {
  const customer = {
    Name: c.name,
    Email: c.email,
    Phone_Number: c.phone,
    Address: '12 Seething Lane, Dagenham RM10 8AB',
  };
  return placeCollectOrder(request, customer, { gbp: c.gbp, code: 'EUR' });
}

test.describe('a cashier under the compliance rules (issue 29)', () => {
  test('deletes with a reason; the customer\u2019s tracking page then says "Cancelled by the branch"', async ({
    page,
    browser,
    staffApi,
  }) => {
    const cashier = await cashierOn(page.request, staffApi.request);
    const email = uniqueEmail('customer');
    const order = await customerOrder(page.request, {
      name: customerName('Branch Cancel'),
      email,
      phone: '07700 900555',
      gbp: '120',
    });
    const dash = new DashboardModel(page);
    await dash.open('/dashboard/manageOrders');
    // The cashier's menu has no managers' or admins' screens.
    const menu = page.locator('nav.dash-sidebar');
    if (await menu.isVisible()) {
      await expect(menu.getByRole('link', { name: 'Deleted orders' })).toHaveCount(0);
      await expect(menu.getByRole('link', { name: 'Users' })).toHaveCount(0);
    }
    const row = dash.orderRow(order.Order_Id);
    await row.getByRole('button', { name: /^Delete/ }).click();
    // No reason: said in the dialog, nothing sent.
    await dash.dialog.getByRole('button', { name: 'Cancel the order' }).click();
    await expect(dash.dialog.getByRole('alert')).toHaveText('Choose why the order is cancelled');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await saveScreenshot(page, 'cashier-delete-with-reason');
    await page.keyboard.press('Escape');
    await dash.cancelByBranch(
      row,
      order.Order_Id,
      'The currency is not available',
      'No euro notes left today',
    );
    await expect(dash.toast('Deleted! Your file has been deleted.')).toBeVisible();
    await expect(row).toHaveCount(0);

    // The customer, in a browser of their own.
    const customer = await browser.newPage();
    await customer.goto(`/track?order=${order.Order_Id}`);
    await customer.getByLabel('Email').fill(email);
    await customer.getByRole('button', { name: 'Track order' }).click();
    await expect(customer.locator('.track__status strong')).toHaveText('Cancelled by the branch');
    await expect(customer.locator('.track__status')).toContainText('Reason: The currency is not available.');
    await expect(customer.locator('.track__status')).not.toContainText('No euro notes');
    await expect(customer.locator('.track__timeline')).toContainText('Cancelled by the branch');
    await saveScreenshot(customer, 'track-cancelled-by-branch', { top: true });
    await customer.close();

    // A manager (the seeded Admin) sees it in the Deleted register: who, when, why.
    const register = await staffApi.request.get('/api/deletedOrders');
    const rows = (await register.json()) as Array<{ Order_Id: string; deletedBy: string; note: string }>;
    expect(rows.find((r) => r.Order_Id === order.Order_Id)).toMatchObject({
      deletedBy: cashier,
      note: 'No euro notes left today',
    });
  });

  test('completes a linked order only with the ID record', async ({ page, staffApi }) => {
    await cashierOn(page.request, staffApi.request);
    const name = customerName('Linked Customer');
    // The case: the same customer spelling the phone and the email differently.
    await customerOrder(page.request, {
      name,
      email: `${name.replace(/\W/g, '')}@e2e.test`,
      phone: '07911 123456',
      gbp: '4900',
    });
    await customerOrder(page.request, {
      name,
      email: `${name.replace(/\W/g, '').toUpperCase()}@E2E.TEST`,
      phone: '020 7946 0222',
      gbp: '4900',
    });
    await customerOrder(page.request, {
      name,
      email: uniqueEmail('other'),
      phone: '+44 7911 123456',
      gbp: '4900',
    });
    const last = await customerOrder(page.request, {
      name,
      email: uniqueEmail('last'),
      phone: '07911123456',
      gbp: '1500',
    });
    await staffApi.accept(last.Order_Id);

    const dash = new DashboardModel(page);
    await dash.open(`/dashboard/orderDetails/${last.Order_Id}`);
    await expect(page.getByText(/linked by phone, name and postcode/)).toBeVisible();
    await page.getByRole('button', { name: `Complete order ${last.Order_Id}` }).click();
    // The dialog names the customer and the money, as every confirmation does (issue 29).
    await expect(
      dash.dialog.getByRole('heading', {
        name: new RegExp(`^Complete order ${last.Order_Id} for ${name}, €[\\d,.]+ / £1,500\\.00\\?$`),
      }),
    ).toBeVisible();
    await expect(dash.dialog.getByText('ID check required.')).toBeVisible();
    await dash.dialog.getByLabel('Type of ID seen').selectOption('Passport');
    await dash.dialog.getByLabel('Document number').fill('533 401 372');
    await dash.dialog.getByLabel('Expiry date').fill('2020-01-31');
    await dash.dialog.getByLabel('Date of birth').fill('1973-02-23');
    await dash.dialog.getByRole('button', { name: 'Yes, Complete it!' }).click();
    await expect(dash.dialog.getByRole('alert')).toHaveText('This ID has expired: ask for another document');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await dash.dialog.getByLabel('Expiry date').fill('2031-04-30');
    await saveScreenshot(page, 'cashier-complete-with-id-record');
    await dash.dialog.getByRole('button', { name: 'Yes, Complete it!' }).click();
    await expect(dash.toast('Completed! This order has been completed.')).toBeVisible();
    await expect(page.locator('.dash-id-record')).toContainText('533401372');
    await expect(page.locator('.dash-id-record')).toContainText('1973-02-23');
  });
});

/** The managers' screens of issue 29 on a phone and on a desk: no sideways scroll, axe clean, looked at. */
for (const width of [375, 1440]) {
  test.describe(`managers' records at ${width}px`, () => {
    test.use({ viewport: { width, height: width === 375 ? 812 : 900 } });

    test('Deleted orders and Concerns read well and pass axe', async ({ page, staffApi }) => {
      await signInStaff(page);
      const order = await placeOrder(page.request, customerName('Register'));
      const cancel = await staffApi.request.delete(`/api/deleteOrder/${order.Order_Id}`, {
        headers: staffApi.headers(),
        data: { reason: 'not-collected', note: 'Waited two days; no answer on the phone' },
      });
      expect(cancel.status(), await cancel.text()).toBe(200);
      const raised = await staffApi.request.post('/api/suspiciousNotes', {
        headers: staffApi.headers(),
        data: { Order_Id: order.Order_Id, note: 'Asked twice what the ID limit is' },
      });
      expect(raised.status(), await raised.text()).toBe(201);
      const dash = new DashboardModel(page);
      for (const [path, heading, text, shot] of [
        ['/dashboard/deleted', 'Deleted orders', 'Waited two days', 'deleted-orders'],
        ['/dashboard/concerns', 'Concerns', 'Asked twice what the ID limit is', 'concerns'],
        // The branch email's link to the order still opens it: read-only, who cancelled it and why.
        [
          `/dashboard/orderDetails/${order.Order_Id}`,
          `Order Number ${order.Order_Id}`,
          'Not collected in time',
          'deleted-order-details',
        ],
      ] as const) {
        await dash.open(path);
        await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
        await expect(page.getByText(text).first()).toBeVisible();
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
        expect(await seriousA11yViolations(page)).toEqual([]);
        await saveScreenshot(page, `dashboard-${shot}-${width}`);
      }
    });
  });
}
