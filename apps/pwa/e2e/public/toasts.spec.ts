import { expect, PHONE, STAFF, test } from '../../../../e2e/fixtures';
import { controlsCoveredBy } from '../../../../e2e/layout-checks';

test.use({ viewport: PHONE });

/** Issue 16 item 11 / 17 item 9: on a phone a toast sits below the header, over no control. */
test('the "User logged in" toast covers no control on a phone', async ({ page, auth }) => {
  await page.goto('/signIn');
  await auth.fill(STAFF.email, STAFF.password);
  await auth.submit();
  const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'User logged in' });
  await expect(toast).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  // Settled where it stays (it slides in).
  await expect
    .poll(async () => (await toast.boundingBox())?.y)
    .toBeGreaterThanOrEqual((await page.locator('.site-header').boundingBox())!.height);
  expect(await controlsCoveredBy(toast)).toEqual([]);
});
