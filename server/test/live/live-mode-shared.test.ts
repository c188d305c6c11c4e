import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { currencies } from '../../src/db/schema';
import { createDbRateWatch } from '../../src/rates/db-rate-watch';
import { createLiveMode, type LiveMode } from '../../src/rates/live-mode';
import { RateLookupError, type RateProvider } from '../../src/rates/provider';
import { authDeps, twoInstancesForFile } from '../auth/support';

/**
 * Live mode as one setting with one refresher for any number of instances (issue 20). Two instances over one
 * database, each with its own pool on PostgreSQL (as two server processes), a rate service that counts calls,
 * and a clock the test moves.
 */
const ctx = twoInstancesForFile(4);
let now = new Date('2026-11-25T09:00:00.000Z');
const INTERVAL = 60;
let calls = 0;
const rates: RateProvider = {
  name: 'counting',
  async lookup(code) {
    calls++;
    if (code === 'EUR') return '1.1700';
    throw new RateLookupError(code, 'unknown-currency');
  },
};
let a: LiveMode;
let b: LiveMode;
let liveCodes = 0;

beforeAll(async () => {
  [a, b] = [ctx.first, ctx.second].map((database) =>
    createLiveMode(
      authDeps(database, {}, { rates, clock: () => now, rateWatch: createDbRateWatch(database.db) }),
      INTERVAL,
    ),
  ) as [LiveMode, LiveMode];
  // A few currencies keep the rounds short; the rest are switched off the list.
  const all = await ctx.first.db.select({ code: currencies.code }).from(currencies);
  for (const { code } of all.slice(3)) {
    await ctx.first.db.update(currencies).set({ deletedAt: now }).where(eq(currencies.code, code));
  }
  liveCodes = Math.min(3, all.length);
});
afterAll(async () => {
  await a?.stop();
  await b?.stop();
});

const later = (seconds: number) => (now = new Date(now.getTime() + seconds * 1000));

describe('live mode across instances', () => {
  it('is one setting: switched on through one instance, every instance says it is on', async () => {
    expect((await b.state()).on).toBe(false);
    calls = 0;
    await a.setOn(true);
    expect((await b.state()).on).toBe(true);
    expect((await a.state()).on).toBe(true);
  });

  it('runs each round on exactly one instance, however many look at once', async () => {
    // Switching on made a round due, which a.setOn has already started; let it finish, then count afresh.
    await a.stop();
    calls = 0;
    later(INTERVAL);
    const ran = await Promise.all([a.tick(), b.tick(), a.tick(), b.tick(), b.tick()]);
    expect(ran.filter(Boolean)).toHaveLength(1);
    expect(calls).toBe(liveCodes);
    // Not due again until the interval has passed.
    expect(await Promise.all([a.tick(), b.tick()])).toEqual([false, false]);
    later(INTERVAL - 1);
    expect(await b.tick()).toBe(false);
    later(1);
    expect(await b.tick()).toBe(true);
    expect(calls).toBe(2 * liveCodes);
  });

  it('shares what it learnt: the round on one instance shows in the other’s status', async () => {
    const seenByA = await a.state();
    const seenByB = await b.state();
    expect(seenByB.lastRunAt).toBe(now.toISOString());
    expect(seenByB.lastRunAt).toBe(seenByA.lastRunAt);
    expect(seenByB.unknownCodes).toEqual(seenByA.unknownCodes);
  });

  it('goes on when the instance that ran the last round is gone: another takes the next within one interval', async () => {
    // b ran the last round and "dies" (stops looking); a claims the next round once it is due.
    await b.stop();
    later(INTERVAL);
    expect(await a.tick()).toBe(true);
  });

  it('switched off through any instance, no instance runs another round', async () => {
    await b.setOn(false);
    expect((await a.state()).on).toBe(false);
    later(INTERVAL * 5);
    calls = 0;
    expect(await Promise.all([a.tick(), b.tick()])).toEqual([false, false]);
    expect(calls).toBe(0);
  });
});
