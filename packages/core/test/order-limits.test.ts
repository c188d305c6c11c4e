import { describe, expect, it } from 'vitest';
import { EUR_LINE, sellOrderLine } from '../fixtures';
import { cartGbpTotal, orderLimitProblem } from '../src/index';

const limits = { minGbp: '0.00', maxGbp: '5000.00' };

describe('order limits', () => {
  it('allows the maximum, refuses a penny above it and names the limit', () => {
    expect(orderLimitProblem('5000.00', limits)).toBeNull();
    expect(orderLimitProblem('5000.01', limits)).toBe('Orders can be up to £5,000.00');
  });

  it('has no minimum at 0, and names one when set', () => {
    expect(orderLimitProblem('0.01', limits)).toBeNull();
    expect(orderLimitProblem('19.99', { ...limits, minGbp: '20.00' })).toBe('Orders must be at least £20.00');
    expect(orderLimitProblem('20.00', { ...limits, minGbp: '20.00' })).toBeNull();
  });

  it('totals the GBP side of every line, whichever way it goes', () => {
    const sell = sellOrderLine();
    expect(cartGbpTotal([EUR_LINE, EUR_LINE])).toBe('200.00');
    expect(cartGbpTotal([sell])).toBe('254.95');
    expect(cartGbpTotal([])).toBe('0.00');
  });
});
