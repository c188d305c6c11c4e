import { describe, expect, it } from 'vitest';
import {
  DEFAULT_RATES_MAX_AGE_HOURS,
  listStanding,
  rateAgeLine,
  rateTooOldText,
  rateStanding,
} from '../src/rate-age';

const NOW = Date.parse('2026-11-26T12:00:00Z');
const hoursAgo = (h: number) => new Date(NOW - h * 3_600_000).toISOString();
const real = (h: number) => ({ updatedAt: hoursAgo(h), sample: false });

describe('rateStanding (issue 31.8)', () => {
  it('a rate set within a day is fresh; at 24 hours it still is, a minute later it is old', () => {
    expect(rateStanding(real(1), NOW, 48)).toBe('fresh');
    expect(rateStanding(real(24), NOW, 48)).toBe('fresh');
    expect(rateStanding(real(24 + 1 / 60), NOW, 48)).toBe('old');
  });

  it('older than the maximum age is too old to trade; exactly the maximum is not', () => {
    expect(rateStanding(real(48), NOW, 48)).toBe('old');
    expect(rateStanding(real(48.01), NOW, 48)).toBe('too-old');
    expect(rateStanding(real(3), NOW, 2)).toBe('too-old');
  });

  it('with the maximum not known yet it is never too old, only old', () => {
    expect(rateStanding(real(24 * 30), NOW, null)).toBe('old');
  });

  it('a sample rate is a sample whatever its age', () => {
    expect(rateStanding({ updatedAt: hoursAgo(24 * 25), sample: true }, NOW, 48)).toBe('sample');
    expect(rateStanding({ updatedAt: hoursAgo(0), sample: true }, NOW, 48)).toBe('sample');
  });

  it('a rate with no readable date is not traded on', () => {
    expect(rateStanding({ updatedAt: 'yesterday', sample: false }, NOW, 48)).toBe('too-old');
  });

  it('the default maximum is 48 hours (Saturday morning to Monday morning)', () => {
    expect(DEFAULT_RATES_MAX_AGE_HOURS).toBe(48);
  });
});

describe('listStanding', () => {
  it('a page of rates is sample when any rate on it is', () => {
    expect(listStanding([real(1), { updatedAt: hoursAgo(2), sample: true }], NOW, 48)?.standing).toBe(
      'sample',
    );
  });

  it('else it is the newest rate, with its date', () => {
    const out = listStanding([real(30), real(26)], NOW, 48);
    expect(out).toEqual({ standing: 'old', changedAt: hoursAgo(26) });
  });

  it('no rates, nothing to say', () => {
    expect(listStanding([], NOW, 48)).toBeNull();
  });
});

describe('rate-age texts', () => {
  it('fresh says updated, old says last updated, sample says not for trading', () => {
    expect(rateAgeLine('fresh', '26 Nov 2026, 09:00')).toBe('Rates updated 26 Nov 2026, 09:00');
    expect(rateAgeLine('old', '1 Nov 2026, 00:00')).toBe('Rates last updated 1 Nov 2026, 00:00');
    expect(rateAgeLine('too-old', '1 Nov 2026, 00:00')).toBe('Rates last updated 1 Nov 2026, 00:00');
    expect(rateAgeLine('sample', 'ignored')).toBe('Sample rates — not for trading');
  });

  it('the refusal names the currency, the date, the limit and what to do', () => {
    const text = rateTooOldText('EUR', 'Sunday 1 November at 00:00', 48);
    expect(text).toContain('EUR');
    expect(text).toContain('Sunday 1 November at 00:00');
    expect(text).toContain('48 hours');
    expect(text).toMatch(/try again later or call the branch/);
  });
});
