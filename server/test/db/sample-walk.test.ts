import { describe, expect, it } from 'vitest';
import { sampleWalk } from '../../src/db/sample-history';

const CASES: [string, string][] = [
  ['EUR', '1.165000'],
  ['JPY', '190.5'],
  ['KWD', '0.382000'],
  ['IDR', '20450.123456'],
];

describe('sampleWalk (the sample rate history, in integer fixed point)', () => {
  it.each(CASES)('%s from %s: today first, 6 places, within 4%%, steps of at most 0.35%%', (code, rate) => {
    const walk = sampleWalk(code, rate, 181);
    expect(walk).toHaveLength(181);
    expect(Number(walk[0])).toBe(Number(rate));
    const today = Number(rate);
    for (const [i, point] of walk.entries()) {
      expect(point).toMatch(/^\d+\.\d{6}$/);
      // A 6-dp point may sit half a millionth past the exact 4% bound.
      expect(Math.abs(Number(point) / today - 1)).toBeLessThanOrEqual(0.04 + 1e-6 / today);
      if (i > 0) {
        const step = Number(point) / Number(walk[i - 1]) - 1;
        expect(Math.abs(step)).toBeLessThanOrEqual(0.0035 + 2e-6 / Number(walk[i - 1]));
      }
    }
    // Not a flat line: the chart has something to show.
    expect(new Set(walk).size).toBeGreaterThan(100);
  });

  it('walks the same way every time for a code, and another way for another code', () => {
    expect(sampleWalk('EUR', '1.165000', 50)).toEqual(sampleWalk('EUR', '1.165000', 50));
    expect(sampleWalk('USD', '1.165000', 50)).not.toEqual(sampleWalk('EUR', '1.165000', 50));
  });

  it('refuses a rate that is not a plain decimal', () => {
    expect(() => sampleWalk('EUR', '1e-3', 5)).toThrow(RangeError);
  });
});
