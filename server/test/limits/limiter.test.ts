import { describe, expect, it } from 'vitest';
import { testConfig } from '../../src/env';
import { ApiError } from '../../src/http/errors';
import { emailAllowance, reserve } from '../../src/http/limiter';
import { createMemoryLimiterStore } from '../../src/http/limiter-store';

const at = (iso: string) => new Date(iso);

describe('in-memory limiter store', () => {
  it('counts to the limit in a fixed window, refuses without counting, and starts again after it', async () => {
    const store = createMemoryLimiterStore();
    const t0 = at('2026-01-01T10:00:00Z');
    const hits = [];
    for (let i = 0; i < 4; i++) hits.push(await store.hit('k', 3, 60_000, t0));
    expect(hits.map((h) => [h.allowed, h.count])).toEqual([
      [true, 1],
      [true, 2],
      [true, 3],
      [false, 3],
    ]);
    expect(hits[3]!.resetAt).toBe(t0.getTime() + 60_000);
    expect((await store.hit('k', 3, 60_000, at('2026-01-01T10:01:00Z'))).count).toBe(1);
  });

  it('gives a hit back only in the window it was counted in', async () => {
    const store = createMemoryLimiterStore();
    const first = await store.hit('k', 1, 60_000, at('2026-01-01T10:00:00Z'));
    await store.undo('k', first.resetAt);
    expect((await store.hit('k', 1, 60_000, at('2026-01-01T10:00:10Z'))).allowed).toBe(true);
    await store.undo('k', first.resetAt - 1);
    expect((await store.hit('k', 1, 60_000, at('2026-01-01T10:00:20Z'))).allowed).toBe(false);
  });

  it('forgets the oldest keys rather than growing without bound', async () => {
    const store = createMemoryLimiterStore({ maxKeys: 3 });
    const now = at('2026-01-01T10:00:00Z');
    for (const key of ['a', 'b', 'c', 'd']) await store.hit(key, 1, 60_000, now);
    expect((await store.hit('a', 1, 60_000, now)).allowed).toBe(true);
    expect((await store.hit('d', 1, 60_000, now)).allowed).toBe(false);
  });
});

describe('reserve', () => {
  const deps = (vars = {}) => ({
    config: testConfig(vars),
    limitStore: createMemoryLimiterStore(),
    clock: () => at('2026-01-01T10:00:30Z'),
  });

  it('refuses with 429, Retry-After and the door message, and leaves the other rules untouched', async () => {
    const d = deps({ AUTH_RATE_LIMIT_PER_MINUTE: '1', AUTH_IP_LIMIT_PER_MINUTE: '5' });
    await reserve(d, 'signin', { ip: '1.2.3.4', account: 'a@b.test' });
    const refused = await reserve(d, 'signin', { ip: '1.2.3.4', account: 'A@B.test ' }).catch((e) => e);
    expect(refused).toBeInstanceOf(ApiError);
    expect(refused).toMatchObject({ status: 429, code: 'rate_limited', headers: { 'Retry-After': '60' } });
    // The refused try did not use up the per-address allowance: four other accounts still get through.
    for (let i = 0; i < 4; i++) await reserve(d, 'signin', { ip: '1.2.3.4', account: `u${i}@b.test` });
    await expect(reserve(d, 'signin', { ip: '1.2.3.4', account: 'u9@b.test' })).rejects.toThrow(ApiError);
  });

  // An attacker's pass: 10 wrong passwords from each of six addresses all got 401, then the right one from a
  // seventh signed the Admin in. Failures of one account now count across addresses too.
  it("refuses an account's sign-ins once its failures from every address reach the hourly cap", async () => {
    const d = deps({ AUTH_RATE_LIMIT_PER_MINUTE: '10', AUTH_ACCOUNT_FAILURES_PER_HOUR: '20' });
    for (let i = 0; i < 20; i++)
      await reserve(d, 'signin', { ip: `10.0.0.${i % 4}`, account: 'admin@b.test' });
    const refused = await reserve(d, 'signin', { ip: '10.0.9.9', account: 'Admin@b.test' }).catch((e) => e);
    expect(refused).toMatchObject({
      status: 429,
      message: 'Too many failed attempts. Please try again in 60 minutes, or reset your password.',
    });
    // Other accounts, from the same addresses, are not held up.
    await reserve(d, 'signin', { ip: '10.0.0.1', account: 'cashier@b.test' });
  });

  it('gives the reservation back on success only at doors that count failures', async () => {
    const d = deps({ AUTH_RATE_LIMIT_PER_MINUTE: '1', CONTACT_LIMIT_PER_MINUTE: '1' });
    await (await reserve(d, 'signin', { ip: 'x', account: 'a@b.test' })).succeeded();
    await reserve(d, 'signin', { ip: 'x', account: 'a@b.test' });
    await (await reserve(d, 'contact', { ip: 'x' })).succeeded();
    await expect(reserve(d, 'contact', { ip: 'x' })).rejects.toThrow(/Too many messages/);
  });

  it('limits emails per address: send, then one first-over, then skip', async () => {
    const d = deps({ CUSTOMER_EMAILS_PER_HOUR: '2' });
    const seen = [];
    for (let i = 0; i < 4; i++) seen.push(await emailAllowance(d, 'customer-email', 'Ada@Example.test'));
    expect(seen).toEqual(['send', 'send', 'first-over', 'skip']);
    expect(await emailAllowance(d, 'customer-email', 'other@example.test')).toBe('send');
    const off = deps({ CUSTOMER_EMAILS_PER_HOUR: '0' });
    for (let i = 0; i < 5; i++) expect(await emailAllowance(off, 'customer-email', 'a@b.test')).toBe('send');
  });
});
