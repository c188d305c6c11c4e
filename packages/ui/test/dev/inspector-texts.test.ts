import { describe, expect, it } from 'vitest';
import { CUSTOMER } from '@tm/core/fixtures';
import type { OutboxEntry } from '@tm/offline';
import { dropConsequence, nextTry, relativeTime } from '../../src/dev/inspector-texts';

const NOW = new Date('2026-11-26T10:00:00.000Z');
const at = (s: number) => new Date(NOW.getTime() + s * 1000).toISOString();
const entry = (over: Partial<OutboxEntry>): OutboxEntry => ({
  key: 'k',
  body: {
    ...CUSTOMER,
    status: 'buy',
    Orders: [
      {
        currencyTake: '100',
        currencyTakecurrent: 'GBP',
        currencyMycurrent: 'EUR',
        currencyMy: '116',
        Rate: '1.16',
      },
    ],
  },
  createdAt: at(-60),
  attempts: 2,
  nextAttemptAt: at(14),
  lastError: 'Busy',
  state: 'queued',
  claimedAt: null,
  claimedBy: null,
  orderId: null,
  ...over,
});

describe('sync inspector texts', () => {
  it('says times relative to now', () => {
    expect(relativeTime(at(4), NOW)).toBe('in 4 s');
    expect(relativeTime(at(-150), NOW)).toBe('2 min ago');
    expect(relativeTime(at(0.5), NOW)).toBe('now');
  });

  it('names what decides the next try: back-off, the server, or nothing', () => {
    expect(nextTry(entry({}), NOW)).toBe('in 14 s (back-off; sooner on reconnect or Retry now)');
    expect(nextTry(entry({ notBefore: at(8) }), NOW)).toBe(
      "in 14 s; nothing before in 8 s (the server's Retry-After)",
    );
    expect(nextTry(entry({ nextAttemptAt: at(-1) }), NOW)).toBe('Due: on the next drain');
    expect(nextTry(entry({ state: 'failed' }), NOW)).toMatch(/^Never as it is/);
  });

  it('says what dropping loses, and refuses a row being sent', () => {
    expect(dropConsequence(entry({}))).toContain('has not reached the branch');
    expect(dropConsequence(entry({}))).toContain('£100.00 for EUR');
    expect(dropConsequence(entry({ state: 'failed', lastError: 'Name too long' }))).toContain(
      '"Name too long"',
    );
    expect(dropConsequence(entry({ state: 'delivered', orderId: '12345678' }))).toContain('as 12345678');
    expect(dropConsequence(entry({ state: 'sending' }))).toBeNull();
  });
});
