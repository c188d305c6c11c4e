import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../support/test-db';
import { PUBLIC, SIGNED_IN } from '../support/route-access';
import { authApp, jsonRequest, placeOrder, userWithSession, type TestApp } from '../auth/support';

/**
 * Walks every route of the built app. Anything not listed in support/route-access.ts as open to the public or
 * to any signed-in user is a staff route and must answer 401 to an anonymous caller and 403 to a signed-in
 * customer. A new route therefore has to be classified there, or this test fails (role-walk.test.ts then
 * walks each staff route as every staff role).
 */
const CUSTOMER = {
  Name: 'Zebedee Quintessence',
  Email: 'zq.private@example.test',
  Phone_Number: '07700 912345',
};

let tdb: TestDatabase;
let app: TestApp;
let deps: Awaited<ReturnType<typeof authApp>>['deps'];
let order: Awaited<ReturnType<typeof placeOrder>>;
let routes: Array<{ method: string; path: string }>;

beforeAll(async () => {
  tdb = await createTestDatabase();
  ({ app, deps } = await authApp(tdb.database));
  order = await placeOrder(app, CUSTOMER);
  const seen = new Set<string>();
  routes = app.routes
    .filter((r) => r.method !== 'ALL' && r.path.startsWith('/api/'))
    .filter((r) => !seen.has(`${r.method} ${r.path}`) && Boolean(seen.add(`${r.method} ${r.path}`)))
    .map((r) => ({ method: r.method, path: r.path }));
});
afterAll(() => tdb.cleanup());

/** Concrete URLs for a route pattern, aimed at the private order and customer. */
function urlsFor(path: string): string[] {
  if (path.includes(':id')) return [path.replace(':id', order._id), path.replace(':id', order.Order_Id)];
  return [
    path
      .replace(':email', encodeURIComponent(CUSTOMER.Email))
      .replace(':code', 'EUR')
      .replace(':value', 'EUR')
      .replace(':currency', 'EUR'),
  ];
}

/** Reads a body, but only the first chunk of an event stream (it never ends by itself). */
async function bodyText(res: Response): Promise<string> {
  if (!res.headers.get('content-type')?.includes('text/event-stream')) return res.text();
  const reader = res.body!.getReader();
  const first = await Promise.race([reader.read(), new Promise<null>((r) => setTimeout(() => r(null), 500))]);
  await reader.cancel().catch(() => {});
  return first && first.value ? new TextDecoder().decode(first.value) : '';
}

async function call(method: string, url: string, headers: Record<string, string>) {
  const init =
    method === 'GET' || method === 'DELETE' ? { method, headers } : jsonRequest({}, headers, method);
  const res = await app.request(url, init);
  return { status: res.status, text: await bodyText(res) };
}

const key = (r: { method: string; path: string }) => `${r.method} ${r.path}`;

describe('every route of the app', () => {
  it('finds the routes, including every admin route of spec §7', () => {
    const admin = routes.filter((r) => !PUBLIC.has(key(r)) && !SIGNED_IN.has(key(r))).map(key);
    expect(admin).toEqual(
      expect.arrayContaining([
        'GET /api/allOrders',
        'GET /api/PendingOrder',
        'GET /api/AcceptedOrder',
        'GET /api/completedOrder',
        'GET /api/details/:id',
        'GET /api/orderTimeline/:id',
        'GET /api/pendingToAceept/:id',
        'POST /api/pendingToAceept/:id',
        'PUT /api/acceptedToCompleted/:id',
        'DELETE /api/deleteOrder/:id',
        'GET /api/allusers',
        'PUT /api/updateUser/:email',
        'PUT /api/removeAdmin/:email',
        'POST /api/AddCurrency',
        'PUT /api/updateCurrency/:code',
        'PUT /api/UpdateCurrencyPrice/:value',
        'DELETE /api/currencyDelete/:value',
        'GET /api/rateLookup/:code',
        'GET /api/liveMode',
        'PUT /api/liveMode',
        'GET /api/contactMessages',
        'PUT /api/contactMessages/:id/handled',
        'GET /api/stats',
        'GET /api/today',
        'GET /api/ordersExport',
      ]),
    );
  });

  it('answers 401 to an anonymous caller and 403 to a signed-in non-admin on every admin route', async () => {
    const { bearer } = await userWithSession(deps, 'user');
    const failures: string[] = [];
    for (const route of routes.filter((r) => !PUBLIC.has(key(r)) && !SIGNED_IN.has(key(r)))) {
      for (const url of urlsFor(route.path)) {
        const anonymous = await call(route.method, url, {});
        if (anonymous.status !== 401)
          failures.push(`${route.method} ${url} anonymous -> ${anonymous.status}`);
        const user = await call(route.method, url, bearer);
        if (user.status !== 403) failures.push(`${route.method} ${url} as user -> ${user.status}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('documents every admin and signed-in route in /api/openapi.json with who may call it', async () => {
    const doc = (await (await app.request('/api/openapi.json')).json()) as {
      paths: Record<string, Record<string, { 'x-auth'?: string }>>;
    };
    const missing: string[] = [];
    for (const route of routes.filter((r) => !PUBLIC.has(key(r)))) {
      const path = route.path.replace(/^\/api/, '').replace(/:(\w+)/g, '{$1}');
      const auth = doc.paths[path]?.[route.method.toLowerCase()]?.['x-auth'];
      const expected = SIGNED_IN.has(key(route)) ? 'user' : 'staff';
      if (auth !== expected) missing.push(`${key(route)}: ${auth ?? 'undocumented'}`);
    }
    expect(missing).toEqual([]);
  });

  it('answers 401 anonymously on the signed-in routes', async () => {
    for (const route of routes.filter((r) => SIGNED_IN.has(key(r)))) {
      for (const url of urlsFor(route.path))
        expect((await call(route.method, url, {})).status, url).toBe(401);
    }
  });

  it('shows no customer name, email or phone to anyone without admin rights, on any route', async () => {
    const { bearer } = await userWithSession(deps, 'user');
    const leaks: string[] = [];
    for (const route of routes) {
      for (const url of urlsFor(route.path)) {
        for (const [who, headers] of [
          ['anonymous', {}],
          ['user', bearer],
        ] as const) {
          // Signing out would end the user's session and turn the rest of the walk anonymous.
          if (who === 'user' && key(route) === 'POST /api/auth/signout') continue;
          const { text } = await call(route.method, url, headers);
          for (const secret of Object.values(CUSTOMER)) {
            if (text.includes(secret)) leaks.push(`${route.method} ${url} (${who}) shows ${secret}`);
          }
        }
      }
    }
    expect(leaks).toEqual([]);
    // The same walk with admin rights does reach the customer, so the check above can fail.
    const admin = await userWithSession(deps, 'Admin');
    const details = await call('GET', `/api/details/${order.Order_Id}`, admin.bearer);
    expect(details.text).toContain(CUSTOMER.Name);
  });
});
