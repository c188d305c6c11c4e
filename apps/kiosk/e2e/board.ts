import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { STAFF } from '../../../e2e/fixtures';

/** Page model of the /screen wall board. */
export class BoardModel {
  constructor(readonly page: Page) {}

  rows() {
    return this.page.locator('.wb-table tbody tr');
  }
  row(code: string) {
    return this.page.locator(`.wb-table tbody tr[data-code="${code}"]`);
  }
  staleWarning() {
    return this.page.getByRole('alert').filter({ hasText: 'Rates may be out of date' });
  }
  async pageText(): Promise<{ current: number; of: number }> {
    const text = (await this.page.locator('.wb-page-text').textContent()) ?? '';
    const m = /Page (\d+) of (\d+)/.exec(text);
    if (!m) throw new Error(`no page indicator: "${text}"`);
    return { current: Number(m[1]), of: Number(m[2]) };
  }
  async visibleCodes(): Promise<string[]> {
    return this.rows().evaluateAll((trs) => trs.map((tr) => tr.getAttribute('data-code') ?? ''));
  }
  /**
   * True when a row, a rate or the footer sticks out of the screen, a rate spills out of its cell, or a row
   * runs under the footer (where the lost-contact warning would hide it).
   */
  async overflows(): Promise<boolean> {
    return this.page.evaluate(() => {
      const main = document.querySelector('main.wb')!;
      const boxes = [...main.querySelectorAll('.wb-table tbody tr, .wb-footer, .wb-header')].map((el) =>
        el.getBoundingClientRect(),
      );
      const outside = boxes.some((r) => r.bottom > window.innerHeight + 1 || r.right > window.innerWidth + 1);
      const spilled = [...main.querySelectorAll<HTMLElement>('td.wb-num')].some(
        (td) => td.scrollWidth > td.clientWidth + 1,
      );
      const footerTop = main.querySelector('.wb-footer')!.getBoundingClientRect().top;
      const underFooter = [...main.querySelectorAll('.wb-table tbody tr')].some(
        (tr) => tr.getBoundingClientRect().bottom > footerTop + 1,
      );
      return outside || spilled || underFooter;
    });
  }
  async waitForRates() {
    await expect(this.rows().first()).toBeVisible();
  }
}

/** The staff's side: sign in with the e2e staff login and change a currency through the admin API (bearer). */
export async function staffToken(request: APIRequestContext): Promise<string> {
  // A bearer client asks for the token, as the kiosk renderer does; the browser app never gets it.
  const res = await request.post('/api/auth/signin', {
    data: STAFF,
    headers: { 'x-session-transport': 'bearer' },
  });
  expect(res.status(), await res.text()).toBe(200);
  const { token } = (await res.json()) as { token?: string };
  if (!token) throw new Error('sign-in returned no token');
  return token;
}

export interface ApiCurrency {
  value: string;
  label: string;
  Rate: string;
  Sell: string;
  Buy: string;
}

export async function getCurrency(request: APIRequestContext, code: string): Promise<ApiCurrency> {
  const res = await request.get(`/api/singleCurrency/${code}`);
  expect(res.status()).toBe(200);
  return (await res.json()) as ApiCurrency;
}

export async function updateCurrency(
  request: APIRequestContext,
  token: string,
  c: Pick<ApiCurrency, 'value' | 'label' | 'Sell' | 'Buy'>,
) {
  const res = await request.put(`/api/updateCurrency/${c.value}`, {
    headers: { authorization: `Bearer ${token}` },
    data: { value: c.value, label: c.label, Sell: c.Sell, Buy: c.Buy },
  });
  expect(res.status(), await res.text()).toBe(200);
}
