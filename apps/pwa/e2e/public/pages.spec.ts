import {
  expect,
  saveScreenshot,
  seriousA11yViolations,
  test,
  SCREENS,
  PHONE,
} from '../../../../e2e/fixtures';

/**
 * Every public route, opened directly (deep link), with what proves it rendered; `ready`, where the page changes
 * once its data arrives (Home's Buy Money button is enabled then, and fades to its colours), a test id whose
 * text shows that it has.
 */
const ROUTES: { path: string; heading: string | RegExp; ready?: { testId: string; text: string } }[] = [
  {
    path: '/',
    heading: 'Travel money with zero commission',
    ready: { testId: 'todays-rate', text: '1 GBP =' },
  },
  { path: '/purchase/EUR/Order', heading: 'Order travel money' },
  { path: '/purchase/USD/Sell', heading: 'Sell travel money' },
  { path: '/exchangeRates', heading: 'Exchange Rates' },
  { path: '/faq', heading: 'FAQ' },
  { path: '/contact', heading: 'Contact Us' },
  { path: '/track', heading: 'Track your order' },
  { path: '/myOrders', heading: 'My orders' },
  { path: '/termsCoditition', heading: 'Terms and Conditions' },
  { path: '/privacyPolicy', heading: 'Privacy Policy' },
  { path: '/sendmony', heading: 'Coming Soon' },
  { path: '/signUp', heading: 'Sign Up' },
  { path: '/signIn', heading: 'Sign In' },
  { path: '/signin', heading: 'Sign In' },
  { path: '/box', heading: 'Secure Box' },
  { path: '/no-such-page', heading: 'Page not found' },
];

for (const route of ROUTES) {
  test(`deep link ${route.path} renders, with no serious accessibility problem`, async ({ page }) => {
    await page.goto(route.path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(route.heading);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      'content',
      /zero commission.*70 currencies/,
    );
    await expect(page.getByRole('contentinfo')).toContainText('CORPORATE');
    // Axe reads the page as it ends up: a button enabled while axe ran was read mid-fade (a contrast failure).
    if (route.ready) await expect(page.getByTestId(route.ready.testId)).toContainText(route.ready.text);
    expect(await seriousA11yViolations(page)).toEqual([]);
  });
}

test('dashboard and screen code never loads on customer pages', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(r.url());
  });
  for (const path of ['/', '/exchangeRates', '/purchase/EUR/Order', '/contact']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  }
  const routeModules = scripts.filter((u) => /\/assets\/route-/.test(u));
  expect(routeModules).toEqual([]);
  await page.goto('/screen');
  await expect.poll(() => scripts.some((u) => /\/assets\/route-/.test(u))).toBe(true);
});

test('/screen shows neither header nor footer', async ({ page }) => {
  await page.goto('/screen');
  await expect(page.locator('.site-header')).toHaveCount(0);
  await expect(page.locator('.site-footer')).toHaveCount(0);
});

test('header and footer links', async ({ page }) => {
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Main' });
  for (const [name, href] of [
    ['Travel Money', '/'],
    ['Exchange Rates', '/exchangeRates'],
    ['Track order', '/track'],
    ['FAQ', '/faq'],
    ['Terms & Conditions', '/termsCoditition'],
    ['Privacy Policy', '/privacyPolicy'],
    ['Contact Us', '/contact'],
  ] as const) {
    await expect(nav.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
  }
  await expect(page.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/signin');
  await expect(nav.getByRole('link', { name: 'Dashboard' })).toHaveCount(0);
  const footer = page.getByRole('contentinfo');
  for (const heading of ['CORPORATE', 'SUPPORT', 'GET IN TOUCH']) {
    await expect(footer.getByRole('heading', { name: heading })).toBeVisible();
  }
  for (const [name, href] of [
    ['Home', '/'],
    ['Exchange Rates', '/exchangeRates'],
    ['Track your order', '/track'],
    ['My orders', '/myOrders'],
    ['Contact Us', '/contact'],
    ['Privacy Policy', '/privacyPolicy'],
    ['Terms & Conditions', '/termsCoditition'],
  ] as const) {
    await expect(footer.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
  }
  await expect(footer).toContainText(/©/);
  await expect(footer.getByRole('link', { name: /Facebook/ })).toHaveAttribute('target', '_blank');
});

test('mobile drawer: opens, keeps focus, closes on Escape, repeats the links', async ({ page, home }) => {
  await page.setViewportSize(PHONE);
  // Not page.goto: the prerendered menu button does nothing until React owns the page; home.goto waits.
  await home.goto();
  const button = page.getByRole('button', { name: 'Open menu' });
  await button.click();
  const drawer = page.getByRole('dialog', { name: 'Menu' });
  await expect(drawer).toBeVisible();
  await expect(drawer.getByRole('link', { name: 'Exchange Rates' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(button).toBeFocused();
  await button.click();
  await drawer.getByRole('link', { name: 'Contact Us' }).click();
  await expect(page).toHaveURL(/\/contact$/);
  await expect(drawer).toBeHidden();
});

test('home sections: delivery card, FAQ one item at a time', async ({ page, home }) => {
  await home.goto();
  await expect(page.getByText('Home Delivery is not Available now')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Compare our rates' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Find our store' })).toBeVisible();
  const questions = page.locator('.faq__question button');
  await expect(questions.first()).toHaveAttribute('aria-expanded', 'true');
  await questions.nth(2).click();
  await expect(questions.nth(2)).toHaveAttribute('aria-expanded', 'true');
  await expect(questions.first()).toHaveAttribute('aria-expanded', 'false');
  await expect(page.locator('.faq__answer:visible')).toHaveCount(1);
});

test('exchange rates: search, 12 rows then Show All / Show Less, buttons', async ({ rates, page }) => {
  await rates.goto();
  await expect(page.getByRole('heading', { name: 'Find your Currency' })).toBeVisible();
  await expect(rates.desktopRows).toHaveCount(12);
  await page.getByRole('button', { name: 'Show All' }).click();
  expect(await rates.desktopRows.count()).toBeGreaterThan(20);
  await page.getByRole('button', { name: 'Show Less' }).click();
  await expect(rates.desktopRows).toHaveCount(12);

  await rates.search.fill('japan');
  await expect(rates.desktopRows).toHaveCount(1);
  await expect(rates.desktopRows.first()).toContainText('JPY');
  await expect(rates.desktopRows.first()).toContainText('163.1585');
  await expect(rates.desktopRows.first()).toContainText('172.3623');
  // The currency's own name finds it too, and the count reads as English.
  await rates.search.fill('yen');
  await expect(rates.desktopRows).toHaveCount(1);
  await expect(rates.desktopRows.first()).toContainText('Japanese Yen');
  await expect(page.getByText('1 currency found')).toBeVisible();
  await rates.search.fill('eur');
  await expect(rates.desktopRows.first()).toContainText('1.1522');
  await expect(page.getByRole('button', { name: 'Show All' })).toHaveCount(0);
  await rates.desktopRows
    .first()
    .getByRole('link', { name: /CLICK & SELL/ })
    .click();
  await expect(page).toHaveURL(/\/purchase\/EUR\/Sell$/);
});

test('exchange rates on a phone: tabs and cut labels', async ({ rates, page }) => {
  await page.setViewportSize(PHONE);
  await rates.goto();
  const mobile = page.getByTestId('rates-mobile');
  await expect(mobile.getByRole('tab', { name: 'Click & Collect' })).toHaveAttribute('aria-selected', 'true');
  await expect(mobile.locator('.rate-card')).toHaveCount(12);
  await mobile.getByRole('tab', { name: 'Click & Sell' }).click();
  await expect(mobile.locator('.rate-card').first()).toContainText('1.1767');
  for (const text of await mobile.locator('.rate-card__name .muted').allTextContents()) {
    expect(Array.from(text.replace('…', '')).length).toBeLessThanOrEqual(30);
  }
});

test('contact: the map falls back to the address offline; the form sends', async ({ page }) => {
  await page.goto('/contact');
  await expect(page.getByTestId('map-fallback')).toContainText('Dagenham');
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText('Name is required')).toBeVisible();
  await expect(page.getByLabel('Name', { exact: true })).toBeFocused();
  await page.getByLabel('Name', { exact: true }).fill('Grace Hopper');
  await page.getByLabel('Email').fill('grace@e2e.test');
  await expect(page.getByLabel('Email')).toHaveAttribute('type', 'email');
  await expect(page.getByLabel('Phone')).toHaveAttribute('type', 'tel');
  await page.getByLabel('Phone').fill('07700 900456');
  await page.getByLabel('Message', { exact: true }).fill('Do you have Icelandic krona in stock?');
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText('We have received your message')).toBeVisible();
});

for (const size of SCREENS) {
  test(`screenshots of Home and Exchange Rates at ${size.name} px`, async ({ page, home, rates }) => {
    await page.setViewportSize(size.viewport);
    await home.goto();
    await saveScreenshot(page, `home-${size.name}`, { top: true });
    await rates.goto();
    await saveScreenshot(page, `exchange-rates-${size.name}`, { top: true });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
}
