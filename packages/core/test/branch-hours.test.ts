import { describe, expect, it } from 'vitest';
import { collectionAdvice as adviceFor, DAGENHAM_BRANCH, hoursText, type Branch } from '../src/index';

/** The seeded branch: the hours the spec's Contact page gives. */
const collectionAdvice = (at: Date) => adviceFor(at, DAGENHAM_BRANCH);

describe('collection advice (issue 16.7)', () => {
  it('says nothing while the branch is open: the same-day text holds', () => {
    // Wednesday 25 November 2026, 10:00 and 17:29 in London (GMT).
    expect(collectionAdvice(new Date('2026-11-25T10:00:00Z'))).toBeNull();
    expect(collectionAdvice(new Date('2026-11-25T17:29:00Z'))).toBeNull();
    // Saturday is open.
    expect(collectionAdvice(new Date('2026-11-28T12:00:00Z'))).toBeNull();
  });

  it('names the next opening day after closing time (an order at 19:24 on a Wednesday)', () => {
    expect(collectionAdvice(new Date('2026-11-25T19:24:00Z'))).toBe(
      'Our branch is closed now: you can collect from Thursday 26 November at 9:00 (Monday to Saturday, 9:00 to 17:30).',
    );
    expect(collectionAdvice(new Date('2026-11-25T17:30:00Z'))).toMatch(/from Thursday 26 November/);
  });

  it('says today before opening, and skips Sunday', () => {
    expect(collectionAdvice(new Date('2026-11-25T07:15:00Z'))).toMatch(/collect from today at 9:00/);
    // Saturday 28 November 19:00 and all of Sunday -> Monday 30 November.
    expect(collectionAdvice(new Date('2026-11-28T19:00:00Z'))).toMatch(/from Monday 30 November/);
    expect(collectionAdvice(new Date('2026-11-29T12:00:00Z'))).toMatch(/from Monday 30 November/);
  });

  it('uses London time in summer (BST): 17:00 UTC is 18:00 in London, closed', () => {
    expect(collectionAdvice(new Date('2026-07-01T16:00:00Z'))).toBeNull();
    expect(collectionAdvice(new Date('2026-07-01T17:00:00Z'))).toMatch(/from Thursday 2 July/);
  });
});

describe('collection advice from the branch row', () => {
  // Weekdays 8:30 to 18:00, Saturday 10:00 to 14:00, Sunday closed.
  const other: Branch = {
    ...DAGENHAM_BRANCH,
    slug: 'Romford',
    name: 'Romford',
    hours: [
      ...[1, 2, 3, 4, 5].map((day) => ({ day, opens: '08:30', closes: '18:00' })),
      { day: 6, opens: '10:00', closes: '14:00' },
    ],
  };

  it('says the hours of the row, day by day', () => {
    expect(hoursText(other)).toBe('Monday to Friday, 8:30 to 18:00; Saturday, 10:00 to 14:00');
    expect(hoursText(DAGENHAM_BRANCH)).toBe('Monday to Saturday, 9:00 to 17:30');
  });

  it('opens and closes when the row says', () => {
    // Wednesday 17:45 in London: Dagenham has closed, this branch has not.
    expect(adviceFor(new Date('2026-11-25T17:45:00Z'), other)).toBeNull();
    expect(adviceFor(new Date('2026-11-25T08:40:00Z'), other)).toBeNull();
    // Saturday 15:00: closed after 14:00, Sunday closed, so Monday at its own opening time.
    expect(adviceFor(new Date('2026-11-28T15:00:00Z'), other)).toBe(
      'Our branch is closed now: you can collect from Monday 30 November at 8:30 (Monday to Friday, 8:30 to 18:00; Saturday, 10:00 to 14:00).',
    );
    // Friday 19:00: Saturday opens at 10:00.
    expect(adviceFor(new Date('2026-11-27T19:00:00Z'), other)).toMatch(/from Saturday 28 November at 10:00/);
  });
});
