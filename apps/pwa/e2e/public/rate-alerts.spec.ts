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

/**
 * A rate alert from end to end on the real server: asked for by email, confirmed from its email's link with
 * the page's button, sent once when a staff rate update reaches the target, with a one-click unsubscribe
 * header, and its unsubscribe link's page. NOK (13.4100, Sell -1.8): Collect 13.1686 today.
 */
test('a rate alert is confirmed with a button, sent once when the rate gets there, and can be stopped', async ({
  page,
  request,
  staffApi,
}) => {
  await page.setViewportSize(PHONE);
  const email = uniqueEmail('alert');
  const asked = await request.post('/api/rateAlerts', {
    data: { email, code: 'NOK', way: 'buy', target: '13.3000' },
  });
  expect(asked.status(), await asked.text()).toBe(202);

  const confirmation = await emailMatching(email, /Confirm your NOK rate alert/);
  await page.goto(linkIn(confirmation, '/rateAlerts/confirm'));
  await expect(page.getByRole('heading', { name: 'Confirm your rate alert' })).toBeVisible();
  expect(await seriousA11yViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Confirm my alert' }).click();
  await expect(page.getByRole('status')).toHaveText(
    'Your rate alert is on. We will email you once, when the rate reaches your target.',
  );

  try {
    await setServiceRate('NOK', '13.6000'); // Collect 13.3552
    await staffApi.updateRate('NOK');
    // Matched on ASCII only: the £ arrives UTF-8 encoded (quoted-printable) in the raw file.
    const fired = await emailMatching(email, /now buys 13\.3552 NOK with Click & Collect/);
    const headers = fired.replace(/\r?\n[ \t]+/g, ' ');
    expect(headers).toMatch(/List-Unsubscribe: <http[^>]+\/api\/rateAlerts\/unsubscribe\?token=[\w-]+>/);
    expect(headers).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');

    await page.goto(linkIn(fired, '/rateAlerts/unsubscribe'));
    await expect(page.getByRole('heading', { name: 'Stop this rate alert' })).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Stop this alert' }).click();
    await expect(page.getByRole('status')).toHaveText(
      'This rate alert has already ended. We will not email you about it again.',
    );
  } finally {
    await setServiceRate('NOK', '13.4100');
    await staffApi.updateRate('NOK');
  }
});
