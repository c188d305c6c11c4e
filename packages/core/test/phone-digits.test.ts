import { describe, expect, it } from 'vitest';
import { ukPhoneDigits } from '../src/phone-digits';

describe('ukPhoneDigits', () => {
  it('reads a whole number the UK way, however it was written', () => {
    for (const phone of [
      '07911 123456',
      '+44 7911 123456',
      '0044 7911 123456',
      '+44 (0)7911 123456',
      '447911123456',
    ])
      expect(ukPhoneDigits(phone), phone).toBe('07911123456');
    expect(ukPhoneDigits('+44 20 7946 0000')).toBe('02079460000');
  });

  it('leaves a few digits, and other countries, as they are', () => {
    expect(ukPhoneDigits('447')).toBe('447');
    expect(ukPhoneDigits('+33 1 23 45 67 89')).toBe('33123456789');
  });
});
