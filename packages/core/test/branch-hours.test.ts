import { describe, expect, it } from 'vitest';
import { collectionAdvice } from '../src/index';

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
