import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { messages } from '@tm/core';
import { emailVerifications, users } from '../../src/db/schema';
import { authAppForFile, errorOf, browserFrom, json, jsonRequest, uniqueEmail } from './support';

/**
 * Issue 14.1 / 14.5 / 14.6 / 14.9: proving an address before it counts, sign-up answers that do not tell who
 * has an account, session tokens only for the kiosk, and the password checks every verifier makes.
 */
const ctx = authAppForFile();

describe('email verification links', () => {
  it('work once, are stored only as a hash, and end every other link of the account', async () => {
    const email = uniqueEmail('once');
    await ctx.signUp(email, 'first-choice-pw');
    const first = await ctx.verificationToken(email);
    await ctx.signUp(email, 'second-choice-pw');
    const second = await ctx.verificationToken(email);
    expect(second).not.toBe(first);
    const stored = await ctx.deps.db.select().from(emailVerifications);
    expect(stored.some((r) => r.tokenHash === second || r.tokenHash.includes(second))).toBe(false);

    expect((await ctx.openLink(second, 'second-choice-pw')).status).toBe(200);
    const reused = await ctx.openLink(second, 'second-choice-pw');
    expect(reused.status).toBe(400);
    expect(await errorOf(reused)).toEqual({
      code: 'verify_link_invalid',
      message: messages.verifyLinkInvalid,
    });
    // The older link would have set another password: it no longer works.
    expect((await ctx.openLink(first, 'first-choice-pw')).status).toBe(400);
    // The opened link's password is the account's.
    expect((await ctx.signIn(email, 'second-choice-pw')).res.status).toBe(200);
    expect((await ctx.signIn(email, 'first-choice-pw')).res.status).toBe(401);
  });

  it('expire after VERIFY_EMAIL_HOURS', async () => {
    const clocked = await ctx.appAt('2026-05-01T09:00:00Z', { VERIFY_EMAIL_HOURS: '2' });
    const email = uniqueEmail('late');
    await clocked.signUp(email);
    const token = await clocked.verificationToken(email);
    clocked.at('2026-05-01T11:00:01Z');
    expect((await clocked.openLink(token)).status).toBe(400);
    const [row] = await clocked.deps.db.select().from(users).where(eq(users.email, email));
    expect(row!.emailVerified).toBe(false);
  });

  it('prove nothing when opened without the password chosen at sign-up', async () => {
    // Someone signs up with another person's address; that person gets the email and opens the link.
    const victim = uniqueEmail('victim');
    await ctx.signUp(victim, 'attackers-pass-1');
    const token = await ctx.verificationToken(victim);
    const opened = await ctx.openLink(token, 'whatever-i-type');
    expect(opened.status).toBe(401);
    expect(await errorOf(opened)).toEqual({ code: 'signin_failed', message: messages.passwordMismatch });
    expect(opened.headers.getSetCookie()).toEqual([]);
    const [row] = await ctx.deps.db.select().from(users).where(eq(users.email, victim));
    expect(row).toMatchObject({ emailVerified: false, passwordHash: null });
    // The link stays open for the person who did sign up, with the password they chose.
    expect((await ctx.openLink(token, 'attackers-pass-1')).status).toBe(200);
  });

  it('refuse made-up tokens without a 500', async () => {
    for (const token of ['', 'x', 'A'.repeat(43), '../../etc/passwd']) {
      const res = await ctx.openLink(token);
      expect(res.status, token).toBe(400);
    }
  });
});

describe('signing in before the address is proven', () => {
  it('refuses the right password with a clear message and sends a new link, at most once a minute', async () => {
    const email = uniqueEmail('early');
    await ctx.signUp(email, 'my-own-pass');
    const right = await ctx.signIn(email, 'my-own-pass');
    expect(right.res.status).toBe(403);
    expect(await errorOf(right.res)).toEqual({
      code: 'email_unverified',
      message: messages.emailNotVerified,
    });
    expect(right.res.headers.getSetCookie()).toEqual([]);
    expect((await ctx.emailsTo(email)).map((e) => e.kind)).toEqual(['verify-email', 'verify-email']);
    // Within the minute no third email, and a wrong password is just wrong.
    expect((await ctx.signIn(email, 'my-own-pass')).res.status).toBe(403);
    expect(await ctx.emailsTo(email)).toHaveLength(2);
    expect((await ctx.signIn(email, 'guessed-pass')).res.status).toBe(401);
    // The new link signs in with the password it was sent for.
    const opened = await ctx.openLink(await ctx.verificationToken(email), 'my-own-pass');
    expect(opened.status).toBe(200);
    expect((await ctx.signIn(email, 'my-own-pass')).res.status).toBe(200);
  });

  it('does the same for an account made before verification existed, keeping its password', async () => {
    const email = uniqueEmail('legacy');
    await ctx.verifiedSignUp(email, 'legacy-pass-1');
    await ctx.deps.db.update(users).set({ emailVerified: false }).where(eq(users.email, email));
    expect((await ctx.signIn(email, 'legacy-pass-1')).res.status).toBe(403);
    const token = await ctx.verificationToken(email);
    expect((await ctx.openLink(token, 'legacy-pass-1')).status).toBe(200);
    expect((await ctx.signIn(email, 'legacy-pass-1')).res.status).toBe(200);
  });
});

describe('sign-up tells no one who has an account', () => {
  it('answers the same status, body and headers, in about the same time', async () => {
    // The production Argon2 cost: the work sign-up does whichever way it goes.
    const timed = await ctx.appWith({
      ARGON2_MEMORY_KIB: '19456',
      ARGON2_TIME_COST: '2',
      AUTH_RATE_LIMIT_PER_MINUTE: '1000',
    });
    const taken = uniqueEmail('taken');
    await timed.verifiedSignUp(taken);
    // The work of an answer: this process's CPU time (the app, Argon2's threads and, on PGlite, the
    // database all run here). Unlike wall time it does not swing with whatever else the machine runs.
    const answer = async (email: string) => {
      const started = process.cpuUsage();
      const { res } = await timed.signUp(email, 'some-new-pass');
      const used = process.cpuUsage(started);
      const ms = (used.user + used.system) / 1000;
      return { status: res.status, body: await res.text(), cookies: res.headers.getSetCookie(), ms };
    };
    const ratios: number[] = [];
    for (let i = 0; i < 15; i++) {
      const a = await answer(taken);
      const b = await answer(uniqueEmail('fresh'));
      expect({ ...a, ms: 0 }).toEqual({ ...b, ms: 0 });
      ratios.push(b.ms / a.ms);
    }
    const median = [...ratios].sort((x, y) => x - y)[Math.floor(ratios.length / 2)]!;
    // Before verification an existing address answered 409 in 3.8 ms and a new one 201 in 22 ms (x5.8).
    expect(median).toBeGreaterThan(0.5);
    expect(median).toBeLessThan(2);
  });

  it('keeps sign-up emails to one address within the cap', async () => {
    const capped = await ctx.appWith({ CUSTOMER_EMAILS_PER_HOUR: '2' });
    const email = uniqueEmail('flooded');
    for (let i = 0; i < 5; i++) expect((await capped.signUp(email)).res.status).toBe(202);
    expect(await capped.emailsTo(email)).toHaveLength(2);
  });

  it('limits sign-ups per address across emails', async () => {
    const limited = await ctx.appWith({ SIGNUP_LIMIT_PER_IP_PER_HOUR: '3' });
    const statuses = [];
    for (let i = 0; i < 5; i++) statuses.push((await limited.signUp(uniqueEmail('spray'))).res.status);
    expect(statuses).toEqual([202, 202, 202, 429, 429]);
  });
});

describe('passwords', () => {
  it.each([
    ['password', messages.passwordTooCommon],
    ['Qwerty123', messages.passwordTooCommon],
    ['      ', messages.passwordOnlySpaces],
    ['\t \n  ', messages.passwordOnlySpaces],
  ])('refuses %j with a clear message', async (password, message) => {
    const res = await ctx.app.request('/api/auth/signup', jsonRequest({ email: uniqueEmail(), password }));
    expect(res.status).toBe(400);
    expect((await errorOf(res)).message).toBe(message);
  });
});

describe('the session token in the answer', () => {
  it('goes only to a caller that asks for it (the kiosk), never to the browser app', async () => {
    const email = uniqueEmail('kiosk');
    await ctx.verifiedSignUp(email);
    const browser = await ctx.signIn(email);
    expect((await json(browser.res)).token).toBeUndefined();
    const kiosk = await ctx.app.request(
      '/api/auth/signin',
      jsonRequest({ email, password: 'secret-pass' }, { 'x-session-transport': 'bearer' }),
    );
    const body = await json(kiosk);
    expect(body.token).toBe(browserFrom(kiosk).token);
    const me = await ctx.app.request('/api/auth/me', { headers: { authorization: `Bearer ${body.token}` } });
    expect((await json(me)).user.email).toBe(email);
  });
});
