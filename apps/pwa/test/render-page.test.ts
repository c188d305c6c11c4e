import { describe, expect, it } from 'vitest';
import { PAGES, renderPage } from '../src/prerender/render-page';

describe('build-time prerender', () => {
  it('renders each page with its heading, the header and the loading state of its live data', async () => {
    const home = await renderPage('/');
    expect(home).toContain('<h1>Travel money with zero commission</h1>');
    expect(home).toContain('aria-label="Main"');
    expect(home).toContain('class="site-footer');

    const rates = await renderPage('/exchangeRates');
    expect(rates).toContain('<h1>Exchange Rates</h1>');
    // No rates are baked into the page: the placeholder rows hold their room until the live ones arrive.
    expect(rates).toContain('Loading rates');
    expect(rates).not.toContain('data-testid="rate-row"');

    expect(await renderPage('/purchase/_/Order')).toContain('<h1>Order travel money</h1>');
    expect(await renderPage('/purchase/_/Sell')).toContain('<h1>Sell travel money</h1>');
  });

  it('renders a purchase page the same whatever the currency, as its `_` segment promises', async () => {
    for (const page of PAGES.filter((p) => p.samples)) {
      const html = await renderPage(page.path);
      for (const sample of page.samples ?? []) expect(await renderPage(sample)).toBe(html);
    }
  });

  it('leaves out what only the browser renders (toasts), so hydration finds the same HTML', async () => {
    expect(await renderPage('/')).not.toMatch(/data-sonner-toaster|<!--\$!-->/);
  });
});
