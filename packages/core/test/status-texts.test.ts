import { describe, expect, it } from 'vitest';
import { DAGENHAM_BRANCH, hoursText } from '../src/branches';
import { RATE_GUARANTEE_HOURS } from '../src/constants';
import { formatBranchTime } from '../src/dates';
import { orderLine, sellOrderLine } from '../fixtures';
import { orderGbpTotal } from '../src/order-money';
import { orderHeldUntil } from '../src/order-policy';
import { importantNotification, purchaseBullets, termsPolicyText } from '../src/order-texts';
import { faqItems, idText } from '../src/policy-texts';
import { heldUntilText, statusText, type OrderFacts } from '../src/status-texts';
import type { OrderStatus } from '../src/schemas/order';
import type { Way } from '../src/ways';

/**
 * Issue 31.2: every text a customer reads about an order, for sample orders of both ways, placed on each
 * weekday in and out of opening hours, at every status and deleted by the branch, states the same dates and
 * rules, and an ended order says nothing of a live one.
 */
const WAYS: Way[] = ['buy', 'sell'];
const STATUSES: (OrderStatus | 'deleted')[] = [
  'Pending',
  'Accepted',
  'Completed',
  'Cancelled',
  'Expired',
  'deleted',
];
// Monday 23 to Sunday 29 November 2026, at 11:00 (open) and 19:00 (closed).
const PLACINGS = [23, 24, 25, 26, 27, 28, 29].flatMap((d) => [
  `2026-11-${d}T11:00:00Z`,
  `2026-11-${d}T19:00:00Z`,
]);
/** A small and a large order each way: £100 / £1,500 of euros bought, €300 / €2,000 sold. */
const LINES: Record<Way, OrderFacts['lines'][]> = {
  buy: [
    [orderLine({ currencyTake: '100.00', currencyMy: '115.22' })],
    [orderLine({ currencyTake: '1500.00', currencyMy: '1728.30' })],
  ],
  sell: [[sellOrderLine()], [sellOrderLine({ currencyTake: '2000.00', currencyMy: '1699.67' })]],
};
const totalOf = (f: OrderFacts) => orderGbpTotal(f.lines, f.way);

const samples: OrderFacts[] = WAYS.flatMap((way) =>
  STATUSES.flatMap((s) =>
    PLACINGS.flatMap((placedAt) =>
      LINES[way].map((lines) => ({
        way,
        status: s === 'deleted' ? ('Pending' as const) : s,
        deleted: s === 'deleted',
        placedAt,
        lines,
        branch: DAGENHAM_BRANCH,
      })),
    ),
  ),
);

const name = (f: OrderFacts) =>
  `${f.way} ${f.deleted ? 'deleted' : f.status} placed ${f.placedAt} for £${totalOf(f)}`;
const DATE = /(Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday) \d+ \w+ at \d\d:\d\d/g;

describe('every status text of every sample order agrees with the policy', () => {
  it.each(samples.map((f) => [name(f), f] as const))('%s', (_, facts) => {
    const text = statusText(facts);
    const all = [text.headline, ...text.paragraphs].join(' ');
    const until = formatBranchTime(orderHeldUntil(facts.placedAt, facts.branch));
    // Whatever dates a text names are the one moment of the hold, never a day the branch is closed.
    for (const date of all.match(DATE) ?? []) expect(date).toBe(until);
    expect(until).not.toMatch(/^Sunday/);
    expect(until).toMatch(/at 17:30$/);

    if (facts.way === 'sell') expect(all).not.toMatch(/collect|by card|payment card/i);
    // A live Sell order's hold: the Sell customer is the one paid, so nothing of being charged.
    if (facts.way === 'sell' && text.live) expect(all).not.toMatch(/charged/i);

    if (text.live) {
      expect(facts.deleted).toBe(false);
      expect(['Pending', 'Accepted']).toContain(facts.status);
      expect(all).toContain(`Your rate is locked until ${until}.`);
      expect(all).toContain(
        facts.way === 'buy'
          ? `Collect your order by ${until}`
          : `Bring your currency to the branch by ${until}`,
      );
      expect(all).toContain(idText(facts.way, totalOf(facts)));
      expect(all.includes('proof of address')).toBe(Number(totalOf(facts)) >= 1000);
    } else {
      // What happened and what to do next; nothing of a live order.
      expect(all).not.toMatch(/locked|reserved|guarantee|Bring|Collect your order|photo ID/);
      if (facts.status === 'Completed' && !facts.deleted) {
        expect(all).toContain(facts.way === 'sell' ? 'Thank you for selling' : 'You collected your currency');
      } else {
        expect(all).toContain('Nothing was charged.');
        expect(all).toContain('You are welcome to place a new order');
      }
      if (facts.deleted) expect(text.headline).toBe('Cancelled by the branch');
      if (facts.status === 'Expired') expect(all).toContain(`held until ${until} and has expired`);
    }
  });

  it('asks for proof of address by the total the customer reads, the notes as settled (a Sell order at the edge)', () => {
    // €1,177 at 1.1767 is priced £1,000.25, but the branch buys the €1,175 in notes, for £998.56: the total every
    // screen and email shows, under the £1,000 that asks for a proof of address.
    const lines = [sellOrderLine({ currencyTake: '1177.00', currencyMy: '1000.25' })];
    expect(orderGbpTotal(lines, 'sell')).toBe('998.56');
    const text = statusText({
      way: 'sell',
      status: 'Pending',
      placedAt: PLACINGS[0]!,
      lines,
      branch: DAGENHAM_BRANCH,
    });
    expect(text.paragraphs.join(' ')).not.toContain('proof of address');
  });

  it('names each status in its way’s own words', () => {
    const headline = (way: Way, status: OrderStatus) =>
      statusText({ way, status, placedAt: PLACINGS[0]!, lines: LINES[way][0]!, branch: DAGENHAM_BRANCH })
        .headline;
    expect(headline('buy', 'Accepted')).toBe('Ready to collect');
    expect(headline('sell', 'Accepted')).toBe('Ready for your currency');
    expect(headline('buy', 'Completed')).toBe('Collected');
    expect(headline('sell', 'Completed')).toBe('Sold');
  });
});

describe('the pages before any order state the same rule', () => {
  it('purchase bullets, FAQ and Terms give the same lock and the branch’s own hours', () => {
    const hours = hoursText(DAGENHAM_BRANCH);
    for (const way of WAYS) {
      expect(purchaseBullets(way).join(' ')).toContain(`${RATE_GUARANTEE_HOURS}-hour rate guarantee`);
    }
    const faq = faqItems(DAGENHAM_BRANCH)
      .map((i) => i.answer)
      .join(' ');
    const terms = termsPolicyText(DAGENHAM_BRANCH);
    expect(faq).toContain(terms.rateLock);
    expect(faq).toContain(terms.identification);
    expect(terms.rateLock).toContain(hours);
    expect(`${faq} ${terms.rateLock}`).not.toMatch(/same day|1%/);
  });

  it('an order’s own date is the general rule applied: Thursday 13:12 is held until Friday’s closing', () => {
    expect(heldUntilText({ placedAt: '2026-11-26T13:12:00Z', branch: DAGENHAM_BRANCH })).toBe(
      'Friday 27 November at 17:30',
    );
  });

  it('the Important Notification of a Sell order has nothing to collect or pay by card', () => {
    expect(importantNotification('sell').paragraphs.join(' ')).not.toMatch(/collect|card/i);
  });
});
