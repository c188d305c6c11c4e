import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { can, type Capability, type Role } from '@tm/core';
import { createTestDatabase, type TestDatabase } from '../support/test-db';
import { PUBLIC, SIGNED_IN } from '../support/route-access';
import { authApp, jsonRequest, placeOrder, userWithSession, type TestApp } from '../auth/support';

/**
 * Every staff route × every role (issue 29). The routes come from the built app (app.routes), so a new route
 * is walked the day it is added; the capability each must need is written here, so a route whose guard
 * changes, or a new one nobody classified, fails. Each call is made for real: a role the capability allows
 * must get past the guard (any answer but 401/403), one it does not must get 403, and anonymous 401.
 */
const CAPABILITY: Record<string, Capability> = {
  'GET /api/allOrders': 'orders.read',
  'GET /api/PendingOrder': 'orders.read',
  'GET /api/AcceptedOrder': 'orders.read',
  'GET /api/completedOrder': 'orders.read',
  'GET /api/details/:id': 'orders.read',
  'GET /api/orderTimeline/:id': 'orders.read',
  'GET /api/pendingToAceept/:id': 'orders.accept',
  'POST /api/pendingToAceept/:id': 'orders.accept',
  'PUT /api/acceptedToCompleted/:id': 'orders.complete',
  'DELETE /api/deleteOrder/:id': 'orders.delete',
  'GET /api/today': 'today',
  'GET /api/staffEvents': 'orders.read',
  'GET /api/contactMessages': 'messages.handle',
  'PUT /api/contactMessages/:id/handled': 'messages.handle',
  'POST /api/suspiciousNotes': 'suspicious.raise',
  'GET /api/suspiciousNotes': 'suspicious.read',
  'GET /api/deletedOrders': 'deleted.read',
  'GET /api/deletedOrdersExport': 'deleted.read',
  'GET /api/stats': 'reports',
  'GET /api/ordersExport': 'reports',
  'GET /api/liveMode': 'dashboard',
  'PUT /api/liveMode': 'liveMode.manage',
  'GET /api/rateLookup/:code': 'currencies.manage',
  'POST /api/AddCurrency': 'currencies.manage',
  'PUT /api/updateCurrency/:code': 'currencies.manage',
  'PUT /api/UpdateCurrencyPrice/:value': 'currencies.manage',
  'DELETE /api/currencyDelete/:value': 'currencies.manage',
  'GET /api/allusers': 'users.manage',
  'PUT /api/updateUser/:email': 'users.manage',
  'PUT /api/removeAdmin/:email': 'users.manage',
  'PUT /api/users/:email/role': 'users.manage',
  'PUT /api/branches/:slug': 'branch.settings',
  'PUT /api/amendOrder/:id': 'orders.amend',
  'POST /api/walkInOrders': 'orders.walkIn',
  'GET /api/till': 'till.count',
  'PUT /api/till': 'till.count',
  'POST /api/till/signOff': 'till.signOff',
  'GET /api/endOfDay': 'reports',
  'GET /api/endOfDayExport': 'reports',
};

const ROLES: Role[] = ['user', 'Cashier', 'Manager', 'Admin'];
const key = (r: { method: string; path: string }) => `${r.method} ${r.path}`;

let tdb: TestDatabase;
let app: TestApp;
let staffRoutes: Array<{ method: string; path: string }>;
let orderId: string;
let headers: Record<Role, Record<string, string>>;
let doc: { paths: Record<string, Record<string, { 'x-capability'?: string }>> };

beforeAll(async () => {
  tdb = await createTestDatabase();
  const built = await authApp(tdb.database);
  app = built.app;
  orderId = (await placeOrder(app)).Order_Id;
  headers = {} as Record<Role, Record<string, string>>;
  for (const role of ROLES) headers[role] = (await userWithSession(built.deps, role)).bearer;
  const seen = new Set<string>();
  staffRoutes = app.routes
    .filter((r) => r.method !== 'ALL' && r.path.startsWith('/api/'))
    .filter((r) => !PUBLIC.has(key(r)) && !SIGNED_IN.has(key(r)))
    .filter((r) => !seen.has(key(r)) && Boolean(seen.add(key(r))))
    .map((r) => ({ method: r.method, path: r.path }));
  doc = (await (await app.request('/api/openapi.json')).json()) as typeof doc;
});
afterAll(() => tdb.cleanup());

const urlOf = (path: string) =>
  path
    .replace(':id', orderId)
    .replace(':email', encodeURIComponent('nobody@example.test'))
    .replace(/:(code|value)/, 'ZZZ');

async function status(method: string, url: string, who: Record<string, string>) {
  const init =
    method === 'GET' || method === 'DELETE' ? { method, headers: who } : jsonRequest({}, who, method);
  const res = await app.request(url, init);
  await res.body?.cancel();
  return res.status;
}

describe('every staff route as every role (issue 29)', () => {
  it('knows the capability of every staff route the app has, and the document shows the same', () => {
    const walked = staffRoutes.map(key).sort();
    expect(walked).toEqual(Object.keys(CAPABILITY).sort());
    const shown = staffRoutes.map((r) => {
      const path = r.path.replace(/^\/api/, '').replace(/:(\w+)/g, '{$1}');
      return [key(r), doc.paths[path]?.[r.method.toLowerCase()]?.['x-capability']];
    });
    expect(Object.fromEntries(shown)).toEqual(CAPABILITY);
  });

  it('lets exactly the roles the permission map allows past each guard', async () => {
    const wrong: string[] = [];
    for (const route of staffRoutes) {
      const capability = CAPABILITY[key(route)]!;
      const url = urlOf(route.path);
      const anonymous = await status(route.method, url, {});
      if (anonymous !== 401) wrong.push(`${key(route)} anonymous -> ${anonymous}`);
      for (const role of ROLES) {
        const got = await status(route.method, url, headers[role]);
        const allowed = can(role, capability);
        if (allowed ? got === 401 || got === 403 : got !== 403) {
          wrong.push(`${key(route)} as ${role} (${allowed ? 'allowed' : 'refused'}) -> ${got}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  it('tells a staff member which role may, and a customer only that staff may', async () => {
    const asCashier = await app.request('/api/deletedOrders', { headers: headers.Cashier });
    expect(asCashier.status).toBe(403);
    expect(((await asCashier.json()) as { error: { message: string } }).error.message).toBe(
      'Your role (Cashier) cannot do this: ask a Manager or an Admin',
    );
    // An Admin-only route names the Admin once, with "an" (it read "ask a Admin or an Admin").
    const message = async (res: Response) =>
      ((await res.json()) as { error: { message: string } }).error.message;
    const allUsers = await app.request('/api/allusers', { headers: headers.Cashier });
    expect(allUsers.status).toBe(403);
    expect(await message(allUsers)).toBe('Your role (Cashier) cannot do this: ask an Admin');
    const setRole = await app.request(
      urlOf('/api/users/:email/role'),
      jsonRequest({ role: 'Cashier' }, headers.Manager, 'PUT'),
    );
    expect(setRole.status).toBe(403);
    expect(await message(setRole)).toBe('Your role (Manager) cannot do this: ask an Admin');
    const asCustomer = await app.request('/api/today', { headers: headers.user });
    expect(((await asCustomer.json()) as { error: { message: string } }).error.message).toBe(
      'Only staff can do this',
    );
  });
});
