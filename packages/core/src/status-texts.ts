import { formatBranchTime } from './dates';
import { orderGbpTotal } from './order-money';
import { isClosingTime, promisedHoldEnd, shutAt } from './order-policy';
import { paymentText } from './order-texts';
import { idText } from './policy-texts';
import type { Way } from './ways';
import type { Branch } from './schemas/branch';
import type { OrderStatus } from './schemas/order';

/**
 * What one order's page and emails say about it (issue 31.2/31.3): until when it is held and its rate locked,
 * what happens at each status, for each way. The confirmation, tracking page and every order email render
 * these, with the dates from order-policy.ts, so they cannot contradict one another. Orders cancelled by the
 * branch (`deleted`) are worded here once; changing that wording here changes it everywhere.
 */

/** What one order needs to say about itself. */
export interface OrderFacts {
  way: Way;
  status: OrderStatus;
  /** Deleted by the branch (a soft delete: its status stays as it was). */
  deleted?: boolean;
  /** Why the branch cancelled it, when the customer may be told (core customerCancelReason); else null. */
  cancelReason?: string | null;
  /** When it was last priced (core holdStart): its hold runs from here. */
  placedAt: string | Date;
  /** The hold's end as promised when it was priced (the order's `heldUntil`); absent in older orders. */
  heldUntil?: string | Date | undefined;
  /**
   * The order's lines: the total the customer pays or is paid is worked out from them as every screen and
   * email shows it (core orderGbpTotal, the notes as settled), so the proof-of-address rule is judged on the
   * same £ the customer reads.
   */
  lines: Parameters<typeof orderGbpTotal>[0];
  branch: Branch;
}

type HoldFacts = Pick<OrderFacts, 'placedAt' | 'heldUntil' | 'branch'>;

/** The one moment an order is held and its rate locked until, as promised when it was priced. */
const heldUntilOf = (facts: HoldFacts) =>
  promisedHoldEnd({ pricedAt: facts.placedAt, heldUntil: facts.heldUntil }, facts.branch);

/** That moment as the branch's clock says it. */
export const heldUntilText = (facts: HoldFacts) => formatBranchTime(heldUntilOf(facts));

/** "Your rate is locked until Friday 27 November at 17:30." */
export const rateLockText = (facts: HoldFacts) => `Your rate is locked until ${heldUntilText(facts)}.`;

/**
 * Until when to come in, and what happens if not. The moment is the one promised; it is called closing time
 * only while it still is one. Should the branch since have changed its hours so that it is shut then, the
 * text says the branch will phone (staff see the order flagged on Today).
 */
export function holdText(facts: HoldFacts & Pick<OrderFacts, 'way'>): string {
  const end = heldUntilOf(facts);
  const until = formatBranchTime(end);
  const come =
    facts.way === 'buy' ? `Collect your order by ${until}` : `Bring your currency to the branch by ${until}`;
  // Nothing is paid before the counter either way: a Collect customer is reassured nothing is charged; to a
  // Sell customer, who is the one paid, what ends is the rate.
  const expires =
    facts.way === 'buy'
      ? 'After that the order expires and nothing is charged.'
      : 'After that the order expires, and its rate with it.';
  if (shutAt(end, facts.branch)) {
    return `${come}, as promised when you ordered. Our opening hours have changed since, so the branch will phone you to arrange a time. ${expires}`;
  }
  return `${come}${isClosingTime(end, facts.branch) ? ' (closing time)' : ''}. ${expires}`;
}

/** What the customer is told about an order now: a headline, then each thing to know or do. */
export interface StatusText {
  headline: string;
  paragraphs: string[];
  /** Whether the order is live: its hold, rate lock and ID still apply (never for an ended order). */
  live: boolean;
}

const ORDER_AGAIN = 'You are welcome to place a new order at today’s rates.';

/** The status as one word or two, for lists and badges. */
export function statusHeadline(facts: Pick<OrderFacts, 'way' | 'status' | 'deleted'>): string {
  if (facts.deleted) return 'Cancelled by the branch';
  switch (facts.status) {
    case 'Pending':
      return 'Order received';
    case 'Accepted':
      return facts.way === 'buy' ? 'Ready to collect' : 'Ready for your currency';
    case 'Completed':
      return facts.way === 'buy' ? 'Collected' : 'Sold';
    case 'Cancelled':
      return 'Cancelled by you';
    case 'Expired':
      return 'Expired';
  }
}

/** Everything a page or email says about where an order stands and what to do next; nothing more. */
export function statusText(facts: OrderFacts): StatusText {
  const headline = statusHeadline(facts);
  const branchName = `our ${facts.branch.name} branch`;
  const ended = (what: string, next: string[] = []): StatusText => ({
    headline,
    paragraphs: [`${what} Nothing was charged.`, ...next, ORDER_AGAIN],
    live: false,
  });
  if (facts.deleted) {
    const reason = facts.cancelReason ? ` Reason: ${facts.cancelReason}.` : '';
    return ended(`The branch cancelled this order.${reason} Please do not come in for it.`, [
      `If you have any question, call the branch on ${facts.branch.phone}.`,
    ]);
  }
  const live = (first: string): StatusText => ({
    headline,
    paragraphs: [
      first,
      holdText(facts),
      rateLockText(facts),
      idText(facts.way, orderGbpTotal(facts.lines, facts.way)),
      paymentText(facts.way),
    ],
    live: true,
  });
  switch (facts.status) {
    case 'Pending':
      return live(
        facts.way === 'buy'
          ? `We have your order and are preparing your currency at ${branchName}.`
          : `We have your order: ${branchName} is expecting your currency.`,
      );
    case 'Accepted':
      return live(
        facts.way === 'buy'
          ? `Your currency is ready to collect at ${branchName}.`
          : `${branchName[0]!.toUpperCase()}${branchName.slice(1)} is ready to buy your currency.`,
      );
    case 'Completed':
      return {
        headline,
        paragraphs: [
          facts.way === 'buy'
            ? 'You collected your currency. Thank you for buying your travel money with us.'
            : 'We bought your currency and paid you in GBP. Thank you for selling your currency with us.',
        ],
        live: false,
      };
    case 'Cancelled':
      return ended('You cancelled this order before the branch prepared it.');
    case 'Expired':
      return ended(`This order was held until ${heldUntilText(facts)} and has expired.`);
  }
}
