import { describe, expect, it } from 'vitest';
import { backoffDelay } from '../src/backoff';

describe('backoffDelay', () => {
  it('doubles from the base per failure up to the cap, without jitter exactly', () => {
    const policy = { baseMs: 1000, capMs: 5000 };
    expect([0, 1, 2, 3, 4, 10].map((n) => backoffDelay(n, policy))).toEqual([
      1000, 1000, 2000, 4000, 5000, 5000,
    ]);
  });

  it('spreads the delay between the jitter bounds with the given random source', () => {
    const policy = { baseMs: 5000, capMs: 300_000, jitter: { min: 0.5, max: 1 } };
    expect(backoffDelay(2, policy, () => 0)).toBe(5000);
    expect(backoffDelay(2, policy, () => 0.5)).toBe(7500);
    expect(backoffDelay(2, policy, () => 0.999_999)).toBe(10_000);
    const symmetric = { baseMs: 1000, capMs: 60_000, jitter: { min: 0.8, max: 1.2 } };
    expect(backoffDelay(1, symmetric, () => 0)).toBe(800);
    expect(backoffDelay(1, symmetric, () => 0.5)).toBe(1000);
    expect(backoffDelay(20, symmetric, () => 0.75)).toBe(66_000);
  });

  it('refuses a jittered policy without a random source rather than guessing one', () => {
    expect(() => backoffDelay(1, { baseMs: 1, capMs: 2, jitter: { min: 0.5, max: 1 } })).toThrow(/random/);
  });
});
