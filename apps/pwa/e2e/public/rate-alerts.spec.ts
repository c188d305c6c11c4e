import {
  emailMatching,
  expect,
  linkIn,
  PHONE,
  seriousA11yViolations,
  setServiceRate,
  test,
  uniqueEmail,
} from '../../../../e2e/fixtures';
import type { Page } from '@playwright/test';
import { signInStaff } from '../dashboard/staff';

/** Opens a link from an alert email: its page (axe clean), its one button, and what the page then says. */
async function followEmailLink(
  page: Page,
  link: string,
  expected: { heading: string; button: string; status: string },
) {
  await page.goto(link);
  await expect(page.getByRole('heading', { name: expected.heading })).toBeVisible();
  expect(await seriousA11yViolations(page)).toEqual([]);
  await page.getByRole('button', { name: expected.button }).click();
  await expect(page.getByRole('status')).toHaveText(expected.status);
}

/**
 * A rate alert from end to end on the real server: asked for on the currency page, confirmed from its email's
 * link with the page's button, sent once when staff update the rate in the dashboard and it reaches the
 * target, with a one-click unsubscribe header, and its unsubscribe link's page. NOK (13.4100, Sell -1.8):
 * Collect 13.1686 today.
 */
test('a rate alert is asked for on the currency page, confirmed with a button, sent once when the rate gets there, and can be stopped', async ({
  page,
  staffApi,
}) => {
  await page.setViewportSize(PHONE);
  const email = uniqueEmail('alert');
  await page.goto('/exchangeRates/NOK');
  const form = page.getByRole('form', { name: 'Rate alert for NOK' });
  await expect(form.getByText('Today £1 buys 13.1686 NOK.')).toBeVisible();
  await form.getByLabel('1 GBP buys at least (NOK)').fill('13.3000');
  await form.getByLabel('Your email').fill(email);
  await form.getByRole('button', { name: 'Set alert' }).click();
  await expect(form.getByText('Check your email to confirm this alert')).toBeVisible();
  expect(await seriousA11yViolations(page)).toEqual([]);

  const confirmation = await emailMatching(email, /Confirm your NOK rate alert/);
  await followEmailLink(page, linkIn(confirmation, '/rateAlerts/confirm'), {
    heading: 'Confirm your rate alert',
    button: 'Confirm my alert',
    status: 'Your rate alert is on. We will email you once, when the rate reaches your target.',
  });

  try {
    await setServiceRate('NOK', '13.6000'); // Collect 13.3552
    // Staff take the new rate in the dashboard: Check, then Update.
    await signInStaff(page);
    await page.goto('/dashboard/update/NOK');
    await page.getByRole('button', { name: 'Check' }).click();
    await expect(page.getByText(/^1 GBP = 13\.6(000)? NOK$/)).toBeVisible();
    await page.getByRole('button', { name: 'Update' }).click();
    await expect(page).toHaveURL(/\/dashboard\/Currency$/);
    // Matched on ASCII within one line: the raw file is quoted-printable (the £ encoded, long lines broken).
    const fired = await emailMatching(email, /We Sell rate \(Click & Collect\) is now 13\.3552/);
    const headers = fired.replace(/\r?\n[ \t]+/g, ' ');
    expect(headers).toMatch(/List-Unsubscribe: <http[^>]+\/api\/rateAlerts\/unsubscribe\?token=[\w-]+>/);
    expect(headers).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');

    await followEmailLink(page, linkIn(fired, '/rateAlerts/unsubscribe'), {
      heading: 'Stop this rate alert',
      button: 'Stop this alert',
      status: 'This rate alert has already ended. We will not email you about it again.',
    });
  } finally {
    await setServiceRate('NOK', '13.4100');
    await staffApi.updateRate('NOK');
  }
});
