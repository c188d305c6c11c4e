import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { groupDigits } from '../src/digit-groups';

describe('groupDigits', () => {
  it('puts a comma between groups of three, as en-GB writes whole numbers', () => {
    expect(groupDigits('0')).toBe('0');
    expect(groupDigits('999')).toBe('999');
    expect(groupDigits('1000')).toBe('1,000');
    expect(groupDigits('81579')).toBe('81,579');
    expect(groupDigits('1234567')).toBe('1,234,567');
  });

  // Intl is the reference the function stands in for (it is not used at run time: see digit-groups.ts).
  it('writes any whole number as Intl.NumberFormat en-GB does', () => {
    const intl = new Intl.NumberFormat('en-GB');
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 10n ** 18n }), (n) => {
        expect(groupDigits(n.toString())).toBe(intl.format(n));
      }),
    );
  });
});
