import { expect, test } from '../../../../e2e/fixtures';
import { DashboardModel, customerName, placeCollectOrder, signInStaff } from './staff';

/**
 * Today on an ordinary laptop: an order of four currencies once stretched the Amount column to 500 px and
 * pushed Accept and Complete out of the table's box at 1280–1440 px, so the cashier scrolled sideways for the
 * one button the queue is for. Each row's action stays in view, with nothing to scroll, down to 1280 px.
 */
for (const width of [1280, 1366, 1440]) {
  test(`Today's actions stay in view at ${width} px with a four-currency order`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await signInStaff(page);
    const customer = {
      // A surname of one long word, as some are: it must not widen the table either.
      Name: customerName('Wolfeschlegelsteinhausenbergerdorff'),
      Email: 'four@e2e.test',
      // Its own phone, so the orders link to each other and to no other test's.
      Phone_Number: `07700 9${String(Date.now()).slice(-5)}`,
      Address: '3 Church Elm Lane, Dagenham RM10 9QS',
    };
    // Two earlier orders take the customer past the ID-check threshold: the widest Order Id cell has the badge.
    await placeCollectOrder(page.request, customer, { code: 'EUR', gbp: '4900' });
    await placeCollectOrder(page.request, customer, { code: 'EUR', gbp: '4900' });
    const placed = await placeCollectOrder(page.request, customer, [
      { code: 'CHF', gbp: '120' },
      { code: 'USD', gbp: '99' },
      { code: 'AUD', gbp: '300' },
      { code: 'JPY', gbp: '3400' },
    ]);
    const dash = new DashboardModel(page);
    await dash.open('/dashboard/today');
    const section = page.getByRole('region', { name: /To accept/ });
    const row = section.locator(`tr[data-order-id="${placed.Order_Id}"]`);
    await expect(row.getByText('ID check required')).toBeVisible();
    // The four amounts and the total (the till's rounding moves it a pound or so), wrapped between amounts.
    await expect(row.locator('td.dash-amount')).toHaveText(
      /^CHF[\s\S]+ \+ US\$[\d,.]+ \+ A\$[\d,.]+ \+ JP¥[\d,]+ \/ £3,9\d\d\.00$/,
    );

    const wrap = section.locator('.table-wrap');
    const fit = await wrap.evaluate((el) => ({ scroll: el.scrollWidth, client: el.clientWidth }));
    expect(fit.scroll).toBeLessThanOrEqual(fit.client);
    const box = (await wrap.boundingBox())!;
    for (const name of [`Accept order ${placed.Order_Id}`, `View order ${placed.Order_Id}`]) {
      const button = (await row
        .getByRole(name.startsWith('View') ? 'link' : 'button', { name })
        .boundingBox())!;
      expect(button.x + button.width, name).toBeLessThanOrEqual(box.x + box.width);
    }
  });
}
