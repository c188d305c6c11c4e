import { describe, expect, it } from 'vitest';
import { rateAge } from '../../src/offline-ui/rate-age';

const at = (iso: string) => new Date(iso);

describe('rateAge', () => {
  const fetched = '2026-01-01T10:00:00.000Z';
  it.each([
    ['2026-01-01T10:00:30.000Z', 'just now'],
    ['2026-01-01T10:01:00.000Z', '1 minute ago'],
    ['2026-01-01T10:12:59.000Z', '12 minutes ago'],
    ['2026-01-01T11:00:00.000Z', '1 hour ago'],
    ['2026-01-01T13:59:00.000Z', '3 hours ago'],
    ['2026-01-03T10:00:00.000Z', '2 days ago'],
  ])('at %s says %s', (now, words) => {
    expect(rateAge(fetched, at(now))).toBe(words);
  });
  it('never claims a bad date is fresh', () => {
    expect(rateAge('not a date', at(fetched))).toBe('an unknown time ago');
  });
});
