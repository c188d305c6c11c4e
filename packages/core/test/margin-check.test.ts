import { describe, expect, it } from 'vitest';
import { customerRate, marginProblem, marginWarnings, messages } from '../src/index';

describe('margin warnings', () => {
  it('has none for the usual margins (EUR: Sell -1.1, Buy 1)', () => {
    expect(marginWarnings({ Sell: '-1.1', Buy: '1' })).toEqual([]);
  });

  it('warns when the Collect rate beats the market', () => {
    expect(marginWarnings({ Sell: '0.5', Buy: '1' })).toEqual(['collect-above-market']);
    // 1.1650 × 1.005 = 1.1708: more euros per pound than the market's 1.1650.
    expect(customerRate({ Rate: '1.1650', Sell: '0.5', Buy: '1' }, 'buy')).toBe('1.1708');
  });

  it('warns when the Sell rate pays more than the market', () => {
    expect(marginWarnings({ Sell: '-2', Buy: '-0.1' })).toEqual(['sell-below-market']);
  });

  it('warns when the spread is inverted, even with both margins on the right side of 0', () => {
    expect(marginWarnings({ Sell: '-1', Buy: '-1.5' })).toEqual(['sell-below-market', 'spread-inverted']);
    expect(marginWarnings({ Sell: '2', Buy: '1' })).toEqual(['collect-above-market', 'spread-inverted']);
  });

  it('takes zero margins and equal margins as no loss', () => {
    expect(marginWarnings({ Sell: '0', Buy: '0' })).toEqual([]);
    expect(marginWarnings({ Sell: '-1', Buy: '-1' })).toEqual(['sell-below-market']);
  });

  it('says nothing about what is not a number (the form and the server refuse it)', () => {
    expect(marginWarnings({ Sell: '', Buy: 'x' })).toEqual([]);
  });
});

describe('margins the branch can price with (marginProblem, checked by the server and the form alike)', () => {
  it.each(['-1.1', '1', '0', '-99.9999', '999.9999', ' 2.5 '])('%s is one', (margin) => {
    expect(marginProblem('Sell', margin)).toBeNull();
  });

  it.each(['-100', '1000', '1e3', '1.23456', 'abc', '', '--1'])(
    '%s is not, and the message names the margin',
    (margin) => {
      expect(marginProblem('Buy', margin)).toBe(messages.marginRange('Buy'));
    },
  );
});
