import { addressText, hoursText } from './branches';
import { PROOF_OF_ADDRESS_FROM_GBP, PROOF_OF_ADDRESS_MAX_AGE_DAYS, RATE_GUARANTEE_HOURS } from './constants';
import { groupDigits } from './digit-groups';
import { firstScreenLabels as labels } from './messages-first-screen';
import type { Way } from './ways';
import type { Branch } from './schemas/branch';

/**
 * The policy in words (issue 31.2, docs/customer-policy.md "Decisions"): the ID rule, the rate lock and the FAQ's
 * answers. The ordering pages' words are order-texts.ts and one order's status, with its dates, status-texts.ts,
 * both built on these. Only what Home's FAQ needs, and no date library: the home route has a size budget.
 */

const PHOTO_ID =
  'a passport, a full UK or European photo driving licence, or a European ID card. The name on it must match the name on the order';
const proofThreshold = `£${groupDigits(String(PROOF_OF_ADDRESS_FROM_GBP))}`;

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

/**
 * The general rule, for pages that come before any order (purchase steps, FAQ, Terms): how long the rate is
 * locked, as the branch's hours make it.
 */
export const rateLockPolicyText = (branch: Branch) =>
  `Your online rate is locked for at least ${RATE_GUARANTEE_HOURS} hours: from the moment you order until closing time on the first day we are open ${RATE_GUARANTEE_HOURS} hours or more later (${hoursText(branch)}). Your order is held until then; after that it expires and nothing is charged.`;

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

/** The whole FAQ: the catalogue's general answers around the policy's own. */
export function faqItems(branch: Branch): { question: string; answer: string }[] {
  const [first, ...rest] = labels.faq.items;
  return [...(first ? [first] : []), ...faqPolicyItems(branch), ...rest];
}
