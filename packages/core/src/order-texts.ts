import { hoursText } from './branches';
import { BASE_CURRENCY, MAX_CART_LINES, RATE_GUARANTEE_HOURS } from './constants';
import { Dec } from './decimal';
import { formatMoney } from './money';
import type { OrderLimits } from './order-limits';
import { idText, rateLockPolicyText } from './policy-texts';
import type { Way } from './ways';
import type { Branch } from './schemas/branch';
import { PAY_IN_BRANCH } from './payment';
import { messages } from './messages';
import { orderGbpTotal } from './order-money';
import { orderLineRows } from './order-line-rows';
import type { CartLine } from './schemas/order';

/**
 * The policy's words for the ordering pages, the confirmation, tracking and Terms (issue 31.2/31.3): how money
 * changes hands, the purchase bullets, the booking row and heading, the Important Notification and the Terms'
 * sentences. Apart from policy-texts.ts, which Home's FAQ renders, to keep the home route within its budget.
 */

/** How the money changes hands, per way: Sell has nothing to pay and no card. */
export const paymentText = (way: Way) =>
  way === 'buy'
    ? `Pay in the branch when you collect, ${PAY_IN_BRANCH}. If you pay by card, bring the payment card too; the name on it must match the name on the order.`
    : 'Bring the banknotes you are selling (we do not take coins). We pay you in GBP once the notes are checked.';

/**
 * What the UK peers say before a customer starts (issue 31, "Compared with the UK peers"): the order's
 * limits, when the branch is open, and which notes they get or we take. Shown with the purchase bullets on the
 * order pages' first step; the limits once GET /orderRules has answered.
 */
export function beforeYouStartTexts(way: Way, branch: Branch, limits: OrderLimits | null): string[] {
  const out: string[] = [];
  if (limits) {
    const max = formatMoney(limits.maxGbp, BASE_CURRENCY);
    const min = new Dec(limits.minGbp);
    out.push(
      min.gt(0)
        ? `Orders from ${formatMoney(limits.minGbp, BASE_CURRENCY)} to ${max}, up to ${MAX_CART_LINES} currencies`
        : `Orders up to ${max}, up to ${MAX_CART_LINES} currencies`,
    );
  }
  out.push(`${branch.name} is open ${hoursText(branch)}`);
  out.push(
    way === 'buy'
      ? 'You get banknotes only: the part of an amount below the smallest note is paid back in GBP'
      : 'We buy banknotes only, no coins: the part below the smallest note is not exchanged',
  );
  return out;
}

/** The purchase page's points before the customer starts (the spec's three, made true for each way). */
export function purchaseBullets(way: Way): string[] {
  return way === 'buy'
    ? [
        'Bring your photo ID when you collect',
        'Order online, pay in-store',
        `${RATE_GUARANTEE_HOURS}-hour rate guarantee: your rate is locked until closing time on the first opening day ${RATE_GUARANTEE_HOURS} hours after you order`,
      ]
    : [
        'Bring your currency and your photo ID',
        'We pay you in GBP in the branch once the notes are checked (banknotes only, no coins)',
        `${RATE_GUARANTEE_HOURS}-hour rate guarantee: your rate is locked until closing time on the first opening day ${RATE_GUARANTEE_HOURS} hours after you order`,
      ];
}

/** The Terms' sentences that state the policy (the others stay the spec's, in the message catalogue). */
export function termsPolicyText(branch: Branch): { rateLock: string; identification: string } {
  return { rateLock: rateLockPolicyText(branch), identification: idText('buy') };
}

/** Where the order is handled, as a booking row's label (the spec's for Collect): Sell has nothing to pick up. */
export const pointLabel = (way: Way) => (way === 'buy' ? 'Pickup Location' : 'Where to sell');

/**
 * Step 1's error when no branch is chosen, in the words of the select it sits under: the spec's 'Select the
 * checking point' for Collect (whose select it named), and for Sell the select's own "Where to sell".
 */
export const pointMissing = (way: Way) =>
  way === 'buy' ? messages.selectCheckingPoint : messages.selectSellPoint;

/** The same as a heading on the tracking page. */
export const whereHeading = (way: Way) => (way === 'buy' ? 'Where to collect' : 'Where to sell');

/**
 * The Important Notification (spec §2) beside a live order: what its status text does not already say. The
 * spec's "collect on the same day" and its card sentence gave way to holdText and paymentText (Decisions).
 */
export function importantNotification(way: Way): { title: string; paragraphs: string[] } {
  return {
    title: 'Important Notification',
    paragraphs: [
      way === 'buy'
        ? 'All orders are subject to the stock and denominations available at the branch.'
        : 'We check every banknote before we pay; Scottish banknotes carry a 2% adjustment.',
      'Please print this confirmation, or quote your order reference, when you come in.',
    ],
  };
}

/**
 * What a screen reader hears as a line goes into or out of the cart on the purchase page (an accessibility
 * audit found both silent): the line as the Order Summary shows it, foreign side first ("€115.22 (£100.00)",
 * a Sell line's notes and what they pay), and the total the summary now shows.
 */
export function cartChangeNews(
  change: 'added' | 'removed',
  line: CartLine,
  linesAfter: readonly CartLine[],
  way: Way,
): string {
  const row = orderLineRows([line], formatMoney, way)[0]!;
  const [foreign, gbp] = way === 'buy' ? [row.to, row.from] : [row.from, row.to];
  const what = `${foreign} (${gbp})`;
  const after =
    linesAfter.length === 0
      ? 'Your cart is empty.'
      : `Total ${formatMoney(orderGbpTotal(linesAfter, way), BASE_CURRENCY)}.`;
  return change === 'added'
    ? `Added ${what} to your order. ${after}`
    : `Removed ${what} from your order. ${after}`;
}
