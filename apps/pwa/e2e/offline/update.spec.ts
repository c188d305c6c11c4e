import { expect, test } from '../../../../e2e/fixtures';
import { startShellServer } from './shell-server';
import { waitForServiceWorkerControl } from './sw-helpers';

test('a new build shows the update prompt, and the app reloads only when the customer says so', async ({
  page,
  baseURL,
}) => {
  const shell = await startShellServer(baseURL!);
  try {
    await page.goto(`${shell.url}/purchase/EUR/Order`);
    await waitForServiceWorkerControl(page);
    await expect(page.locator('h1')).toHaveText('Order travel money');

    // A half-filled form: the customer has started typing an amount.
    await page.getByRole('button', { name: 'Add Currency +' }).click();
    const amount = page.locator('.add-currency').getByLabel(/^Total Money/);
    await amount.fill('250');
    await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));

    // Release a new build; the app looks for one (hourly, and whenever it comes back to the foreground).
    shell.deployNewBuild('2');
    await page.evaluate(async () => {
      await (await navigator.serviceWorker.getRegistration())?.update();
    });
    const prompt = page.getByRole('status').filter({ hasText: 'A new version is available' });
    await expect(prompt).toBeVisible({ timeout: 30_000 });
    await expect(prompt).toContainText('Reloading will clear the form you are filling in');

    // It waits: the next update check (the app makes one hourly and on coming back to the foreground) finds
    // the same version waiting, and still nothing reloads; the typed amount is still there.
    await page.evaluate(async () => {
      await (await navigator.serviceWorker.getRegistration())?.update();
    });
    expect(
      await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument),
    ).toBe(true);
    await expect(amount).toHaveValue('250');
    const waiting = await page.evaluate(async () =>
      Boolean((await navigator.serviceWorker.getRegistration())?.waiting),
    );
    expect(waiting).toBe(true);

    // The customer chooses to reload: the new version takes over.
    await Promise.all([page.waitForEvent('load'), prompt.getByRole('button', { name: 'Reload' }).click()]);
    await expect(page.locator('h1')).toHaveText('Order travel money');
    expect(
      await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument),
    ).toBeUndefined();
    const after = await page.evaluate(async () => {
      const reg = await navigator.serviceWorker.getRegistration();
      return { waiting: Boolean(reg?.waiting), controlled: navigator.serviceWorker.controller !== null };
    });
    expect(after).toEqual({ waiting: false, controlled: true });
    await expect(page.getByText('A new version is available')).toHaveCount(0);
  } finally {
    await shell.close();
  }
});

test('"Later" puts the prompt away without reloading', async ({ page, baseURL }) => {
  const shell = await startShellServer(baseURL!);
  try {
    await page.goto(`${shell.url}/`);
    await waitForServiceWorkerControl(page);
    shell.deployNewBuild('3');
    await page.evaluate(async () => {
      await (await navigator.serviceWorker.getRegistration())?.update();
    });
    const prompt = page.getByRole('status').filter({ hasText: 'A new version is available' });
    await expect(prompt).toBeVisible({ timeout: 30_000 });
    await prompt.getByRole('button', { name: 'Later' }).click();
    await expect(prompt).toHaveCount(0);
    const waiting = await page.evaluate(async () =>
      Boolean((await navigator.serviceWorker.getRegistration())?.waiting),
    );
    expect(waiting).toBe(true);
  } finally {
    await shell.close();
  }
});
