import { describe, expect, it } from 'vitest';
import { checkButtonText, rateCheckReducer, uncheckedRate } from '../../src/dashboard/rate-check';

const t = { check: 'Check', checking: 'Checking', checked: 'Checked' };

describe('rate check state machine', () => {
  it('goes unchecked -> checking -> checked', () => {
    let s = rateCheckReducer(uncheckedRate, { type: 'start', code: 'CHF' });
    expect(checkButtonText(s, t)).toBe('Checking');
    s = rateCheckReducer(s, { type: 'found', code: 'CHF', rate: '1.1200' });
    expect(s).toEqual({ status: 'checked', code: 'CHF', rate: '1.1200' });
    expect(checkButtonText(s, t)).toBe('Checked');
  });

  it('fails when no rate comes back', () => {
    const s = rateCheckReducer(rateCheckReducer(uncheckedRate, { type: 'start', code: 'XYZ' }), {
      type: 'notFound',
      code: 'XYZ',
    });
    expect(s.status).toBe('failed');
    expect(checkButtonText(s, t)).toBe('Check');
  });

  it('editing the code un-checks it, and a late answer for the old code is ignored', () => {
    let s = rateCheckReducer(uncheckedRate, { type: 'start', code: 'CHF' });
    s = rateCheckReducer(s, { type: 'codeEdited' });
    s = rateCheckReducer(s, { type: 'found', code: 'CHF', rate: '1.12' });
    expect(s).toEqual(uncheckedRate);
    s = rateCheckReducer(rateCheckReducer(uncheckedRate, { type: 'start', code: 'SEK' }), {
      type: 'found',
      code: 'CHF',
      rate: '1',
    });
    expect(s).toEqual({ status: 'checking', code: 'SEK' });
  });
});
