import type { Page } from '@playwright/test';
import {
  emailMatching,
  expect,
  test,
  uniqueEmail,
  SAMPLE_CUSTOMER,
  type PurchaseModel,
} from '../../../../e2e/fixtures';
import { expectReflowed } from '../../../../e2e/reflow-check';

/**
 * Issue 31: a Collect and a Sell customer at 320, 375 and 1440 px place an order, read the confirmation, track it
 * and (Collect) cancel it or (Sell) get it accepted by email. Each page is checked with axe, for sideways
 * scrolling, and for saying the one policy in its way's own words (docs/customer-policy.md); screenshots are
 * kept under test-results/screenshots/policy-*.
 */
const WIDTHS = [320, 375, 1440] as const;

async function place(purchase: PurchaseModel, email: string) {
  await purchase.chooseDagenhamAndNext();
  await purchase.fillDetails({ ...SAMPLE_CUSTOMER, email });
  await purchase.placeOrder();
  await expect(purchase.orderNumber).toHaveText(/^\d{8}$/);
  return (await purchase.orderNumber.textContent())!;
}

async function track(page: Page, orderId: string, email: string) {
  await page.goto(`/track?order=${orderId}`);
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Track order' }).click();
  await expect(page.locator('.track__status strong')).toHaveText(/Pending|Accepted|Cancelled/);
}

for (const width of WIDTHS) {
  test.describe(`${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    test('Click & Collect: placed, tracked and cancelled, each page saying the same hold', async ({
      page,
      home,
      purchase,
    }) => {
      const email = uniqueEmail('collect');
      await home.buyEuros('95');
      const orderId = await place(purchase, email);
      const notice = page.locator('.notice').filter({ hasText: 'Important Notification' });
      await expect(notice).toContainText('Order received');
      const held = (await notice.getByText(/^Collect your order by/).textContent())!;
      const until = /by (.+) \(closing time\)/.exec(held)![1]!;
      await expect(page.getByText(`Your rate is locked until ${until}.`).first()).toBeVisible();
      await expectReflowed(page, `policy-collect-confirmation-${width}`);

      await track(page, orderId, email);
      const card = page.locator('.track__order');
      await expect(card).toContainText(`Collect your order by ${until}`);
      await expect(card.getByRole('heading', { name: /^Where to collect/ })).toBeVisible();
      await expectReflowed(page, `policy-collect-track-${width}`);

      await page.getByRole('button', { name: 'Cancel this order' }).click();
      await page.getByRole('alertdialog').getByRole('button', { name: 'Yes, cancel it' }).click();
      await expect(card).toContainText('Cancelled by you');
      await expect(card).toContainText('Nothing was charged.');
      await expect(card).not.toContainText(/locked|Collect your order by|Where to collect/);
      await expectReflowed(page, `policy-collect-cancelled-${width}`);
      const cancelled = await emailMatching(email, /is cancelled: nothing was charged/);
      expect(cancelled).not.toMatch(/reserved for you|locked until|Important Notification/);
    });

    test('Click & Sell: placed, tracked and accepted, in the words of selling', async ({
      page,
      purchase,
      staffApi,
    }) => {
      const email = uniqueEmail('sell');
      await purchase.goto('EUR', 'Sell');
      await purchase.openAddCurrency();
      await purchase.addCurrency({ fx: '300' });
      await expect(purchase.summaryLines()).toHaveCount(1);
      // Step changes move focus to the new step's heading (issue 31.6).
      await purchase.collectionPoint.selectOption('Dagenham');
      await purchase.next();
      await expect(page.getByRole('heading', { name: 'YOUR DETAILS' })).toBeFocused();
      await page.getByRole('button', { name: 'Back' }).click();
      await expect(page.getByRole('heading', { name: 'Create Order' })).toBeFocused();
      await expect(page.getByText('Bring your currency and your photo ID')).toBeVisible();
      await expectReflowed(page, `policy-sell-step1-${width}`);
      const orderId = await place(purchase, email);
      const confirmation = page.locator('.confirmation');
      await expect(confirmation).toContainText('Bring your currency to the branch by');
      await expect(confirmation).toContainText('Where to sell');
      await expect(confirmation).not.toContainText(/collect|by card/i);
      await expectReflowed(page, `policy-sell-confirmation-${width}`);

      await staffApi.accept(orderId);
      await track(page, orderId, email);
      const card = page.locator('.track__order');
      await expect(card).toContainText('Ready for your currency');
      await expect(card).not.toContainText(/collect|by card/i);
      await expectReflowed(page, `policy-sell-track-${width}`);
      const accepted = await emailMatching(email, /has been accepted/);
      expect(accepted).toContain('Ready for your currency');
      expect(accepted).toMatch(/Your rate is locked until \w+day \d+ \w+ at 17:30/);
      expect(accepted).not.toMatch(/Sunday/);
    });
  });
}
