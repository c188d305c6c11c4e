/*
 * Over 300 lines on purpose: the account lifecycle's cases (sign-up, sessions, CSRF, expiry, password
 * policy, limits, ADMIN_EMAILS) share one app and database, made once for the file.
 */
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { messages, sessionUserSchema } from '@tm/core';
import { emailVerifications, sessions, users } from '../../src/db/schema';
import { sessionIdFromToken } from '../../src/auth/session';
import { authAppForFile, errorOf, browserFrom, json, jsonRequest, setCookies, uniqueEmail } from './support';

const ctx = authAppForFile();

describe('sign up, sign in, sign out', () => {
  it('signs up without a session, then the emailed link proves the address and signs in', async () => {
    const email = uniqueEmail();
    const up = await ctx.signUp(email.toUpperCase());
    expect(up.res.status).toBe(202);
    expect(await json(up.res)).toEqual({ message: messages.checkYourEmail });
    expect(up.res.headers.getSetCookie()).toEqual([]);
    const [pending] = await ctx.deps.db.select().from(users).where(eq(users.email, email));
    expect(pending).toMatchObject({ emailVerified: false, passwordHash: null, role: 'user' });

    const res = await ctx.openLink(await ctx.verificationToken(email));
    const browser = browserFrom(res);
    expect(res.status).toBe(200);
    const body = await json(res);
    expect(sessionUserSchema.parse(body.user)).toMatchObject({
      email,
      role: 'user',
      boxGranted: false,
      emailVerified: true,
    });
    // The browser app never gets the token in the body: only the HttpOnly cookie carries it.
    expect(body.token).toBeUndefined();
    const cookies = setCookies(res);
    const session = cookies.get('tm_session')!.raw;
    expect(session).toMatch(/HttpOnly/i);
    expect(session).toMatch(/SameSite=Lax/i);
    expect(session).toMatch(/Path=\//);
    expect(session).not.toMatch(/Secure/i);
    expect(cookies.get('tm_csrf')!.raw).not.toMatch(/HttpOnly/i);

    const [row] = await ctx.deps.db.select().from(users).where(eq(users.email, email));
    expect(row!.passwordHash).toMatch(/^\$argon2id\$/);
    // Only the token's SHA-256 is stored.
    const stored = await ctx.deps.db.select().from(sessions).where(eq(sessions.userId, row!.id));
    expect(stored.map((s) => s.id)).toEqual([sessionIdFromToken(browser.token)]);
    expect(stored[0]!.id).not.toContain(browser.token);
  });

  it('says whether an emailed link is still open, without using it (POST /auth/verify/check)', async () => {
    const email = uniqueEmail();
    await ctx.signUp(email);
    const token = await ctx.verificationToken(email);
    const check = async (t: string) => ctx.app.request('/api/auth/verify/check', jsonRequest({ token: t }));

    const before = await check(token);
    expect(before.status).toBe(200);
    expect(await json(before)).toEqual({ open: true });
    // Asking twice changes nothing: the link still works after.
    expect(await json(await check(token))).toEqual({ open: true });
    expect((await ctx.openLink(token)).status).toBe(200);

    expect(await json(await check(token))).toEqual({ open: false });
    expect(await json(await check('b'.repeat(43)))).toEqual({ open: false });
    const malformed = await check('not a token');
    expect(malformed.status).toBe(400);
    expect((await errorOf(malformed)).message).toBe(messages.verifyLinkInvalid);
  });

  it('marks the cookies Secure over HTTPS', async () => {
    const email = uniqueEmail();
    await ctx.signUp(email);
    const res = await ctx.app.request(
      'https://shop.example/api/auth/verify',
      jsonRequest({ token: await ctx.verificationToken(email), password: 'secret-pass' }),
    );
    expect(res.status).toBe(200);
    expect(setCookies(res).get('tm_session')!.raw).toMatch(/Secure/);
    expect(res.headers.get('strict-transport-security')).toMatch(/max-age=/);
  });

  it('sends HSTS only over HTTPS, where browsers honour it', async () => {
    const res = await ctx.app.request('/api/currency');
    expect(res.headers.get('strict-transport-security')).toBeNull();
  });

  it('gives a new session at every sign-in, and sign-out deletes it on the server', async () => {
    const email = uniqueEmail();
    await ctx.verifiedSignUp(email);
    const first = await ctx.signIn(email);
    const second = await ctx.signIn(email);
    expect(first.res.status).toBe(200);
    expect(first.browser.token).not.toBe(second.browser.token);

    const me = await ctx.app.request('/api/auth/me', { headers: first.browser.headers() });
    expect((await json(me)).user.email).toBe(email);

    const out = await ctx.app.request('/api/auth/signout', {
      method: 'POST',
      headers: first.browser.headers(),
    });
    expect(out.status).toBe(204);
    expect(setCookies(out).get('tm_session')!.raw).toMatch(/Max-Age=0/);
    const [gone] = await ctx.deps.db
      .select()
      .from(sessions)
      .where(eq(sessions.id, sessionIdFromToken(first.browser.token)));
    expect(gone).toBeUndefined();
    // The old token no longer works even if a client kept it.
    const after = await ctx.app.request('/api/auth/me', {
      headers: { authorization: `Bearer ${first.browser.token}` },
    });
    expect((await json(after)).user).toBeNull();
    // The other session is untouched.
    const other = await ctx.app.request('/api/auth/me', {
      headers: { authorization: `Bearer ${second.browser.token}` },
    });
    expect((await json(other)).user.email).toBe(email);
  });

  it('ends the session a browser arrives with when it signs in again (no fixation)', async () => {
    const email = uniqueEmail();
    const first = await ctx.verifiedSignUp(email);
    const res = await ctx.app.request(
      '/api/auth/signin',
      jsonRequest({ email, password: 'secret-pass' }, first.browser.headers()),
    );
    expect(res.status).toBe(200);
    expect(browserFrom(res).token).not.toBe(first.browser.token);
    const [old] = await ctx.deps.db
      .select()
      .from(sessions)
      .where(eq(sessions.id, sessionIdFromToken(first.browser.token)));
    expect(old).toBeUndefined();
  });

  it('answers the same message for a wrong password and an unknown email', async () => {
    const email = uniqueEmail();
    await ctx.verifiedSignUp(email);
    const wrong = await ctx.signIn(email, 'not-the-password');
    const unknown = await ctx.signIn(uniqueEmail(), 'whatever-pass');
    expect(wrong.res.status).toBe(401);
    expect(unknown.res.status).toBe(401);
    expect((await errorOf(wrong.res)).message).toBe("The password doesn't match");
    expect((await errorOf(unknown.res)).message).toBe("The password doesn't match");
    expect(wrong.res.headers.getSetCookie()).toEqual([]);
  });

  it('refuses empty fields with the spec messages', async () => {
    const noEmail = await ctx.app.request('/api/auth/signin', jsonRequest({ email: '', password: 'x' }));
    expect((await errorOf(noEmail)).message).toBe('Enter an email');
    const noPassword = await ctx.app.request(
      '/api/auth/signup',
      jsonRequest({ email: 'a@b.test', password: '' }),
    );
    expect((await errorOf(noPassword)).message).toBe('Enter a password');
    const nothing = await ctx.app.request('/api/auth/signup', jsonRequest({}));
    expect(nothing.status).toBe(400);
  });

  it('answers a sign-up of an existing email exactly like a new one, and emails the owner instead', async () => {
    const email = uniqueEmail();
    await ctx.verifiedSignUp(email);
    const [before] = await ctx.deps.db.select().from(users).where(eq(users.email, email));
    const again = await ctx.signUp(email, 'another-password');
    const fresh = await ctx.signUp(uniqueEmail(), 'another-password');
    expect(again.res.status).toBe(fresh.res.status);
    expect(await json(again.res)).toEqual(await json(fresh.res));
    expect(again.res.headers.getSetCookie()).toEqual([]);
    const [after] = await ctx.deps.db.select().from(users).where(eq(users.email, email));
    expect(after!.passwordHash).toBe(before!.passwordHash);
    const sent = await ctx.emailsTo(email);
    expect(sent.map((e) => e.kind)).toEqual(['verify-email', 'account-exists']);
    // Whoever signs up again has most likely forgotten the password: the email offers the way back.
    expect(sent[1]!.html).toContain('/resetPassword');
    expect(
      await ctx.deps.db.select().from(emailVerifications).where(eq(emailVerifications.userId, after!.id)),
    ).toEqual([]);
  });

  it('GET /auth/me is null without a session and says which provider is configured', async () => {
    const me = await ctx.app.request('/api/auth/me');
    expect(await json(me)).toEqual({ user: null });
    const providers = await ctx.app.request('/api/auth/providers');
    expect(await json(providers)).toEqual({ oidc: null });
  });

  it('clears a stale cookie and lets the browser sign in again', async () => {
    const stale = 'a'.repeat(32);
    const res = await ctx.app.request('/api/auth/signin', {
      ...jsonRequest({ email: uniqueEmail(), password: 'secret-pass' }),
      headers: { 'content-type': 'application/json', cookie: `tm_session=${stale}` },
    });
    expect(res.status).toBe(401);
    expect(setCookies(res).get('tm_session')!.raw).toMatch(/Max-Age=0/);
  });
});

describe('CSRF double submit', () => {
  it('refuses a state-changing cookie request without the header, and accepts it with the header', async () => {
    const { browser } = await ctx.verifiedSignUp(uniqueEmail());
    const without = await ctx.app.request('/api/auth/signout', {
      method: 'POST',
      headers: browser.headers({ csrf: false }),
    });
    expect(without.status).toBe(403);
    expect((await errorOf(without)).code).toBe('csrf_failed');
    const wrong = await ctx.app.request('/api/auth/signout', {
      method: 'POST',
      headers: { ...browser.headers({ csrf: false }), 'x-csrf-token': 'f'.repeat(64) },
    });
    expect(wrong.status).toBe(403);
    const ok = await ctx.app.request('/api/auth/signout', { method: 'POST', headers: browser.headers() });
    expect(ok.status).toBe(204);
  });

  it('needs no CSRF token with a bearer token (the kiosk)', async () => {
    const { browser } = await ctx.verifiedSignUp(uniqueEmail());
    const res = await ctx.app.request('/api/auth/signout', {
      method: 'POST',
      headers: { authorization: `Bearer ${browser.token}` },
    });
    expect(res.status).toBe(204);
  });

  it('applies to POST /user as well', async () => {
    const email = uniqueEmail();
    const { browser } = await ctx.verifiedSignUp(email);
    const res = await ctx.app.request(
      '/api/user',
      jsonRequest({ email, role: 'user' }, browser.headers({ csrf: false })),
    );
    expect(res.status).toBe(403);
  });
});

describe('sliding expiry', () => {
  it('extends a session used in the second half of its life and ends one past its expiry', async () => {
    const clocked = await ctx.appAt('2026-01-01T00:00:00Z');
    const { browser } = await clocked.verifiedSignUp(uniqueEmail());
    const id = sessionIdFromToken(browser.token);
    const expiry = async () =>
      (await clocked.deps.db.select().from(sessions).where(eq(sessions.id, id)))[0]?.expiresAt;
    expect((await expiry())!.toISOString()).toBe('2026-01-31T00:00:00.000Z');

    clocked.at('2026-01-10T00:00:00Z'); // 21 days left: no change
    await clocked.app.request('/api/auth/me', { headers: browser.headers() });
    expect((await expiry())!.toISOString()).toBe('2026-01-31T00:00:00.000Z');

    clocked.at('2026-01-20T00:00:00Z'); // 11 days left: slides to a full 30 days again
    const slid = await clocked.app.request('/api/auth/me', { headers: browser.headers() });
    expect((await json(slid)).user).not.toBeNull();
    expect((await expiry())!.toISOString()).toBe('2026-02-19T00:00:00.000Z');
    expect(setCookies(slid).get('tm_session')!.raw).toMatch(/Expires=Thu, 19 Feb 2026/);

    clocked.at('2026-02-19T00:00:01Z'); // past expiry: gone
    const late = await clocked.app.request('/api/auth/me', { headers: browser.headers() });
    expect((await json(late)).user).toBeNull();
    expect(await expiry()).toBeUndefined();
  });
});

describe('password policy', () => {
  it('enforces the default minimum of 6', async () => {
    const res = await ctx.app.request(
      '/api/auth/signup',
      jsonRequest({ email: uniqueEmail(), password: '12345' }),
    );
    expect(res.status).toBe(400);
    expect((await errorOf(res)).message).toBe('Use a password of at least 6 characters');
  });

  it('enforces the configured rules with one clear message each', async () => {
    const strict = await ctx.appWith({
      PASSWORD_MIN_LENGTH: '8',
      PASSWORD_MAX_LENGTH: '12',
      PASSWORD_REQUIRE_LOWERCASE: 'true',
      PASSWORD_REQUIRE_UPPERCASE: 'true',
      PASSWORD_REQUIRE_NUMERIC: 'true',
      PASSWORD_REQUIRE_NON_ALPHANUMERIC: 'true',
    });
    const attempt = async (password: string) => {
      const res = await strict.app.request(
        '/api/auth/signup',
        jsonRequest({ email: uniqueEmail(), password }),
      );
      return { status: res.status, error: res.status === 202 ? null : await errorOf(res) };
    };
    const weak = await attempt('abc');
    expect(weak.status).toBe(400);
    expect(weak.error!.issues!.map((i) => i.message)).toEqual([
      'Use a password of at least 8 characters',
      'Include at least one uppercase letter',
      'Include at least one number',
      'Include at least one character that is not a letter or a number',
    ]);
    expect((await attempt('ABCDEFGH1!')).error!.message).toBe('Include at least one lowercase letter');
    expect((await attempt('Abcdefgh1!xyz')).error!.message).toBe('Use a password of at most 12 characters');
    expect((await attempt('Abcdefg1!')).status).toBe(202);
  });
});

describe('rate limits', () => {
  it('answers 429 after 10 sign-in attempts a minute for one address and account', async () => {
    const limited = await ctx.appWith();
    const email = uniqueEmail();
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await limited.signIn(email, 'wrong-password')).res.status);
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    const last = await limited.signIn(email, 'wrong-password');
    expect(last.res.status).toBe(429);
    expect(last.res.headers.get('retry-after')).toBe('60');
    expect((await errorOf(last.res)).code).toBe('rate_limited');
    // Sign-up has its own limit.
    for (let i = 0; i < 10; i++)
      await limited.app.request('/api/auth/signup', jsonRequest({ email, password: '1' }));
    const up = await limited.app.request('/api/auth/signup', jsonRequest({ email, password: '1' }));
    expect(up.status).toBe(429);
  });

  it('never limits correct sign-ins (only failures count)', async () => {
    const limited = await ctx.appWith({ AUTH_RATE_LIMIT_PER_MINUTE: '2' });
    const email = uniqueEmail();
    await limited.verifiedSignUp(email);
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await limited.signIn(email)).res.status);
    expect(statuses).toEqual([200, 200, 200, 200]);
  });

  it('lets attempts through again in the next minute', async () => {
    const limited = await ctx.appAt('2026-03-01T10:00:00Z', { AUTH_RATE_LIMIT_PER_MINUTE: '2' });
    const email = uniqueEmail();
    await limited.signIn(email, 'x-password');
    await limited.signIn(email, 'x-password');
    expect((await limited.signIn(email, 'x-password')).res.status).toBe(429);
    limited.at('2026-03-01T10:01:01Z');
    expect((await limited.signIn(email, 'x-password')).res.status).toBe(401);
  });
});

describe('ADMIN_EMAILS', () => {
  it('never makes an unproven sign-up Admin: only opening the emailed link does', async () => {
    const boss = uniqueEmail('boss');
    const configured = await ctx.appWith({ ADMIN_EMAILS: boss });
    const up = await configured.signUp(`  ${boss.toUpperCase()} `);
    expect(up.res.status).toBe(202);
    expect(up.res.headers.getSetCookie()).toEqual([]);
    expect(await roleOfEmail(boss)).toBe('user');
    // Nothing an anonymous caller holds reaches staff data.
    expect((await configured.app.request('/api/allusers')).status).toBe(401);

    const opened = await configured.openLink(await configured.verificationToken(boss));
    expect((await json(opened)).user.role).toBe('Admin');
  });

  it('makes a listed, verified account Admin at sign-in', async () => {
    const later = uniqueEmail('later');
    await ctx.verifiedSignUp(later);
    const promoted = await ctx.appWith({ ADMIN_EMAILS: `${later}, other@example.test` });
    const inAgain = await promoted.signIn(later);
    expect((await json(inAgain.res)).user.role).toBe('Admin');
    expect(browserFrom(inAgain.res).token).toBeTruthy();
  });
});

async function roleOfEmail(email: string) {
  const [row] = await ctx.deps.db.select({ role: users.role }).from(users).where(eq(users.email, email));
  return row?.role;
}

describe('CSRF tokens bound to the session (signed double submit)', () => {
  it('refuses a matching cookie and header that were made for another session', async () => {
    const victim = await ctx.verifiedSignUp(uniqueEmail('victim'));
    const attacker = await ctx.verifiedSignUp(uniqueEmail('attacker'));
    // A token planted in the victim's browser (cookie tossing from a sibling site) and echoed by the page.
    const planted = attacker.browser.csrf;
    const res = await ctx.app.request('/api/auth/signout', {
      method: 'POST',
      headers: { cookie: `tm_session=${victim.browser.token}; tm_csrf=${planted}`, 'x-csrf-token': planted },
    });
    expect(res.status).toBe(403);
    expect((await errorOf(res)).code).toBe('csrf_failed');
    // Unsigned tokens of the old kind (any 64 hex characters) no longer pass either.
    const unsigned = 'c'.repeat(64);
    const old = await ctx.app.request('/api/auth/signout', {
      method: 'POST',
      headers: {
        cookie: `tm_session=${victim.browser.token}; tm_csrf=${unsigned}`,
        'x-csrf-token': unsigned,
      },
    });
    expect(old.status).toBe(403);
  });

  it('gives a session holding a foreign or missing token a good one on its next safe request', async () => {
    const { browser } = await ctx.verifiedSignUp(uniqueEmail('heal'));
    const me = await ctx.app.request('/api/auth/me', { headers: { cookie: `tm_session=${browser.token}` } });
    const fresh = setCookies(me).get('tm_csrf')!.value;
    expect(fresh).not.toBe('');
    const res = await ctx.app.request('/api/auth/signout', {
      method: 'POST',
      headers: { cookie: `tm_session=${browser.token}; tm_csrf=${fresh}`, 'x-csrf-token': fresh },
    });
    expect(res.status).toBe(204);
  });
});
