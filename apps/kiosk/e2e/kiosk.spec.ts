import { BOX, STAFF, expect, test } from '../../../e2e/fixtures';
import { BoardModel } from './board';
import { KIOSK_ORIGIN, openKiosk } from './kiosk-renderer';

test.describe('kiosk renderer (built, with the preload replaced by a test double)', () => {
  // The board polls every few seconds through the relay; a poll still in flight when the test ends would have
  // its relayed answer fulfilled on a closing page ("Fetch response has been disposed"), failing a passed test.
  test.afterEach(async ({ page }) => {
    await page.unrouteAll({ behavior: 'ignoreErrors' });
  });

  test('opens the wall board from disk and shows the rates, polling when events cannot get through', async ({
    page,
    baseURL,
  }) => {
    await page.setViewportSize({ width: 1920, height: 1080 });
    const kiosk = await openKiosk(page, baseURL!, { inactivityMinutes: 10 });
    await page.goto(`${KIOSK_ORIGIN}/index.html#/screen?interval=600`);
    const board = new BoardModel(page);
    await board.waitForRates();
    // Two columns of 10 on a landscape screen (screen-options.ts).
    expect((await board.visibleCodes()).length).toBe(20);
    await expect(page.locator('main.wb')).toHaveAttribute('data-status', 'polling');
    expect(kiosk.apiCalls.some((c) => c.path === '/api/currency')).toBe(true);
    expect(kiosk.apiCalls.some((c) => c.path === '/api/events')).toBe(true);
  });

  test('staff leave the board through the Secure Box and sign in; the token goes as a bearer header', async ({
    page,
    baseURL,
    request,
  }) => {
    const kiosk = await openKiosk(page, baseURL!, { inactivityMinutes: 10 });
    await page.goto(`${KIOSK_ORIGIN}/index.html#/screen`);
    await new BoardModel(page).waitForRates();

    // The main process's leave chord (Ctrl+Shift+B) arrives through the bridge.
    await page.evaluate(() => (window as unknown as { __leaveWallDisplay: () => void }).__leaveWallDisplay());
    await expect(page).toHaveURL(/#\/box\?from=\/dashboard$/);
    await expect(page.getByRole('heading', { name: 'Secure Box' })).toBeVisible();
    // The board's own Staff button does the same.
    await page.goto(`${KIOSK_ORIGIN}/index.html#/screen`);
    await page.getByRole('button', { name: 'Staff' }).click();
    await expect(page.getByRole('heading', { name: 'Secure Box' })).toBeVisible();

    await page.getByLabel('Username').fill(BOX.username);
    await page.getByLabel('Password').fill(BOX.password);
    await page.getByRole('button', { name: 'Access' }).click();
    await expect(page).not.toHaveURL(/#\/box/);

    await page.goto(`${KIOSK_ORIGIN}/index.html#/signIn?from=/dashboard`);
    await page.getByLabel('Email').fill(STAFF.email);
    await page.getByLabel('Password').fill(STAFF.password);
    await page.getByRole('button', { name: "Let's Go!" }).click();
    await expect(page).toHaveURL(/#\/dashboard/);

    const token = await page.evaluate(() => sessionStorage.getItem('tm_kiosk_token'));
    expect(token).toBeTruthy();
    const afterSignIn = kiosk.apiCalls.findIndex((c) => c.path === '/api/auth/signin');
    await expect
      .poll(() => kiosk.apiCalls.slice(afterSignIn + 1).some((c) => c.authorization === `Bearer ${token}`))
      .toBe(true);
    const me = await request.get('/api/auth/me', { headers: { authorization: `Bearer ${token}` } });
    expect(((await me.json()) as { user: { email: string } | null }).user?.email).toBe(STAFF.email);
  });

  test('after the inactivity period it returns to the board and forgets the staff session', async ({
    page,
    baseURL,
  }) => {
    // 0.05 minutes = 3 seconds, so the test does not wait the real three minutes.
    await openKiosk(page, baseURL!, { inactivityMinutes: 0.05 });
    await page.goto(`${KIOSK_ORIGIN}/index.html#/screen?interval=30`);
    await new BoardModel(page).waitForRates();
    await page.evaluate(() => sessionStorage.setItem('tm_kiosk_token', 'left-behind'));
    await page.goto(`${KIOSK_ORIGIN}/index.html#/exchangeRates`);
    await expect(page).toHaveURL(/#\/exchangeRates/);
    await expect(page).toHaveURL(/#\/screen/, { timeout: 10_000 });
    await new BoardModel(page).waitForRates();
    expect(await page.evaluate(() => sessionStorage.getItem('tm_kiosk_token'))).toBeNull();
  });
});
