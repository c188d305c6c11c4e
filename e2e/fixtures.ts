/**
 * Shared Playwright fixtures and helpers for every e2e project (public, dashboard, offline, screen); the page
 * models are in page-models.ts, exported from here too, so a spec imports everything from this one file.
 * Each test gets a fresh browser context (its own IndexedDB, cookies and cart) and makes its own data.
 * Every request that would leave the machine is aborted, so a test can never depend on the internet.
 */
import { mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { test as base, expect, type APIRequestContext, type Page } from '@playwright/test';
import { runAxe } from './axe';
import { CONTROL_PATH, OUTAGE_PATH } from './fake-rates';
import {
  AuthModel,
  HomeModel,
  PurchaseModel,
  RatesModel,
  SAMPLE_CUSTOMER,
  StaffApi,
  type CustomerDetails,
  type StoredOrder,
} from './page-models';
import { currentServer } from './server-info';

export { BOX } from './credentials';

/** Makes the fake exchange-rate service (e2e/fake-rates.ts) answer `rate` for `code` from now on. */
export async function setServiceRate(code: string, rate: string): Promise<void> {
  const url = `http://127.0.0.1:${currentServer().ratesPort}${CONTROL_PATH}?code=${code}&rate=${rate}`;
  const res = await fetch(url, { method: 'PUT' });
  if (!res.ok) throw new Error(`the fake rate service refused ${url}: ${res.status}`);
}

/**
 * Quoted-printable (how nodemailer writes the body's parts) back to text. Only the body: the headers are not
 * encoded that way, and decoding them turned a header's `token=34Qy…` into `token4Qy…` (a random token
 * starting with two hex digits failed the rate-alert test now and then).
 */
function decodeQuotedPrintable(text: string): string {
  const bodyAt = text.search(/\r?\n\r?\n/);
  if (bodyAt < 0) return text;
  const body = text
    .slice(bodyAt)
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return text.slice(0, bodyAt) + body;
}

/** The emails the test's server has written for `to` (its mail folder), newest first, decoded. */
function emailsTo(to: string): string[] {
  const dir = currentServer().mailDir;
  return readdirSync(dir)
    .filter((f) => f.endsWith('.eml'))
    .sort()
    .reverse()
    .map((file) => decodeQuotedPrintable(readFileSync(join(dir, file), 'utf8')))
    .filter((raw) =>
      raw.split('\n').some((l) => /^To:/i.test(l) && l.toLowerCase().includes(to.toLowerCase())),
    );
}

/** The newest link to `path` (`?token=…`) in the emails written for `to`, or undefined. */
function newestLink(to: string, path: string): string | undefined {
  const pattern = new RegExp(`https?://[^\\s"<>]+${path}\\?token=[A-Za-z0-9_-]+`);
  for (const raw of emailsTo(to)) {
    const link = pattern.exec(raw)?.[0];
    if (link) return link;
  }
  return undefined;
}

const newestVerificationLink = (to: string) => newestLink(to, '/verifyEmail');

/** Waits for an email to `to` whose raw text matches `pattern`, and returns that raw text (headers too). */
export async function emailMatching(to: string, pattern: RegExp): Promise<string> {
  let found: string | undefined;
  await expect
    .poll(() => (found = emailsTo(to).find((raw) => pattern.test(raw))), {
      message: `an email to ${to} matching ${pattern}`,
    })
    .toBeTruthy();
  return found!;
}

/** The first link to `path` (`?token=…`) in an email's raw text. */
export function linkIn(raw: string, path: string): string {
  const link = new RegExp(`https?://[^\\s"<>]+${path}\\?token=[A-Za-z0-9_-]+`).exec(raw)?.[0];
  if (!link) throw new Error(`no ${path} link in the email`);
  return link;
}

/** Waits for the server's mail worker to write the sign-up email to `to`, and returns its link. */
export async function verificationLink(to: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(() => (link = newestVerificationLink(to)), { message: `a verification email to ${to}` })
    .toBeTruthy();
  return link!;
}

/** Signs up through the API and opens the emailed link in `request`'s cookie jar: a verified, signed-in user. */
export async function signUpVerified(request: APIRequestContext, email: string, password: string) {
  const up = await request.post('/api/auth/signup', { data: { email, password } });
  expect(up.status(), await up.text()).toBe(202);
  const token = new URL(await verificationLink(email)).searchParams.get('token');
  const res = await request.post('/api/auth/verify', { data: { token, password } });
  expect(res.status(), await res.text()).toBe(200);
}

/** Takes the fake exchange-rate service down (every lookup 503) or brings it back. */
export async function setServiceDown(down: boolean): Promise<void> {
  const url = `http://127.0.0.1:${currentServer().ratesPort}${OUTAGE_PATH}?on=${down ? 1 : 0}`;
  const res = await fetch(url, { method: 'PUT' });
  if (!res.ok) throw new Error(`the fake rate service refused ${url}: ${res.status}`);
}

/** The two screens every page must work on: a 375 px phone and a 1920 px wall screen. */
export const SCREENS = [
  { name: '375', viewport: { width: 375, height: 812 } },
  { name: '1920', viewport: { width: 1920, height: 1080 } },
] as const;
export const PHONE = SCREENS[0].viewport;

export const SCREENSHOT_DIR = resolve(import.meta.dirname, '..', 'test-results', 'screenshots');

/** A unique email per test run, so sign-up tests never collide. */
export function uniqueEmail(prefix = 'user'): string {
  return `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@e2e.test`;
}

/**
 * Saves a full-page screenshot under test-results/screenshots/<name>.png (kept as an artefact), and with
 * `top` also the first screen as <name>-top.png, which is what a person sees before scrolling.
 */
export async function saveScreenshot(
  page: Page,
  name: string,
  opts: { top?: boolean } = {},
): Promise<string> {
  const path = join(SCREENSHOT_DIR, `${name}.png`);
  mkdirSync(dirname(path), { recursive: true });
  // From the top, so sticky headers sit where a person sees them rather than mid-page.
  await page.evaluate(() => window.scrollTo(0, 0));
  // Sections with `content-visibility: auto` are laid out only near the viewport, and a full-page capture does
  // not scroll, so they would come out blank: render them all for the picture, then hand the page back as it
  // was. (Set through the CSSOM, which the page's CSP allows, unlike an injected <style>.)
  const skipped = await page.evaluate(() => {
    const marked = [...document.querySelectorAll<HTMLElement>('body *')].filter(
      (el) => getComputedStyle(el).contentVisibility === 'auto',
    );
    for (const el of marked) el.style.contentVisibility = 'visible';
    return marked.length;
  });
  await page.screenshot({ path, fullPage: true, animations: 'disabled' });
  if (skipped > 0)
    await page.evaluate(() => {
      for (const el of document.querySelectorAll<HTMLElement>('body *'))
        if (el.style.contentVisibility === 'visible') el.style.contentVisibility = '';
    });
  if (opts.top)
    await page.screenshot({ path: join(SCREENSHOT_DIR, `${name}-top.png`), animations: 'disabled' });
  return path;
}

/**
 * Axe's results for the page as it stands (`tags`: the rules to run; all when omitted). A button that has just
 * been enabled (the rates arrived) fades between its colours for 0.15 s, and axe must read the colours a state
 * ends with, not a frame of the fade. Waiting for running transitions to end was not enough: a button enabled
 * between that wait and axe's read failed contrast in CI. So transitions are off while axe reads the page (a
 * running one jumps to its end), and back on after.
 *
 * Cheaper, same verdicts (24 analyses of the dashboard screenshots: 43 → 25 CPU-s): axe runs in the page
 * (e2e/axe.ts, loaded once per document) instead of in each frame with a blank page opened to merge the
 * parts — the app has no frame in these tests (the branch map's cross-origin frame appears only when the map
 * loads, and tests refuse everything off this machine) — and it reports only violations, the one result every
 * caller reads, so it does not build a selector for every node that passed.
 */
export async function axeSettled(page: Page, tags?: string[]) {
  const still = await page.addStyleTag({
    content: '*, *::before, *::after { transition: none !important; }',
  });
  try {
    return await runAxe(page, {
      resultTypes: ['violations'],
      ...(tags ? { runOnly: { type: 'tag', values: tags } } : {}),
    });
  } finally {
    await still.evaluate((el) => (el as Element).remove()).catch(() => undefined);
  }
}

export const WCAG_AA_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** Axe's serious and critical WCAG 2.1 A/AA violations on the page, read as its colours end (axeSettled). */
export async function seriousA11yViolations(page: Page) {
  const result = await axeSettled(page, WCAG_AA_TAGS);
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      targets: v.nodes.map((n) => n.target.join(' ')),
    }));
}

/** A test's own customer: the sample details with an email no other test uses. */
export interface TestCustomer extends CustomerDetails {
  /** The orders the server holds for this email: what the customer's device has delivered, each once. */
  ordersOnServer(): Promise<StoredOrder[]>;
}

interface Fixtures {
  home: HomeModel;
  purchase: PurchaseModel;
  rates: RatesModel;
  auth: AuthModel;
  staffApi: StaffApi;
  customer: TestCustomer;
}

export const test = base.extend<Fixtures>({
  home: async ({ page }, use) => use(new HomeModel(page)),
  purchase: async ({ page }, use) => use(new PurchaseModel(page)),
  rates: async ({ page }, use) => use(new RatesModel(page)),
  auth: async ({ page }, use) => use(new AuthModel(page)),
  staffApi: async ({ playwright, baseURL }, use) => {
    const request = await playwright.request.newContext({ baseURL });
    const api = new StaffApi(request);
    await api.signIn();
    await use(api);
    await request.dispose();
  },
  customer: async ({ staffApi }, use, testInfo) => {
    // Named after the spec, so an order left on the server says which file placed it.
    const email = uniqueEmail(basename(testInfo.file, '.spec.ts'));
    await use({ ...SAMPLE_CUSTOMER, email, ordersOnServer: () => staffApi.ordersFor(email) });
  },
});

/** The two widths the customer walks run at: a phone (375 px) and a desk (1440 px). */
export const WALK_WIDTHS = [
  { name: '375', viewport: PHONE, phone: true },
  { name: '1440', viewport: { width: 1440, height: 900 }, phone: false },
] as const;
export type WalkWidth = (typeof WALK_WIDTHS)[number];

/** Declares the tests of `body` once at each walk width, grouped as "`title` at 375 px" and "… at 1440 px". */
export function atWalkWidths(title: string, body: (width: WalkWidth) => void): void {
  for (const width of WALK_WIDTHS)
    test.describe(`${title} at ${width.name} px`, () => {
      test.use({ viewport: width.viewport });
      body(width);
    });
}

export { expect };
export * from './page-models';
