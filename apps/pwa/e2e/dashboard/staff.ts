import { randomUUID } from 'node:crypto';
import type { APIRequest, APIRequestContext, Locator, Page } from '@playwright/test';
import type { OrderRequest } from '@tm/core';
import { STAFF, expect, signUpVerified, uniqueEmail } from '../../../../e2e/fixtures';

/** Signs the page's browser context in as the seeded staff admin (the cookies are shared with page.request). */
export async function signInStaff(page: Page): Promise<void> {
  const res = await page.request.post('/api/auth/signin', { data: STAFF });
  expect(res.status(), await res.text()).toBe(200);
}

/**
 * A colleague's new, verified account (still a customer, role 'user'): its email. Signed up in a request
 * context of its own, thrown away after, so the test's page is not signed in as the colleague.
 */
export async function colleagueAccount(api: APIRequest, baseURL: string | undefined, prefix: string) {
  const email = uniqueEmail(prefix);
  const other = await api.newContext({ baseURL });
  await signUpVerified(other, email, `${prefix}-pass-123`);
  await other.dispose();
  return email;
}

/** The tm_csrf cookie of a request context, for state-changing API calls made by the test itself. */
export async function csrfOf(request: APIRequestContext): Promise<Record<string, string>> {
  const state = await request.storageState();
  const token = state.cookies.find((c) => c.name === 'tm_csrf')?.value;
  return token ? { 'x-csrf-token': token } : {};
}

export interface PlacedOrder {
  _id: string;
  Order_Id: string;
  Name: string;
}

/** Who an order a test places is for; the branch and the way (Click & Collect) are the same for every one. */
export type OrderCustomer = Pick<OrderRequest, 'Name' | 'Email' | 'Phone_Number' | 'Address'>;

/** One line of a Click & Collect order: pounds to spend on a currency. */
export interface CollectLine {
  gbp: string;
  code: string;
}

/**
 * Places a Click & Collect order of one line or several (£`gbp` in `code` each) the way a customer's device
 * does (POST /api/Order with an idempotency key), and checks the server took it.
 */
export async function placeCollectOrder(
  request: APIRequestContext,
  customer: OrderCustomer,
  line: CollectLine | readonly CollectLine[],
): Promise<PlacedOrder> {
  const lines: readonly CollectLine[] = Array.isArray(line) ? line : [line];
  const order: OrderRequest = {
    ...customer,
    CheckingPoint: 'Dagenham',
    status: 'buy',
    title: 'Click & Collect',
    Orders: lines.map((l) => ({
      currencyTake: l.gbp,
      currencyTakecurrent: 'GBP',
      currencyMycurrent: l.code,
      status: 'buy' as const,
    })),
  };
  const res = await request.post('/api/Order', {
    // A staff session may ride along on this context, so the double-submit token must too.
    headers: { 'Idempotency-Key': randomUUID(), ...(await csrfOf(request)) },
    data: order,
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as PlacedOrder;
}

/** A euro Click & Collect order for `name`, as the dashboard tests list and act on. */
export function placeOrder(
  request: APIRequestContext,
  name: string,
  gbp = '100',
  phone = '07700 900123',
): Promise<PlacedOrder> {
  const customer = {
    Name: name,
    Email: 'customer@e2e.test',
    Phone_Number: phone,
    Address: '12 Station Parade, Dagenham RM10 8QS',
  };
  return placeCollectOrder(request, customer, { gbp, code: 'EUR' });
}

/** A unique customer name per test, so rows are easy to tell apart. */
export function customerName(prefix: string): string {
  return `${prefix} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;
}

export class DashboardModel {
  constructor(readonly page: Page) {}

  async open(path = '/dashboard') {
    await this.page.goto(path);
    await expect(this.page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  }

  /** Follows a side-menu entry (on a phone the drawer has to be opened first). */
  async menu(name: string) {
    const sidebar = this.page.locator('nav.dash-sidebar');
    if (await sidebar.isVisible()) {
      await sidebar.getByRole('link', { name, exact: true }).click();
    } else {
      await this.page.getByRole('button', { name: 'Open menu' }).click();
      await this.page.getByRole('dialog').getByRole('link', { name, exact: true }).click();
    }
    await expect(this.page.getByRole('heading', { level: 2 }).first()).toBeVisible();
  }

  orderRow(orderId: string): Locator {
    return this.page.locator(`tr[data-order-id="${orderId}"]`);
  }

  get dialog(): Locator {
    return this.page.getByRole('alertdialog');
  }

  /**
   * Clicks a row action, checks the confirmation (an order's names the order, "Accept order 12345678 for …?";
   * others ask the spec's "Are you sure?") and its text, then confirms with `confirmLabel`.
   */
  async confirmRowAction(row: Locator, action: string, confirmLabel: string) {
    await row.getByRole('button', { name: new RegExp(`^${action}`) }).click();
    const orderId = await row.getAttribute('data-order-id');
    await expect(
      this.dialog.getByRole('heading', {
        name: orderId ? new RegExp(`^${action} order ${orderId} for .+\\?$`) : 'Are you sure?',
      }),
    ).toBeVisible();
    await expect(this.dialog).toContainText("You won't be able to revert this!");
    await this.dialog.getByRole('button', { name: confirmLabel }).click();
    await expect(this.dialog).toBeHidden();
  }

  /** Delete = cancel by the branch (issue 29): the dialog names the order and takes a reason and a note. */
  async cancelByBranch(row: Locator, orderId: string, reason: string, note: string) {
    await row.getByRole('button', { name: /^Delete/ }).click();
    await expect(
      this.dialog.getByRole('heading', { name: new RegExp(`^Cancel order ${orderId}\\b.*\\?$`) }),
    ).toBeVisible();
    await this.dialog.getByLabel('Reason').selectOption({ label: reason });
    await this.dialog.getByLabel('Note for staff').fill(note);
    await this.dialog.getByRole('button', { name: 'Cancel the order' }).click();
    await expect(this.dialog).toBeHidden();
  }

  toast(text: string): Locator {
    return this.page.locator('[data-sonner-toast]').filter({ hasText: text });
  }
}
