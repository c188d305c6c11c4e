import { describe, expect, it } from 'vitest';
import { formatMoney } from '../src/money';

describe('currency symbols', () => {
  it('prints the pound and the euro as Intl does in en-GB (their symbols are known without asking it)', () => {
    for (const code of ['GBP', 'EUR']) {
      const symbol = new Intl.NumberFormat('en-GB', { style: 'currency', currency: code })
        .formatToParts(0)
        .find((p) => p.type === 'currency')?.value;
      expect(formatMoney('1234.5', code)).toBe(`${symbol}1,234.50`);
    }
  });
});
