import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { messages } from '@tm/core';
import { auditLog, boxCredentials, sessions, users } from '../../src/db/schema';
import { sessionIdFromToken } from '../../src/auth/session';
import {
  auditRows,
  authApp,
  authAppForFile,
  json,
  jsonRequest,
  roleOf,
  verifiedSignUp,
  uniqueEmail,
  userWithSession,
} from './support';

const ctx = authAppForFile({ BOX_USERNAME: 'box', BOX_PASSWORD: 'box-pass-123' });

describe('POST /user', () => {
  it('confirms the signed-in user record, idempotently, and only for the own email', async () => {
    const email = uniqueEmail();
    const { browser } = await verifiedSignUp(ctx, email);
    const first = await ctx.app.request('/api/user', jsonRequest({ email, role: 'user' }, browser.headers()));
    const second = await ctx.app.request(
      '/api/user',
      jsonRequest({ email: email.toUpperCase(), role: 'user' }, browser.headers()),
    );
    expect(first.status).toBe(200);
    const body = await json(first);
    expect(body).toMatchObject({ email, role: 'user' });
    expect(await json(second)).toEqual(body);

    const other = await ctx.app.request(
      '/api/user',
      jsonRequest({ email: uniqueEmail(), role: 'user' }, browser.headers()),
    );
    expect(other.status).toBe(403);
    const role = await ctx.app.request('/api/user', jsonRequest({ email, role: 'Admin' }, browser.headers()));
    expect(role.status).toBe(400);
    expect(await roleOf(ctx.deps, email)).toBe('user');
    expect((await ctx.app.request('/api/user', jsonRequest({ email, role: 'user' }))).status).toBe(401);
  });
});

describe('GET /admincheck/:email', () => {
  type SignedIn = Awaited<ReturnType<typeof userWithSession>>;
  /** Asks whether `about` is staff, as `asker` (or with no session when none is given). */
  const adminCheck = (about: SignedIn, asker?: SignedIn) =>
    ctx.app.request(
      `/api/admincheck/${encodeURIComponent(about.user.email)}`,
      asker && { headers: asker.bearer },
    );

  it('answers about the own email, refuses others with 403, and lets an admin ask about anyone', async () => {
    const user = await userWithSession(ctx.deps, 'user');
    const admin = await userWithSession(ctx.deps, 'Admin');
    const own = await adminCheck(user, user);
    expect(await json(own)).toEqual({ admin: false, role: 'user' });
    const others = await adminCheck(admin, user);
    expect(others.status).toBe(403);
    expect(JSON.stringify(await json(others))).not.toMatch(/admin"?\s*:\s*true/);
    const asAdmin = await adminCheck(user, admin);
    expect(await json(asAdmin)).toEqual({ admin: false, role: 'user' });
    const self = await adminCheck(admin, admin);
    expect(await json(self)).toEqual({ admin: true, role: 'Admin' });
    // Any staff role may enter the dashboard, so the spec's flag is true for a Cashier too (issue 29).
    const cashier = await userWithSession(ctx.deps, 'Cashier');
    const asCashier = await adminCheck(cashier, cashier);
    expect(await json(asCashier)).toEqual({ admin: true, role: 'Cashier' });
    // …but only an Admin may ask about someone else.
    const cashierAsks = await adminCheck(admin, cashier);
    expect(cashierAsks.status).toBe(403);
    expect((await adminCheck(user)).status).toBe(401);
  });
});

describe('users (admin)', () => {
  it('lists users and makes one Admin, with an audit row', async () => {
    const admin = await userWithSession(ctx.deps, 'Admin');
    const user = await userWithSession(ctx.deps, 'user');
    const list = (await json(await ctx.app.request('/api/allusers', { headers: admin.bearer }))) as Array<{
      email: string;
      role: string;
      _id: string;
    }>;
    expect(list.find((u) => u.email === user.user.email)).toEqual({
      _id: user.user.id,
      email: user.user.email,
      role: 'user',
    });
    const res = await ctx.app.request(`/api/updateUser/${encodeURIComponent(user.user.email)}`, {
      method: 'PUT',
      headers: admin.bearer,
    });
    expect(res.status).toBe(200);
    expect((await json(res)).role).toBe('Admin');
    expect(await roleOf(ctx.deps, user.user.email)).toBe('Admin');
    const [audit] = await ctx.deps.db.select().from(auditLog).where(eq(auditLog.entityId, user.user.email));
    expect(audit).toMatchObject({
      action: 'make-admin',
      actor: admin.user.email,
      before: { role: 'user' },
      after: { role: 'Admin' },
    });
    // The promoted user's existing session now carries admin rights (the role is read per request).
    expect((await ctx.app.request('/api/allusers', { headers: user.bearer })).status).toBe(200);
    const page = await ctx.app.request('/api/allusers?page=1&limit=1', { headers: admin.bearer });
    expect(await json(page)).toHaveLength(1);
    expect(Number(page.headers.get('x-total-count'))).toBe(list.length);
    const missing = await ctx.app.request('/api/updateUser/nobody%40example.test', {
      method: 'PUT',
      headers: admin.bearer,
    });
    expect(missing.status).toBe(404);
  });
});

describe('removing Admin', () => {
  const removeAdminOf = (email: string, headers: Record<string, string>) =>
    ctx.app.request(`/api/removeAdmin/${encodeURIComponent(email)}`, { method: 'PUT', headers });

  it('takes Admin from another account, audited; never from yourself', async () => {
    const boss = await userWithSession(ctx.deps, 'Admin');
    const other = await userWithSession(ctx.deps, 'Admin');
    const res = await removeAdminOf(other.user.email, boss.bearer);
    expect(res.status).toBe(200);
    expect((await json(res)).role).toBe('user');
    expect(await roleOf(ctx.deps, other.user.email)).toBe('user');
    const [audit] = await auditRows(ctx.deps, other.user.email, 'remove-admin');
    expect(audit).toMatchObject({
      actor: boss.user.email,
      before: { role: 'Admin' },
      after: { role: 'user' },
    });
    // The removed Admin's session loses the dashboard at once (the role is read per request).
    expect((await ctx.app.request('/api/allusers', { headers: other.bearer })).status).toBe(403);

    const own = await removeAdminOf(boss.user.email, boss.bearer);
    expect(own.status).toBe(422);
    expect((await json(own)).error.message).toBe(messages.cannotRemoveOwnAdmin);
    expect(await roleOf(ctx.deps, boss.user.email)).toBe('Admin');
    expect((await removeAdminOf('nobody@example.test', boss.bearer)).status).toBe(404);
  });

  it('never leaves the branch without an Admin, even when two Admins remove each other at once', async () => {
    await ctx.deps.db.update(users).set({ role: 'user' }).where(eq(users.role, 'Admin'));
    const a = await userWithSession(ctx.deps, 'Admin');
    const b = await userWithSession(ctx.deps, 'Admin');
    const answers = await Promise.all([
      removeAdminOf(b.user.email, a.bearer),
      removeAdminOf(a.user.email, b.bearer),
    ]);
    // One wins; the other finds itself no longer Admin (403) or, already past its check, the last Admin (422).
    const [first, second] = answers.map((r) => r.status).sort();
    expect(first).toBe(200);
    expect([403, 422]).toContain(second);
    const admins = await ctx.deps.db.select().from(users).where(eq(users.role, 'Admin'));
    expect(admins).toHaveLength(1);
  });
});

describe('Secure Box', () => {
  it('checks the credentials on the server against a stored hash and marks a signed-in session', async () => {
    const { browser } = await verifiedSignUp(ctx, uniqueEmail());
    const wrong = await ctx.app.request(
      '/api/box',
      jsonRequest({ username: 'box', password: 'nope' }, browser.headers()),
    );
    expect(wrong.status).toBe(401);
    const ok = await ctx.app.request(
      '/api/box',
      jsonRequest({ username: 'box', password: 'box-pass-123' }, browser.headers()),
    );
    expect(ok.status).toBe(200);
    expect(await json(ok)).toEqual({ ok: true });
    const [session] = await ctx.deps.db
      .select()
      .from(sessions)
      .where(eq(sessions.id, sessionIdFromToken(browser.token)));
    expect(session!.boxGranted).toBe(true);
    expect(
      (await json(await ctx.app.request('/api/auth/me', { headers: browser.headers() }))).user.boxGranted,
    ).toBe(true);
    const [stored] = await ctx.deps.db.select().from(boxCredentials);
    expect(stored!.passwordHash).toMatch(/^\$argon2id\$/);
    expect(stored!.passwordHash).not.toContain('box-pass-123');
  });

  it('answers an anonymous caller without making a session, and refuses a wrong username', async () => {
    const ok = await ctx.app.request('/api/box', jsonRequest({ username: 'box', password: 'box-pass-123' }));
    expect(ok.status).toBe(200);
    expect(ok.headers.getSetCookie()).toEqual([]);
    const wrongUser = await ctx.app.request(
      '/api/box',
      jsonRequest({ username: 'boss', password: 'box-pass-123' }),
    );
    expect(wrongUser.status).toBe(401);
  });

  it('is rate limited', async () => {
    const limited = await authApp(ctx.tdb.database, {
      BOX_USERNAME: 'box',
      BOX_PASSWORD: 'box-pass-123',
      AUTH_RATE_LIMIT_PER_MINUTE: '3',
    });
    const statuses = [];
    for (let i = 0; i < 4; i++) {
      statuses.push(
        (await limited.app.request('/api/box', jsonRequest({ username: 'box', password: `guess-${i}` })))
          .status,
      );
    }
    expect(statuses).toEqual([401, 401, 401, 429]);
    // Over the limit even the right password waits.
    expect(
      (await limited.app.request('/api/box', jsonRequest({ username: 'box', password: 'box-pass-123' })))
        .status,
    ).toBe(429);
  });
});
