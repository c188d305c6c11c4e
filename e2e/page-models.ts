/** The page models the specs drive (Home, the purchase steps, Exchange Rates, sign-in) and the staff API. */
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { STAFF } from './credentials';

export { STAFF };

export class HomeModel {
  constructor(readonly page: Page) {}
  async goto() {
    await this.page.goto('/');
    // Today's rate shows only once React owns the prerendered page and the rates are in, so clicks count.
    await expect(this.page.getByTestId('todays-rate')).toContainText('1 GBP =');
  }
  tab(name: 'Click & Collect' | 'Click & Sell'): Locator {
    return this.page.getByRole('tab', { name });
  }
  get currency(): Locator {
    return this.page.locator('.calculator').getByLabel('Currency');
  }
  get have(): Locator {
    return this.page.getByLabel(/^I have/);
  }
  get want(): Locator {
    return this.page.getByLabel(/^(I want to buy|I will get)/);
  }
  get rate(): Locator {
    return this.page.getByTestId('todays-rate');
  }
  get summary(): Locator {
    return this.page.getByTestId('calc-summary');
  }
  async buy() {
    await this.page.getByRole('button', { name: 'Buy Money' }).click();
  }
  async sell() {
    await this.page.getByRole('button', { name: 'Sell Money' }).click();
  }
  /** From the home page: £`gbp` of euros to collect, then Buy Money (the purchase page opens). */
  async buyEuros(gbp: string) {
    await this.goto();
    await this.have.fill(gbp);
    await this.buy();
  }
}

export interface CustomerDetails {
  firstName: string;
  lastName: string;
  email: string;
  address: string;
  phone: string;
}

export const SAMPLE_CUSTOMER: CustomerDetails = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@e2e.test',
  address: '12 Station Parade, Dagenham RM10 8QS',
  phone: '07700 900123',
};

/** The line under a page's rates once they are there (core rate-age.ts), whichever standing they have. */
export const RATES_AGE_LINE = /^(Rates updated|Rates last updated|Sample rates — not for trading)/;

export class PurchaseModel {
  constructor(readonly page: Page) {}
  async goto(code: string, way: 'Order' | 'Sell') {
    await this.page.goto(`/purchase/${code}/${way}`);
    // The heading is in the prerendered HTML; the rates' age line ("Rates updated", "Rates last updated" or
    // "Sample rates — not for trading") appears only once React owns the page and the rates are there, so a
    // click after this is never lost to a page that is not yet hydrated.
    await expect(this.page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(this.page.getByText(RATES_AGE_LINE)).toBeVisible();
  }
  get summary(): Locator {
    return this.page.locator('section.summary');
  }
  summaryLines(): Locator {
    return this.summary.locator('li');
  }
  get collectionPoint(): Locator {
    return this.page.getByLabel(/^(Collection Point|Where to sell)$/);
  }
  async openAddCurrency() {
    await this.page.getByRole('button', { name: 'Add Currency +' }).click();
  }
  async addCurrency(opts: { code?: string; gbp?: string; fx?: string }) {
    const form = this.page.locator('.add-currency');
    if (opts.code) await form.getByLabel('Currency').selectOption(opts.code);
    if (opts.gbp !== undefined) await form.getByLabel(/^Total Money/).fill(opts.gbp);
    if (opts.fx !== undefined) await form.getByLabel(/^Fx Amount/).fill(opts.fx);
    await form.getByRole('button', { name: 'Add +' }).click();
  }
  /** A Click & Collect cart of one euro line, bought for £`gbp` through the Add Currency form. */
  async startEuroCart(gbp: string) {
    await this.goto('EUR', 'Order');
    await this.openAddCurrency();
    await this.addCurrency({ gbp });
    await expect(this.summaryLines()).toHaveCount(1);
  }
  async next() {
    await this.page.getByRole('button', { name: 'Next' }).click();
  }
  async chooseDagenhamAndNext() {
    // Next reads the cart on screen: pressed while a line just added is still being stored, it rightly says
    // 'Please add currency item' (and the line's arrival clears that), so wait for a line to show first.
    await expect(this.summaryLines().first()).toBeVisible();
    await this.collectionPoint.selectOption('Dagenham');
    await this.next();
    await expect(this.page.getByLabel('First Name')).toBeVisible();
  }
  async fillDetails(d: CustomerDetails, acceptTerms = true) {
    await this.page.getByLabel('First Name').fill(d.firstName);
    await this.page.getByLabel('Last Name').fill(d.lastName);
    await this.page.getByLabel('Email').fill(d.email);
    await this.page.getByLabel('Address').fill(d.address);
    await this.page.getByLabel('Phone').fill(d.phone);
    if (acceptTerms) await this.page.getByRole('checkbox').check();
  }
  async placeOrder() {
    await this.page.getByRole('button', { name: 'Place Order' }).click();
  }
  /** Steps 1 to 3 for the cart as it is: Dagenham, the sample customer, Place Order; the new Order_Id. */
  async placeSampleOrder(): Promise<string> {
    await this.chooseDagenhamAndNext();
    await this.fillDetails(SAMPLE_CUSTOMER);
    await this.placeOrder();
    await expect(this.orderNumber).toHaveText(/^\d{8}$/);
    return (await this.orderNumber.textContent())!;
  }
  get orderNumber(): Locator {
    return this.page.getByTestId('order-number');
  }
  get orderLines(): Locator {
    return this.page.getByTestId('order-lines').locator('tbody tr');
  }
  get booking(): Locator {
    return this.page.getByTestId('booking-details');
  }
}

export class RatesModel {
  constructor(readonly page: Page) {}
  async goto() {
    await this.page.goto('/exchangeRates');
    // Desktop rows or phone cards, whichever this viewport shows.
    await expect(
      this.page.locator('[data-testid="rate-row"], .rate-card').filter({ visible: true }).first(),
    ).toBeVisible();
  }
  get search(): Locator {
    return this.page.getByPlaceholder('Enter currency name');
  }
  get desktopRows(): Locator {
    return this.page.getByTestId('rate-row');
  }
}

/** The shared auth form of /signIn and /signUp. */
export class AuthModel {
  constructor(readonly page: Page) {}
  async fill(email: string, password: string) {
    await this.page.getByLabel('Email').fill(email);
    await this.page.getByLabel('Password').fill(password);
  }
  async submit() {
    await this.page.getByRole('button', { name: "Let's Go!" }).click();
  }
}

/** An order as the server stores it (GET /api/allOrders): the fields the specs read, and the rest. */
export type StoredOrder = Record<string, unknown> & {
  Order_Id: string;
  Email: string;
  Orders: Record<string, string>[];
};

/** API calls as the staff user (the real server's admin endpoints), for checking what the server stored. */
export class StaffApi {
  constructor(readonly request: APIRequestContext) {}
  private csrf = '';
  async signIn() {
    const res = await this.request.post('/api/auth/signin', { data: STAFF });
    expect(res.status(), await res.text()).toBe(200);
    const state = await this.request.storageState();
    this.csrf = state.cookies.find((c) => c.name === 'tm_csrf')?.value ?? '';
  }
  headers(): Record<string, string> {
    return this.csrf ? { 'x-csrf-token': this.csrf } : {};
  }
  /** Accepts an order as staff do from the dashboard (POST /api/pendingToAceept/:id, by its Order_Id). */
  async accept(orderId: string) {
    const res = await this.request.post(`/api/pendingToAceept/${orderId}`, { headers: this.headers() });
    expect(res.status(), await res.text()).toBe(200);
  }
  /** The dashboard's Update button: the server looks the rate up (set it first with setServiceRate). */
  async updateRate(code: string) {
    const res = await this.request.put(`/api/UpdateCurrencyPrice/${code}`, {
      headers: this.headers(),
      data: {},
    });
    expect(res.status(), await res.text()).toBe(200);
  }
  /** Every order the server holds (GET /api/allOrders), as stored. */
  private async allOrders(): Promise<StoredOrder[]> {
    const res = await this.request.get('/api/allOrders');
    expect(res.status(), await res.text()).toBe(200);
    return (await res.json()) as StoredOrder[];
  }
  async order(orderId: string): Promise<StoredOrder> {
    const found = (await this.allOrders()).find((o) => o.Order_Id === orderId);
    if (!found) throw new Error(`order ${orderId} not found on the server`);
    return found;
  }
  /** The orders the server holds for the customer `email`: what their device has delivered, once each. */
  async ordersFor(email: string): Promise<StoredOrder[]> {
    return (await this.allOrders()).filter((o) => o.Email === email);
  }
}

// ---------------------------------------------------------------- fixtures
