import { mkdtempSync, rmSync, writeFileSync, mkdirSync, existsSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '../../src/db/schema';
import { createApp, type AppDeps } from '../../src/app';
import { createTestDatabase, type TestDatabase } from '../support/test-db';
import {
  authApp,
  authDeps,
  placeOrder,
  signIn,
  verifiedSignUp,
  setCookies,
  uniqueEmail,
  jsonRequest,
  type TestApp,
} from '../auth/support';
import { tableCounts } from './helpers/db-checks';
import { listen, rawRequest } from '../support/http-helpers';
import { apiRoutes } from '../fuzz/route-table';
import { REPO_ROOT } from './helpers/spawn-server';

/**
 * Security checks that complete the ones of server/test/auth (new session at sign-in, sign-out deleting the
 * session, cookie flags over an https URL, CSRF on one route, the sign-in rate limit) and
 * server/test/admin/route-guard.test.ts (every admin route refuses anonymous and customer callers):
 * CSP and framing headers on every page and API answer, the CSRF check on EVERY state-changing route, Secure
 * cookies behind a TLS proxy only when the proxy is trusted, and rate limits that a forged X-Forwarded-For
 * does not get around. npm audit runs as its own script (npm-audit.ts): it needs the registry's advisory
 * endpoint, which a test run must not silently skip when it is unreachable.
 */
let test: TestDatabase;
let app: TestApp;
let deps: AppDeps;
let publicDir: string;
const INDEX =
  '<!doctype html><html lang="en"><head><script type="module" src="/assets/index-AbCdEf12.js"></script></head><body><div id="root"></div></body></html>';

beforeAll(async () => {
  test = await createTestDatabase();
  ({ app, deps } = await authApp(test.database));
  publicDir = mkdtempSync(join(tmpdir(), 'tm-reliab-public-'));
  mkdirSync(join(publicDir, 'assets'));
  writeFileSync(join(publicDir, 'index.html'), INDEX);
  writeFileSync(join(publicDir, 'assets', 'index-AbCdEf12.js'), 'console.log(1)');
}, 120_000);
afterAll(async () => {
  rmSync(publicDir, { recursive: true, force: true });
  await test?.cleanup();
});

function expectPageHeaders(res: Response, where: string) {
  const csp = res.headers.get('content-security-policy') ?? '';
  expect(csp, where).toContain("default-src 'self'");
  expect(csp, where).toMatch(/script-src 'self'(;|$)/);
  expect(csp, where).not.toMatch(/script-src[^;]*unsafe-(inline|eval)/);
  expect(csp, where).toContain("object-src 'none'");
  expect(csp, where).toContain("frame-ancestors 'none'");
  expect(csp, where).toContain("base-uri 'self'");
  expect(res.headers.get('x-frame-options'), where).toBe('DENY');
  expect(res.headers.get('x-content-type-options'), where).toBe('nosniff');
  expect(res.headers.get('referrer-policy'), where).toBe('strict-origin-when-cross-origin');
}

/** JSON answers: nothing may load or frame them, and they are never sniffed into something else. */
function expectApiHeaders(res: Response, where: string) {
  const csp = res.headers.get('content-security-policy') ?? '';
  expect(csp, where).toContain("default-src 'none'");
  expect(csp, where).toContain("frame-ancestors 'none'");
  expect(res.headers.get('x-frame-options'), where).toBe('DENY');
  expect(res.headers.get('x-content-type-options'), where).toBe('nosniff');
  expect(res.headers.get('referrer-policy'), where).toBe('strict-origin-when-cross-origin');
}

describe('Content-Security-Policy on every page', () => {
  const PAGES = [
    '/',
    '/purchase/Order',
    '/dashboard/orderDetails/12345678',
    '/screen',
    '/no/such/page?x=%3Cscript%3Ealert(1)%3C/script%3E',
    '/assets/index-AbCdEf12.js',
  ];

  it('sends CSP and framing headers with the app shell and on deep links, never reflecting the URL', async () => {
    const withPages = createApp({ ...authDeps(test.database), publicDir });
    for (const path of PAGES) {
      const res = await withPages.request(path);
      expect(res.status, path).toBe(200);
      expectPageHeaders(res, path);
      const body = await res.text();
      if (!path.startsWith('/assets/')) expect(body, path).toBe(INDEX);
    }
    // A missing asset is a 404 envelope, still with the headers (not the HTML page).
    const missing = await withPages.request('/assets/gone-12345678.js');
    expect(missing.status).toBe(404);
    expectPageHeaders(missing, 'missing asset');
  });

  it('sends the same headers with the built PWA when it exists (apps/pwa/dist)', async () => {
    const dist = join(REPO_ROOT, 'apps/pwa/dist');
    if (!existsSync(join(dist, 'index.html'))) {
      // Not built in this checkout: the served shell is covered by the test above with a stand-in index.html.
      expect(existsSync(join(dist, 'index.html'))).toBe(false);
      return;
    }
    const built = createApp({ ...authDeps(test.database), publicDir: dist });
    // Prerendered pages for some routes, the empty shell for the rest (apps/pwa/prerender.ts).
    const pages = new Map([
      ['/', 'index.html'],
      ['/exchangeRates', 'exchangeRates/index.html'],
      ['/purchase/EUR/Order', 'purchase/_/Order/index.html'],
      ['/dashboard', 'shell.html'],
      ['/purchase/Order', 'shell.html'],
      ['/contact', 'shell.html'],
    ]);
    for (const [path, file] of pages) {
      const html = readFileSync(join(dist, file), 'utf8');
      const res = await built.request(path);
      expect(res.status, path).toBe(200);
      expectPageHeaders(res, path);
      expect(await res.text(), path).toBe(html);
      // No page may need inline script, or the CSP above would break it.
      expect(html, file).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>\s*\S/);
    }
  });

  it('sends the API set on API answers and errors, and the page set on the docs page', async () => {
    for (const path of ['/api/currency', '/api/singleCurrency/EUR', '/api/nope', '/api/allOrders']) {
      const res = await app.request(path);
      expectApiHeaders(res, path);
    }
    expectPageHeaders(await app.request('/api/docs'), '/api/docs');
  });
});

describe('CSRF on every state-changing route', () => {
  it('refuses a cookie session without the matching x-csrf-token on every POST/PUT/DELETE (and the GET accept), writing nothing', async () => {
    const email = uniqueEmail('csrf');
    await verifiedSignUp({ app, deps }, email);
    await deps.db.update(users).set({ role: 'Admin' }).where(eq(users.email, email));
    const { browser } = await signIn(app, email);
    const order = await placeOrder(app);
    const before = await tableCounts(deps.db);
    const targets = apiRoutes().filter(
      (r) => r.method !== 'GET' || r.path.startsWith('/api/pendingToAceept'),
    );
    expect(targets.length).toBeGreaterThan(15);
    for (const route of targets) {
      const path = route.path.replace(/:(\w+)/g, (_, p: string) =>
        p === 'id' ? order._id : p === 'email' ? encodeURIComponent(email) : 'EUR',
      );
      for (const csrf of [undefined, 'f'.repeat(64), browser.csrf.slice(0, -1)]) {
        const headers: Record<string, string> = {
          cookie: `tm_session=${browser.token}; tm_csrf=${browser.csrf}`,
          'content-type': 'application/json',
        };
        if (csrf !== undefined) headers['x-csrf-token'] = csrf;
        const res = await app.request(path, {
          method: route.method,
          headers,
          body:
            route.method === 'GET'
              ? undefined
              : JSON.stringify({ on: true, label: 'X', Sell: '-1', Buy: '1', value: 'EUR' }),
        });
        const where = `${route.method} ${path} csrf=${csrf}`;
        if (
          route.path === '/api/auth/signin' ||
          route.path === '/api/auth/signup' ||
          route.path === '/api/auth/resetPassword' ||
          route.path === '/api/auth/verify' ||
          route.path === '/api/Order' ||
          route.path === '/api/contact' ||
          route.path === '/api/box'
        ) {
          // Public doors do not act on the session; they may refuse the body, but must not fail.
          expect(res.status, where).toBeLessThan(500);
          continue;
        }
        expect(res.status, where).toBe(403);
        expect(await res.json(), where).toMatchObject({ error: { code: 'csrf_failed' } });
      }
    }
    // Only the public doors could have written (an order, a contact message): nothing else changed.
    const after = await tableCounts(deps.db);
    for (const t of [
      'sessions',
      'currencies',
      'audit_log',
      'rate_history',
      'currencyFingerprint',
      'orderFingerprint',
      'roleFingerprint',
    ]) {
      expect(after[t], t).toBe(before[t]);
    }
  });
});

describe('cookies behind a TLS-terminating proxy', () => {
  it('marks the session cookies Secure for x-forwarded-proto: https only when TRUST_PROXY is on', async () => {
    const trusted = await authApp(test.database, { TRUST_PROXY: 'true' });
    const email = uniqueEmail('proxy');
    await verifiedSignUp(trusted, email);
    const viaProxy = await trusted.app.request(
      '/api/auth/signin',
      jsonRequest({ email, password: 'secret-pass' }, { 'x-forwarded-proto': 'https' }),
    );
    expect(viaProxy.status).toBe(200);
    for (const name of ['tm_session', 'tm_csrf']) {
      expect(setCookies(viaProxy).get(name)!.raw, name).toMatch(/;\s*Secure/i);
    }
    expect(setCookies(viaProxy).get('tm_session')!.raw).toMatch(/HttpOnly/i);
    expect(setCookies(viaProxy).get('tm_session')!.raw).toMatch(/SameSite=Lax/i);

    // Without a trusted proxy the header is anyone's to send, so it is ignored (plain http here).
    const untrusted = await app.request(
      '/api/auth/signin',
      jsonRequest({ email, password: 'secret-pass' }, { 'x-forwarded-proto': 'https' }),
    );
    expect(untrusted.status).toBe(200);
    expect(setCookies(untrusted).get('tm_session')!.raw).not.toMatch(/;\s*Secure/i);
  });
});

/** A JSON POST over a raw socket claiming, in X-Forwarded-For, to come from `forgedIp`. */
const postForging = (port: number, path: string, forgedIp: string, body: unknown) =>
  rawRequest(port, {
    method: 'POST',
    path,
    headers: { 'content-type': 'application/json', 'x-forwarded-for': forgedIp },
    body: JSON.stringify(body),
  });

describe('rate limits over a real socket', () => {
  it('holds the sign-in and contact limits even when the client forges X-Forwarded-For', async () => {
    const fresh = await authApp(test.database);
    const server = await listen(fresh.app.fetch);
    try {
      const email = uniqueEmail('limit');
      const statuses: number[] = [];
      for (let i = 0; i < 12; i++) {
        const res = await postForging(server.port, '/api/auth/signin', `203.0.113.${i}`, {
          email,
          password: 'wrong-password',
        });
        statuses.push(res.status);
        if (res.status === 429) expect(res.headers['retry-after']).toBeDefined();
      }
      expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
      expect(statuses.slice(10)).toEqual([429, 429]);

      const before = await tableCounts(fresh.deps.db);
      const contact: number[] = [];
      for (let i = 0; i < 7; i++) {
        const res = await postForging(server.port, '/api/contact', `198.51.100.${i}`, {
          name: 'Rate Limit',
          email: 'rl@example.test',
          phone: '',
          message: 'Hello, is the branch open on Sunday?',
        });
        contact.push(res.status);
      }
      expect(contact).toEqual([201, 201, 201, 201, 201, 429, 429]);
      expect(Number((await tableCounts(fresh.deps.db)).contact_messages)).toBe(
        Number(before.contact_messages) + 5,
      );
    } finally {
      await server.close();
    }
  });
});
