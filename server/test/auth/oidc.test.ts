import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { emailVerifications, oauthAccounts, users } from '../../src/db/schema';
import { createTestDatabase, type TestDatabase } from '../support/test-db';
import { startFakeOidcProvider, type IdTokenFault } from './fake-oidc-provider';
import { authApp, FIXED_NOW, json, roleOf, setCookies, signUp, uniqueEmail, type TestApp } from './support';

let tdb: TestDatabase;
let provider: Awaited<ReturnType<typeof startFakeOidcProvider>>;
let app: TestApp;
let deps: Awaited<ReturnType<typeof authApp>>['deps'];

beforeAll(async () => {
  tdb = await createTestDatabase();
  provider = await startFakeOidcProvider('tm-client', 'tm-secret', () => new Date(FIXED_NOW));
  ({ app, deps } = await authApp(tdb.database, provider.settings));
});
afterAll(async () => {
  await provider.close();
  await tdb.cleanup();
});

const cookieHeader = (cookies: Map<string, { value: string }>) =>
  [...cookies].map(([name, c]) => `${name}=${c.value}`).join('; ');

/** Browser-like walk: app start -> provider authorize -> app callback. Returns the callback's response. */
async function continueWith(
  redirect = '/dashboard',
  tamper?: (callback: URL, cookies: Map<string, { value: string }>) => void,
) {
  const start = await app.request(`/api/auth/oidc/start?redirect=${encodeURIComponent(redirect)}`);
  expect(start.status).toBe(302);
  const cookies = setCookies(start);
  for (const raw of start.headers.getSetCookie()) expect(raw).toMatch(/HttpOnly/);
  const authorize = await fetch(start.headers.get('location')!, { redirect: 'manual' });
  expect(authorize.status).toBe(302);
  const callback = new URL(authorize.headers.get('location')!);
  tamper?.(callback, cookies);
  return app.request(`${callback.pathname}${callback.search}`, {
    headers: { cookie: cookieHeader(cookies) },
  });
}

describe('Continue with (OIDC, PKCE + state) against a local provider', () => {
  it('says the provider is configured and sends PKCE S256 with state', async () => {
    expect(await json(await app.request('/api/auth/providers'))).toEqual({ oidc: { name: 'TestID' } });
    const start = await app.request('/api/auth/oidc/start');
    const location = new URL(start.headers.get('location')!);
    expect(location.origin).toBe(provider.base);
    expect(location.searchParams.get('code_challenge_method')).toBe('S256');
    expect(location.searchParams.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(location.searchParams.get('state')).toBeTruthy();
    expect(location.searchParams.get('scope')).toBe('openid email profile');
  });

  it('creates the account on first sign-in, signs in, and returns to the requested path', async () => {
    const email = uniqueEmail('oidc');
    provider.state.identity = { sub: `sub-${email}`, email, email_verified: true, name: 'Grace Hopper' };
    const res = await continueWith('/dashboard/Users');
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/dashboard/Users');
    const cookies = setCookies(res);
    expect(cookies.get('tm_session')!.raw).toMatch(/HttpOnly/);
    const me = await json(
      await app.request('/api/auth/me', {
        headers: { authorization: `Bearer ${cookies.get('tm_session')!.value}` },
      }),
    );
    expect(me.user).toMatchObject({ email, displayName: 'Grace Hopper', emailVerified: true, role: 'user' });
    expect(provider.log).toContain('token ok');

    // The second time the subject, not the email, finds the account.
    const again = await continueWith('/');
    expect(again.headers.get('location')).toBe('/');
    const linked = await deps.db
      .select()
      .from(oauthAccounts)
      .where(eq(oauthAccounts.subject, `sub-${email}`));
    expect(linked).toHaveLength(1);
  });

  it('links an existing account by verified email and closes its unverified password door', async () => {
    const email = uniqueEmail('linked');
    await signUp(app, email);
    provider.state.identity = { sub: `sub-${email}`, email, email_verified: true };
    const res = await continueWith('/');
    expect(res.headers.get('location')).toBe('/');
    const [user] = await deps.db.select().from(users).where(eq(users.email, email));
    expect(user!.emailVerified).toBe(true);
    expect(user!.passwordHash).toBeNull();
    // The sign-up's pending link can no longer set a password either.
    expect(
      await deps.db.select().from(emailVerifications).where(eq(emailVerifications.userId, user!.id)),
    ).toEqual([]);
    const count = await deps.db.select().from(users).where(eq(users.email, email));
    expect(count).toHaveLength(1);
  });

  it('refuses an unverified email', async () => {
    const email = uniqueEmail('unverified');
    provider.state.identity = { sub: `sub-${email}`, email, email_verified: false };
    const res = await continueWith('/');
    expect(res.headers.get('location')).toBe('/signIn?error=oidc');
    expect(res.headers.getSetCookie().some((c) => c.startsWith('tm_session=') && !/Max-Age=0/.test(c))).toBe(
      false,
    );
  });

  it('refuses a state that does not match its cookie', async () => {
    provider.state.identity = { sub: 'sub-state', email: uniqueEmail(), email_verified: true };
    const res = await continueWith('/', (callback) => callback.searchParams.set('state', 'forged'));
    expect(res.headers.get('location')).toBe('/signIn?error=oidc');
  });

  it('fails when the code verifier does not match the challenge (PKCE checked by the provider)', async () => {
    provider.state.identity = { sub: 'sub-pkce', email: uniqueEmail(), email_verified: true };
    const res = await continueWith('/', (_callback, cookies) => {
      cookies.set('tm_oidc_verifier', { value: 'x'.repeat(43) });
    });
    expect(res.headers.get('location')).toBe('/signIn?error=oidc');
    expect(provider.log).toContain('token pkce-mismatch');
  });

  it('never redirects off the site', async () => {
    provider.state.identity = { sub: 'sub-redirect', email: uniqueEmail(), email_verified: true };
    const res = await continueWith('//evil.example/path');
    expect(res.headers.get('location')).toBe('/');
  });

  it.each<IdTokenFault>([
    'missing',
    'foreign-key',
    'wrong-issuer',
    'wrong-audience',
    'expired',
    'wrong-nonce',
  ])('refuses an id_token that is %s, however good the userinfo looks', async (fault) => {
    provider.state.identity = { sub: `sub-${fault}`, email: uniqueEmail(fault), email_verified: true };
    provider.state.fault = fault;
    try {
      const res = await continueWith('/');
      expect(res.headers.get('location')).toBe('/signIn?error=oidc');
      expect(res.headers.getSetCookie().some((c) => /^tm_session=[^;]/.test(c))).toBe(false);
      const made = await deps.db.select().from(users).where(eq(users.email, provider.state.identity.email));
      expect(made).toEqual([]);
    } finally {
      provider.state.fault = 'none';
    }
  });

  it('sends a nonce and makes ADMIN_EMAILS Admin only for a provider-verified address', async () => {
    const boss = uniqueEmail('oidc-boss');
    const configured = await authApp(tdb.database, { ...provider.settings, ADMIN_EMAILS: boss });
    const start = await configured.app.request('/api/auth/oidc/start');
    expect(new URL(start.headers.get('location')!).searchParams.get('nonce')).toMatch(/^[A-Za-z0-9_-]{20,}$/);
    provider.state.identity = { sub: `sub-${boss}`, email: boss, email_verified: true };
    const cookies = setCookies(start);
    const authorize = await fetch(start.headers.get('location')!, { redirect: 'manual' });
    const callback = new URL(authorize.headers.get('location')!);
    const res = await configured.app.request(`${callback.pathname}${callback.search}`, {
      headers: { cookie: cookieHeader(cookies) },
    });
    expect(res.headers.get('location')).toBe('/');
    expect(await roleOf(configured.deps, boss)).toBe('Admin');
  });

  it('hides the provider when it is not configured', async () => {
    const plain = await authApp(tdb.database, { OIDC_CLIENT_ID: '', OIDC_CLIENT_SECRET: '' });
    expect(await json(await plain.app.request('/api/auth/providers'))).toEqual({ oidc: null });
    const start = await plain.app.request('/api/auth/oidc/start');
    expect(start.headers.get('location')).toBe('/signIn?error=oidc');
  });
});
