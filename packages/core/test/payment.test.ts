import { describe, expect, it } from 'vitest';
import { paymentText } from '../src/order-texts';
import { PAY_IN_BRANCH, PAYMENT_MARKS } from '../src/payment';

describe('how a Collect customer pays (docs/customer-policy.md, "Paying")', () => {
  it('the ordering pages say it from the one policy text', () => {
    expect(paymentText('buy')).toContain(`Pay in the branch when you collect, ${PAY_IN_BRANCH}.`);
  });

  it('Home shows only ways the policy allows: cash or a debit card in hand, no wallet without the name', () => {
    for (const mark of PAYMENT_MARKS) expect(mark === 'Cash' || /Debit|Maestro/.test(mark), mark).toBe(true);
    expect(PAYMENT_MARKS).toContain('Cash');
  });
});
