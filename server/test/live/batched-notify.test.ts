import { describe, expect, it } from 'vitest';
import { batchedNotify } from '../../src/live/pg-channel';

/** A send that records each statement's payloads and finishes when `release` is called. */
function heldSend() {
  const statements: string[][] = [];
  const releases: (() => void)[] = [];
  const send = (payloads: string[]) =>
    new Promise<void>((resolve) => {
      statements.push(payloads);
      releases.push(resolve);
    });
  const releaseNext = () => releases.shift()?.();
  return { statements, send, releaseNext };
}

/** Lets the batcher's next turn (setImmediate) and the promises after it run. */
const turn = () => new Promise<void>((resolve) => setImmediate(resolve));

describe('NOTIFY in batches (one statement per turn, not per order)', () => {
  it('payloads sent in the same turn go in one statement, in the order they were sent', async () => {
    const { statements, send, releaseNext } = heldSend();
    const notify = batchedNotify(send);
    const sent = Array.from({ length: 100 }, (_, i) => notify(`order-${i}`));
    await turn();
    expect(statements).toEqual([Array.from({ length: 100 }, (_, i) => `order-${i}`)]);
    releaseNext();
    await Promise.all(sent);
  });

  it('payloads sent while a statement runs all wait for the next one, and each sender for its own batch', async () => {
    const { statements, send, releaseNext } = heldSend();
    const notify = batchedNotify(send);
    let firstDone = false;
    const first = notify('a').then(() => (firstDone = true));
    await turn();
    let laterDone = false;
    const later = Promise.all([notify('b'), notify('c')]).then(() => (laterDone = true));
    await turn();
    expect(statements).toEqual([['a']]);
    releaseNext();
    await first;
    await turn();
    expect([firstDone, laterDone]).toEqual([true, false]);
    expect(statements).toEqual([['a'], ['b', 'c']]);
    releaseNext();
    await later;
  });

  it('a failed statement fails its own senders only; the next batch is still sent', async () => {
    let calls = 0;
    const notify = batchedNotify(async () => {
      calls += 1;
      if (calls === 1) throw new Error('connection lost');
    });
    const failed = notify('x');
    await expect(failed).rejects.toThrow('connection lost');
    await expect(notify('y')).resolves.toBeUndefined();
    expect(calls).toBe(2);
  });

  it('more than 500 waiting payloads are split over several statements', async () => {
    const sizes: number[] = [];
    const notify = batchedNotify(async (payloads) => void sizes.push(payloads.length));
    await Promise.all(Array.from({ length: 1200 }, (_, i) => notify(String(i))));
    expect(sizes).toEqual([500, 500, 200]);
  });
});
