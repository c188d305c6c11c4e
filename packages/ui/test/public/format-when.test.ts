import { describe, expect, it } from 'vitest';
import { formatWhen } from '../../src/components/format-when';

const intl = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

describe('formatWhen', () => {
  it('writes "22 Nov 2026, 09:15"', () => {
    expect(formatWhen(new Date(2026, 10, 22, 9, 15))).toBe('22 Nov 2026, 09:15');
    expect(formatWhen(new Date(2026, 8, 1, 0, 0))).toBe('1 Sept 2026, 00:00');
  });

  it('gives the text Intl gives, for every month and hour', () => {
    for (let month = 0; month < 12; month++) {
      for (let hour = 0; hour < 24; hour += 5) {
        const when = new Date(2025 + (month % 3), month, 1 + month * 2, hour, (month * 7) % 60);
        expect(formatWhen(when)).toBe(intl.format(when));
      }
    }
  });
});
