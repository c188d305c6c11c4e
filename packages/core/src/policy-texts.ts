import { addressText, hoursText } from './branches';
import { PROOF_OF_ADDRESS_FROM_GBP, PROOF_OF_ADDRESS_MAX_AGE_DAYS, RATE_GUARANTEE_HOURS } from './constants';
import { labels } from './messages';
import type { Way } from './ways';
import type { Branch } from './schemas/branch';

/**
 * The policy in words (issue 31.2, docs/customer-policy.md "Decisions"), for every page that states it before
 * or beside an order: ID, payment, the rate lock, the purchase bullets, FAQ and Terms. What one order's status
 * says, with its dates, is status-texts.ts, built on these. No date library here: Home's FAQ renders these and
 * the home route has a size budget.
 */

const PHOTO_ID =
  'a passport, a full UK or European photo driving licence, or a European ID card. The name on it must match the name on the order';
const proofThreshold = `£${PROOF_OF_ADDRESS_FROM_GBP.toLocaleString('en-GB')}`;

/** True when an order of `totalGbp` needs a proof of address as well as photo ID. */
export const needsProofOfAddress = (totalGbp: string | number) =>
  Number(totalGbp) >= PROOF_OF_ADDRESS_FROM_GBP;

/** What identification to bring, and when, for an order of `totalGbp` (omit it for the general rule). */
export function idText(way: Way, totalGbp?: string): string {
  const when = way === 'buy' ? 'when you collect' : 'when you come to sell';
  const photo = `Bring valid government-issued photo ID ${when}: ${PHOTO_ID}.`;
  if (totalGbp === undefined) {
    return `${photo} For orders of ${proofThreshold} or more, also bring a proof of address dated within the last ${PROOF_OF_ADDRESS_MAX_AGE_DAYS} days (a utility bill or bank statement).`;
  }
  return needsProofOfAddress(totalGbp)
    ? `${photo} As your order is ${proofThreshold} or more, also bring a proof of address dated within the last ${PROOF_OF_ADDRESS_MAX_AGE_DAYS} days (a utility bill or bank statement).`
    : photo;
}

/** How the money changes hands, per way: Sell has nothing to pay and no card. */
export const paymentText = (way: Way) =>
  way === 'buy'
    ? 'Pay in the branch when you collect, in cash or by debit card. If you pay by card, bring the payment card too; the name on it must match the name on the order.'
    : 'Bring the banknotes you are selling (we do not take coins). We pay you in GBP once the notes are checked.';

/**
 * The general rule, for pages that come before any order (purchase steps, FAQ, Terms): how long the rate is
 * locked, as the branch's hours make it.
 */
export const rateLockPolicyText = (branch: Branch) =>
  `Your online rate is locked for at least ${RATE_GUARANTEE_HOURS} hours: from the moment you order until closing time on the first day we are open ${RATE_GUARANTEE_HOURS} hours or more later (${hoursText(branch)}). Your order is held until then; after that it expires and nothing is charged.`;

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

/** The FAQ's answers that state the policy. */
export function faqPolicyItems(branch: Branch): { question: string; answer: string }[] {
  return [
    {
      question: 'Do you charge commission?',
      answer: `No. There is no commission and there are no hidden charges. ${rateLockPolicyText(branch)} Rates in the branch will differ.`,
    },
    {
      question: 'What do I need to bring?',
      answer: `${idText('buy')} Bring your order number too. To sell currency, bring the banknotes (we do not take coins).`,
    },
    {
      question: 'How long does an order take, and how long do you hold it?',
      answer: `Orders are processed within minutes to a few hours during opening hours (${hoursText(branch)}) at ${branch.name}: ${addressText(branch)}. ${rateLockPolicyText(branch)}`,
    },
  ];
}

/** The Terms' sentences that state the policy (the others stay the spec's, in the message catalogue). */
export function termsPolicyText(branch: Branch): { rateLock: string; identification: string } {
  return { rateLock: rateLockPolicyText(branch), identification: idText('buy') };
}

/** Where the order is handled, as a booking row's label (the spec's for Collect): Sell has nothing to pick up. */
export const pointLabel = (way: Way) => (way === 'buy' ? 'Pickup Location' : 'Where to sell');

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

/** The whole FAQ: the catalogue's general answers around the policy's own. */
export function faqItems(branch: Branch): { question: string; answer: string }[] {
  const [first, ...rest] = labels.faq.items;
  return [...(first ? [first] : []), ...faqPolicyItems(branch), ...rest];
}
