import { describe, expect, it } from 'vitest';
import { rateHistoryQuerySchema } from '../src/schemas';
import { rateRange, rateTrend } from '../src/rate-history';

describe('rateTrend (the 7-day mark on each rates row)', () => {
  it('is up when the pound buys more, down when less, flat within 0.1% or with nothing to compare', () => {
    expect(rateTrend('1.1650', '1.1700')).toBe('up');
    expect(rateTrend('1.1650', '1.1600')).toBe('down');
    // 0.0999% and 0.1%: the line is exact, not a float's.
    expect(rateTrend('100.000000', '100.099900')).toBe('flat');
    expect(rateTrend('100', '100.1')).toBe('up');
    expect(rateTrend(null, '1.1650')).toBe('flat');
    expect(rateTrend('0', '1.1650')).toBe('flat');
  });
});

describe('rateRange (the period high and low)', () => {
  it('compares decimal strings exactly and answers them as given', () => {
    expect(rateRange(['1.1522', '1.1523', '1.1401', '1.15'])).toEqual({ high: '1.1523', low: '1.1401' });
    expect(rateRange([])).toBeNull();
  });
});

describe('rateHistoryQuerySchema', () => {
  it('takes 7, 30 or 90 days, 30 when left out, and refuses anything else', () => {
    expect(rateHistoryQuerySchema.parse({ days: '7' })).toEqual({ days: 7 });
    expect(rateHistoryQuerySchema.parse({})).toEqual({ days: 30 });
    for (const days of ['14', '7.0', '', 'abc'])
      expect(rateHistoryQuerySchema.safeParse({ days }).success).toBe(false);
  });
});
