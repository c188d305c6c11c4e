import { describe, expect, it } from 'vitest';
import { collectionAdvice } from '../src/branch-hours';
import { closedDaysText, DAGENHAM_BRANCH, londonDay, openingText } from '../src/branches';
import { expiryCutoff, orderHeldUntil } from '../src/order-policy';
import { branchSettingsSchema } from '../src/schemas/branch';
import type { Branch } from '../src/schemas/branch';

/** Dagenham with Christmas and Boxing Day 2026 (Friday, Saturday) and New Year's Day 2027 (Friday) closed. */
const CHRISTMAS: Branch = { ...DAGENHAM_BRANCH, closedDays: ['2026-12-25', '2026-12-26', '2027-01-01'] };

describe('closed days in the hold policy (issue 30)', () => {
  it('never holds an order until a closed day: placed Thursday 24 December, held until Monday 28th', () => {
    // Without the closed days: Friday 25th 17:30.
    expect(orderHeldUntil('2026-12-24T10:00:00Z', DAGENHAM_BRANCH).toISOString()).toBe(
      '2026-12-25T17:30:00.000Z',
    );
    expect(orderHeldUntil('2026-12-24T10:00:00Z', CHRISTMAS).toISOString()).toBe('2026-12-28T17:30:00.000Z');
  });

  it('a branch closed every day of a long closure still gets a hold after it', () => {
    const days = Array.from({ length: 40 }, (_, i) => londonDay(Date.UTC(2026, 6, 1 + i, 12)));
    const shut: Branch = { ...DAGENHAM_BRANCH, closedDays: days };
    // 1 July to 9 August closed: Monday 10 August is the first opening day.
    expect(orderHeldUntil('2026-06-30T10:00:00Z', shut).toISOString()).toBe('2026-08-10T16:30:00.000Z');
  });

  it('the expiry cutoff skips the closed days too, agreeing with orderHeldUntil', () => {
    // On Sunday 27 December the last closing was Thursday 24th's: only orders placed by Wednesday 23rd 17:30 are past.
    const cutoff = expiryCutoff(new Date('2026-12-27T12:00:00Z'), CHRISTMAS);
    expect(cutoff.toISOString()).toBe('2026-12-23T17:30:00.000Z');
    for (const placed of ['2026-12-23T17:30:00Z', '2026-12-23T17:31:00Z', '2026-12-24T09:00:00Z']) {
      const past = orderHeldUntil(placed, CHRISTMAS).getTime() <= Date.parse('2026-12-27T12:00:00Z');
      expect(past).toBe(Date.parse(placed) <= cutoff.getTime());
    }
  });

  it('"you can collect from" names the day after the closure', () => {
    expect(collectionAdvice(new Date('2026-12-24T18:00:00Z'), CHRISTMAS)).toBe(
      'Our branch is closed now: you can collect from Monday 28 December at 9:00 (Monday to Saturday, 9:00 to 17:30).',
    );
  });

  it('pages and emails say the coming closed days, from London’s date', () => {
    expect(openingText(CHRISTMAS, new Date('2026-12-24T23:30:00Z'))).toBe(
      'Monday to Saturday, 9:00 to 17:30. Closed on Friday 25 December, Saturday 26 December and Friday 1 January',
    );
    expect(closedDaysText(CHRISTMAS, '2026-12-27')).toBe('Closed on Friday 1 January');
    expect(openingText(CHRISTMAS, new Date('2027-01-02T00:00:00Z'))).toBe(
      'Monday to Saturday, 9:00 to 17:30',
    );
    // 23:30 UTC on 30 June is already 1 July in London.
    expect(londonDay(new Date('2026-06-30T23:30:00Z'))).toBe('2026-07-01');
  });
});

describe('branchSettingsSchema (issue 30)', () => {
  const valid = {
    name: 'Dagenham',
    addressLines: ['148 Heathway', 'Dagenham', 'RM10 8QT'],
    phone: '020 7946 0000',
    hours: DAGENHAM_BRANCH.hours,
    closedDays: ['2026-12-25'],
  };
  it('takes the seeded branch with a closed day', () => {
    expect(branchSettingsSchema.parse(valid)).toEqual(valid);
  });
  it.each([
    ['phone', { phone: '+44 20 7946 00' }],
    ['addressLines', { addressLines: ['148 Heathway'] }],
    ['addressLines', { addressLines: ['148 Heathway', 'Dagenham'] }],
    ['closedDays', { closedDays: ['25/12/2026'] }],
    ['closedDays', { closedDays: ['2026-13-45'] }],
    [
      'closedDays',
      { closedDays: Array.from({ length: 61 }, (_, i) => londonDay(Date.UTC(2027, 0, 1 + i, 12))) },
    ],
    ['hours', { hours: [{ day: 8, opens: '09:00', closes: '17:00' }] }],
  ])('refuses a bad %s', (field, change) => {
    const result = branchSettingsSchema.safeParse({ ...valid, ...change });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.path[0])).toContain(field);
  });
});
