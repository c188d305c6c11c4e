import { describe, expect, it } from 'vitest';
import { DAGENHAM_BRANCH, openingOn } from '../src/branches';
import { formatBranchTime } from '../src/dates';
import { LONGEST_ORDER_HOLD_HOURS } from '../src/device-orders';
import {
  expiryCutoff,
  holdStart,
  holdTooLong,
  isClosingTime,
  orderHeldUntil,
  promisedHoldEnd,
  shutAt,
} from '../src/order-policy';
import type { Branch } from '../src/schemas/branch';
import { londonClock } from '../fixtures';

const HOUR = 3_600_000;
/** A branch with a short Saturday and a closed Sunday and Wednesday, to catch any assumption of one shape. */
const ODD: Branch = {
  ...DAGENHAM_BRANCH,
  hours: [
    { day: 1, opens: '09:00', closes: '17:30' },
    { day: 2, opens: '09:00', closes: '17:30' },
    { day: 4, opens: '10:00', closes: '19:00' },
    { day: 5, opens: '09:00', closes: '17:30' },
    { day: 6, opens: '10:00', closes: '14:00' },
  ],
};

const held = (at: string, branch: Branch = DAGENHAM_BRANCH) => formatBranchTime(orderHeldUntil(at, branch));

const londonWeekday = (d: Date) =>
  ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'].indexOf(
    new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/London', weekday: 'short' }).format(d),
  ) + 1;

describe('orderHeldUntil: the hold and the rate lock, one moment (issue 31.2)', () => {
  it.each([
    ['Thursday 13:12 (the issue): Friday closing', '2026-11-26T13:12:00Z', 'Friday 27 November at 17:30'],
    [
      'Friday 17:29: Saturday closing, just over 24 hours',
      '2026-11-27T17:29:00Z',
      'Saturday 28 November at 17:30',
    ],
    [
      'Friday 18:00: Saturday closes too soon, Sunday is closed',
      '2026-11-27T18:00:00Z',
      'Monday 30 November at 17:30',
    ],
    ['Saturday 10:00: never Sunday', '2026-11-28T10:00:00Z', 'Monday 30 November at 17:30'],
    ['Sunday noon', '2026-11-29T12:00:00Z', 'Monday 30 November at 17:30'],
    ['Monday before opening', '2026-11-30T07:00:00Z', 'Tuesday 1 December at 17:30'],
    ['the Saturday before the clocks go back', '2026-10-24T09:00:00Z', 'Monday 26 October at 17:30'],
    ['summer time', '2026-07-01T08:00:00Z', 'Thursday 2 July at 17:30'],
  ])('%s', (_, at, until) => {
    expect(held(at)).toBe(until);
  });

  it('is always a closing time of an opening day, at least 24 hours after placing, and the first such', () => {
    for (const branch of [DAGENHAM_BRANCH, ODD]) {
      // Every 83 minutes for five weeks across the October clock change.
      for (
        let t = Date.parse('2026-10-05T00:00:00Z');
        t < Date.parse('2026-11-09T00:00:00Z');
        t += 83 * 60_000
      ) {
        const until = orderHeldUntil(new Date(t), branch);
        const opening = openingOn(branch, londonWeekday(until));
        expect(opening, new Date(t).toISOString()).toBeDefined();
        expect(londonClock(until)).toBe(opening!.closes);
        expect(until.getTime() - t).toBeGreaterThanOrEqual(24 * HOUR);
        // The first such: the closing before it came less than 24 hours after placing.
        const previousClosing = expiryCutoff(new Date(until.getTime() - 1), branch).getTime() + 24 * HOUR;
        expect(previousClosing).toBeLessThan(t + 24 * HOUR);
      }
    }
  }, 30_000);

  it('never holds longer than devices keep an open order (LONGEST_ORDER_HOLD_HOURS), even open one day a week', () => {
    const sundaysOnly = { ...DAGENHAM_BRANCH, hours: [{ day: 7, opens: '10:00', closes: '11:00' }] };
    for (const branch of [DAGENHAM_BRANCH, ODD, sundaysOnly, { ...DAGENHAM_BRANCH, hours: [] }]) {
      for (const at of ['2026-11-22T10:59:00Z', '2026-11-22T11:00:00Z', '2026-11-23T12:00:00Z']) {
        const held = orderHeldUntil(at, branch).getTime() - Date.parse(at);
        expect(held).toBeLessThanOrEqual(LONGEST_ORDER_HOLD_HOURS * HOUR);
      }
    }
  });

  it('a branch with no hours holds for exactly 24 hours', () => {
    const closed = { ...DAGENHAM_BRANCH, hours: [] };
    expect(orderHeldUntil('2026-11-26T13:12:00Z', closed).toISOString()).toBe('2026-11-27T13:12:00.000Z');
  });
});

describe('expiryCutoff: the expiry job expires exactly the orders past orderHeldUntil', () => {
  it('agrees with orderHeldUntil for every placing and every moment', () => {
    for (const branch of [DAGENHAM_BRANCH, ODD, { ...DAGENHAM_BRANCH, hours: [] }]) {
      const start = Date.parse('2026-10-19T00:00:00Z');
      for (let now = start + 24 * HOUR; now < start + 14 * 24 * HOUR; now += 173 * 60_000) {
        const cutoff = expiryCutoff(new Date(now), branch).getTime();
        for (let placed = now - 9 * 24 * HOUR; placed < now; placed += 317 * 60_000) {
          const due = orderHeldUntil(new Date(placed), branch).getTime() <= now;
          expect(
            placed <= cutoff,
            `${new Date(placed).toISOString()} at ${new Date(now).toISOString()}`,
          ).toBe(due);
        }
      }
    }
  }, 30_000);
});

describe('holdStart: the moment the hold runs from', () => {
  it('is when the order was last priced, which a cashier’s amend at today’s rate moves', () => {
    expect(holdStart({ time: '2026-11-02T10:30:00.000Z', pricedAt: '2026-11-03T17:31:00.000Z' })).toBe(
      '2026-11-03T17:31:00.000Z',
    );
  });

  it('is when it was placed for an order a device kept from before orders carried pricedAt', () => {
    expect(holdStart({ time: '2026-11-02T10:30:00.000Z' })).toBe('2026-11-02T10:30:00.000Z');
  });
});

describe('promisedHoldEnd: the hold an order was promised, whatever the hours say since', () => {
  const placed = '2026-11-02T10:30:00.000Z';
  // Since the order was placed, the branch closed on Tuesday 3 November.
  const closedTuesday: Branch = { ...DAGENHAM_BRANCH, closedDays: ['2026-11-03'] };

  it('is the stored end the order was told when priced, not one worked out from the hours as they are now', () => {
    const promised = orderHeldUntil(placed, DAGENHAM_BRANCH);
    expect(formatBranchTime(promised)).toBe('Tuesday 3 November at 17:30');
    expect(formatBranchTime(orderHeldUntil(placed, closedTuesday))).toBe('Wednesday 4 November at 17:30');
    expect(promisedHoldEnd({ pricedAt: placed, heldUntil: promised.toISOString() }, closedTuesday)).toEqual(
      promised,
    );
  });

  it('is worked out from its priced time for an order priced before the promise was stored', () => {
    expect(promisedHoldEnd({ pricedAt: placed, heldUntil: null }, closedTuesday)).toEqual(
      orderHeldUntil(placed, closedTuesday),
    );
  });
});

describe('holdTooLong: no rate is held for more than MAX_HOLD_DAYS', () => {
  const priced = new Date('2026-11-02T10:30:00.000Z');
  const after = (hours: number) => new Date(priced.getTime() + hours * 60 * 60 * 1000);

  it('allows a hold of exactly seven days, and refuses a minute more', () => {
    expect(holdTooLong(priced, after(7 * 24))).toBe(false);
    expect(holdTooLong(priced, new Date(after(7 * 24).getTime() + 60_000))).toBe(true);
  });

  it('is false for the usual next-day hold, true for one pushed past three weeks of closed days', () => {
    expect(holdTooLong(priced, orderHeldUntil(priced, DAGENHAM_BRANCH))).toBe(false);
    const closure = Array.from({ length: 21 }, (_, i) => `2026-11-${String(3 + i).padStart(2, '0')}`);
    const shut: Branch = { ...DAGENHAM_BRANCH, closedDays: closure };
    expect(holdTooLong(priced, orderHeldUntil(priced, shut))).toBe(true);
  });
});

describe('shutAt and isClosingTime: a promised hold against the hours as they are now', () => {
  const placed = '2026-11-02T10:30:00.000Z';
  const promised = orderHeldUntil(placed, DAGENHAM_BRANCH);
  const closedTuesday: Branch = { ...DAGENHAM_BRANCH, closedDays: ['2026-11-03'] };
  const shortTuesday: Branch = {
    ...DAGENHAM_BRANCH,
    hours: DAGENHAM_BRANCH.hours.map((h) => (h.day === 2 ? { ...h, closes: '16:00' } : h)),
  };

  it('a hold promised under the hours still in force ends at closing time, while the branch is open', () => {
    expect(shutAt(promised, DAGENHAM_BRANCH)).toBe(false);
    expect(isClosingTime(promised, DAGENHAM_BRANCH)).toBe(true);
  });

  it('the branch is shut then once it closes that day, or closes earlier', () => {
    expect(shutAt(promised, closedTuesday)).toBe(true);
    expect(shutAt(promised, shortTuesday)).toBe(true);
    expect(isClosingTime(promised, shortTuesday)).toBe(false);
    expect(shutAt(new Date('2026-11-03T15:00:00Z'), shortTuesday)).toBe(false);
  });
});
