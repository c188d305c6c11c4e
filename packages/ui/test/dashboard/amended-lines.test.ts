import { guaranteedPricing, priceOrderLine } from '@tm/core/money';
import { describe, expect, it } from 'vitest';
import { amendedLineText } from '../../src/dashboard/amended-lines';

describe('amendedLineText', () => {
  it('says what a Collect customer pays for the amount, as the email will', () => {
    const line = priceOrderLine(guaranteedPricing('EUR', '1.1522'), 'buy', '123');
    expect(amendedLineText(line, 'buy')).toBe(
      'The customer pays £130.00 for €149.79, at the guaranteed rate.',
    );
  });

  // An audit found the dialog saying "£257.22 for €302.67" where the order's page and the email say £254.95:
  // a Sell customer is paid for the notes the branch takes (docs/pricing.md, "Banknotes only").
  it('says what a Sell customer is paid for the notes, not the priced amount, and what is not exchanged', () => {
    const line = priceOrderLine(guaranteedPricing('EUR', '1.1767'), 'sell', '302.67');
    expect(amendedLineText(line, 'sell')).toBe(
      'At the guaranteed rate the customer gets £254.95 for €300 in notes; the branch takes notes only, so €2.67 (£2.27) is not exchanged.',
    );
  });
});
