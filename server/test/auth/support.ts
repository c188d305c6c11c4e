import type { Role } from '@tm/core';
import { afterAll, beforeAll } from 'vitest';
import { errorEnvelopeSchema } from '@tm/core';
import { createApp, type AppDeps } from '../../src/app';
import { orderBody } from '../reliability/helpers/db-checks';
import { csrfTokenFor } from '../../src/auth/csrf';
import { createSession, sessionIdFromToken } from '../../src/auth/session';
import { hashPassword } from '../../src/auth/password';
import { users } from '../../src/db/schema';
import { auditRows, emailsTo, orderEmails, verificationToken } from './stored-rows';
import type { Database } from '../../src/db/types';
import { openDatabase } from '../../src/db/open';
import { testConfig, type EnvInput } from '../../src/env';
import { seedCurrencies } from '../../src/db/seed';
import { testDatabaseForFile, TEST_DRIVER, type TestDatabase } from '../support/test-db';
import { testDeps, jsonRequest, FIXED_NOW } from '../support/test-app';

export { FIXED_NOW, jsonRequest };
export { auditRows, emailsTo, orderEmails, orderStatus, roleOf, verificationToken } from './stored-rows';

/** Cheap Argon2 for tests (the production cost is OWASP's minimum); the algorithm is the same. */
export const FAST_ARGON2: EnvInput = { ARGON2_MEMORY_KIB: '64', ARGON2_TIME_COST: '1' };

/** Test deps whose configuration is the test defaults with these variables set (as the environment would). */
export function authDeps(database: Database, settings: EnvInput = {}, overrides: Partial<AppDeps> = {}) {
  const config = testConfig({ BRANCH_EMAIL: 'branch@test.local', ...FAST_ARGON2, ...settings });
  return testDeps(database, { config, ...overrides });
}

/**
 * An app on the database with these settings, with the helpers below bound to it: a request a test makes and
 * the rows and emails it then reads always belong to the same app and deps.
 */
export async function authApp(database: Database, settings: EnvInput = {}, overrides: Partial<AppDeps> = {}) {
  await seedCurrencies(database.db);
  const deps = authDeps(database, settings, overrides);
  const app = createApp(deps);
  return { app, deps, ...helpersOf(app, deps) };
}

/** authApp on a clock the test moves: `at(iso)` sets the time every later request and read sees. */
export async function authAppAt(database: Database, start: string, settings: EnvInput = {}) {
  let now = new Date(start);
  const made = await authApp(database, settings, { clock: () => new Date(now) });
  const at = (iso: string) => {
    now = new Date(iso);
  };
  return { ...made, at };
}

/** The helpers below that read one app or its deps, bound to them (authApp's result carries them). */
function helpersOf(app: TestApp, deps: AppDeps) {
  return {
    signUp: (email: string, password?: string) => signUp(app, email, password),
    signIn: (email: string, password?: string) => signIn(app, email, password),
    openLink: (token: string, password?: string) => openLink(app, token, password),
    verificationToken: (to: string) => verificationToken(deps, to),
    verifiedSignUp: (email: string, password?: string) => verifiedSignUp({ app, deps }, email, password),
    emailsTo: (to: string) => emailsTo(deps, to),
    placeOrder: (overrides?: Record<string, unknown>) => placeOrder(app, overrides),
    orderEmails: (orderId: string, kind: string) => orderEmails(deps, orderId, kind),
    auditRows: (entityId: string, action: string) => auditRows(deps, entityId, action),
    userWithSession: (role: Role, email?: string) => userWithSession(deps, role, email),
  };
}

export type TestApp = ReturnType<typeof createApp>;

type FileApp = Awaited<ReturnType<typeof authApp>> & {
  tdb: TestDatabase;
  /** Another app on the file's database, with settings of its own (a limit, a rule, a clock). */
  appWith: (settings?: EnvInput, overrides?: Partial<AppDeps>) => ReturnType<typeof authApp>;
  /** Another app on the file's database, on a clock the test moves (authAppAt). */
  appAt: (start: string, settings?: EnvInput) => ReturnType<typeof authAppAt>;
};

/**
 * An auth app on a database of its own for the calling test file: made before its tests, dropped after them.
 * Read its fields inside tests (they are set once beforeAll has run).
 */
export function authAppForFile(settings: EnvInput = {}, overrides: Partial<AppDeps> = {}): FileApp {
  const ctx = { tdb: testDatabaseForFile() } as FileApp;
  ctx.appWith = (own, ownOverrides) => authApp(ctx.tdb.database, own, ownOverrides);
  ctx.appAt = (start, own) => authAppAt(ctx.tdb.database, start, own);
  beforeAll(async () => {
    Object.assign(ctx, await authApp(ctx.tdb.database, settings, overrides));
  });
  return ctx;
}

/** Whoever a staff request is made as: a user with a session (userWithSession), by its bearer headers. */
interface Staff {
  bearer: Record<string, string>;
}

/** A staff route's request: the body, when there is one, sent as JSON (as the dashboard calls them). */
type StaffCall = (method: string, path: string, body?: unknown) => ReturnType<TestApp['request']>;

type AdminApp = FileApp & {
  admin: Awaited<ReturnType<typeof userWithSession>>;
  /** The staff routes called as `who`. */
  as: (who: Staff) => StaffCall;
  /** The staff routes called as the file's Admin: how their tests call most of them. */
  call: StaffCall;
};

/** authAppForFile with a signed-in Admin (bearer headers in `admin.bearer`), for the staff routes' tests. */
export function adminAppForFile(
  settings: EnvInput = {},
  overrides: Partial<AppDeps> = {},
  adminEmail?: string,
): AdminApp {
  const ctx = authAppForFile(settings, overrides) as AdminApp;
  ctx.as = (who) => (method, path, body) =>
    ctx.app.request(
      path,
      body === undefined ? { method, headers: who.bearer } : jsonRequest(body, who.bearer, method),
    );
  ctx.call = (method, path, body) => ctx.as(ctx.admin)(method, path, body);
  beforeAll(async () => {
    ctx.admin = await userWithSession(ctx.deps, 'Admin', adminEmail);
  });
  return ctx;
}

/**
 * One seeded database for the calling test file as two app instances see it: on PostgreSQL the second has a
 * pool of its own (`max` connections), as a second server process would; PGlite is one process's database
 * (its folder lock refuses a second), so there both instances share it.
 */
export function twoInstancesForFile(max: number) {
  const ctx = { tdb: testDatabaseForFile() } as { tdb: TestDatabase; first: Database; second: Database };
  beforeAll(async () => {
    ctx.first = ctx.tdb.database;
    await authApp(ctx.first);
    ctx.second =
      TEST_DRIVER === 'postgres' ? await openDatabase({ databaseUrl: ctx.tdb.url!, max }) : ctx.first;
  });
  // Runs before the file's database is dropped (after-hooks run in reverse order).
  afterAll(async () => {
    if (ctx.second && ctx.second !== ctx.first) await ctx.second.close();
  });
  return ctx;
}

/** The error envelope of a refused request. */
export const errorOf = async (res: Response) => errorEnvelopeSchema.parse(await res.json()).error;

/** The cookies a response sets, by name, with their attribute strings. */
export function setCookies(res: Response): Map<string, { value: string; raw: string }> {
  const out = new Map<string, { value: string; raw: string }>();
  for (const raw of res.headers.getSetCookie()) {
    const [pair = ''] = raw.split(';');
    const i = pair.indexOf('=');
    out.set(pair.slice(0, i), { value: decodeURIComponent(pair.slice(i + 1)), raw });
  }
  return out;
}

export interface Browser {
  token: string;
  csrf: string;
  /** Headers of a browser carrying the session cookies (and, unless told otherwise, the CSRF header). */
  headers(opts?: { csrf?: boolean }): Record<string, string>;
}

function browserOf(token: string, csrf: string): Browser {
  return {
    token,
    csrf,
    headers: (opts = {}) => ({
      cookie: `tm_session=${token}; tm_csrf=${csrf}`,
      ...(opts.csrf === false ? {} : { 'x-csrf-token': csrf }),
    }),
  };
}

/** A browser holding a session token, with the CSRF token the server would have given that session. */
export function browserWith(token: string, secrets: AppDeps['secrets']): Browser {
  return browserOf(token, csrfTokenFor(secrets.csrf, sessionIdFromToken(token)));
}

export function browserFrom(res: Response): Browser {
  const cookies = setCookies(res);
  return browserOf(cookies.get('tm_session')?.value ?? '', cookies.get('tm_csrf')?.value ?? '');
}

/** A sign-up as the form sends it: answers 202 "check your email" and signs nobody in. */
export async function signUp(app: TestApp, email: string, password = 'secret-pass') {
  const res = await app.request('/api/auth/signup', jsonRequest({ email, password }));
  return { res };
}

/** Opens a verification link as the /verifyEmail page does, with the password chosen at sign-up. */
export function openLink(
  app: TestApp,
  token: string,
  password = 'secret-pass',
  headers: Record<string, string> = {},
) {
  return app.request('/api/auth/verify', jsonRequest({ token, password }, headers));
}

/** Sign up and open the emailed link: a verified account, signed in (the browser of the link's page). */
export async function verifiedSignUp(
  ctx: { app: TestApp; deps: Pick<AppDeps, 'db'> },
  email: string,
  password = 'secret-pass',
) {
  const up = await signUp(ctx.app, email, password);
  if (up.res.status !== 202) throw new Error(`sign-up failed ${up.res.status} ${await up.res.text()}`);
  const res = await openLink(
    ctx.app,
    await verificationToken(ctx.deps, email.trim().toLowerCase()),
    password,
  );
  if (res.status !== 200) throw new Error(`verification failed ${res.status} ${await res.text()}`);
  return { res, browser: browserFrom(res) };
}

export async function signIn(app: TestApp, email: string, password = 'secret-pass') {
  const res = await app.request('/api/auth/signin', jsonRequest({ email, password }));
  return { res, browser: browserFrom(res) };
}

let counter = 0;
export const uniqueEmail = (prefix = 'user') =>
  `${prefix}-${Date.now().toString(36)}-${++counter}@example.test`;

/** A user straight in the database with a session; returns bearer headers (no CSRF needed). */
export async function userWithSession(deps: AppDeps, role: Role, email = uniqueEmail(role.toLowerCase())) {
  const [user] = await deps.db
    .insert(users)
    .values({
      email,
      role,
      emailVerified: true,
      passwordHash: await hashPassword('secret-pass', { memoryCost: 64, timeCost: 1 }),
    })
    .returning();
  const { token } = await createSession(deps.db, user!.id, deps.clock(), 30);
  return { user: user!, token, bearer: { authorization: `Bearer ${token}` } };
}

/** A valid Click & Collect order through the public API (signed in when `headers` carry a session). */
export async function placeOrder(
  app: TestApp,
  overrides: Record<string, unknown> = {},
  headers: Record<string, string> = {},
) {
  const res = await app.request(
    '/api/Order',
    jsonRequest(
      { ...orderBody(), ...overrides },
      {
        ...headers,
        'idempotency-key': `k-${Date.now()}-${++counter}-${Math.random().toString(36).slice(2)}`,
      },
    ),
  );
  if (res.status !== 201) throw new Error(`order failed ${res.status} ${await res.text()}`);
  return (await res.json()) as { _id: string; Order_Id: string; Status: string; Email: string; Name: string };
}

export { FIXED_NOW as NOW };

/** A response body for assertions; the expectations themselves check its shape. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read bodies loosely and assert on them
export const json = (res: Response): Promise<any> => res.json();

/**
 * A Click & Sell of €302.67: €300 in notes, €2.67 not exchanged, so the GBP it pays (core orderGbpTotal) is
 * less than its priced GBP side. An audit found staff screens and CSVs showing the priced figure.
 */
export const SELL_WITH_LEFTOVER = {
  status: 'sell',
  title: 'Click & Sell',
  Orders: [{ currencyTake: '302.67', currencyTakecurrent: 'EUR', currencyMycurrent: 'GBP', status: 'sell' }],
} as const;

/** A branch cancellation's body (issue 29: a reason is required). */
export const BRANCH_CANCEL = { reason: 'other', note: 'Cancelled in a test' } as const;

/** Staff accept a Pending order (the spec's POST /pendingToAceept/{id}). */
export const acceptByBranch = (app: TestApp, headers: Record<string, string>, id: string) =>
  app.request(`/api/pendingToAceept/${id}`, { method: 'POST', headers });

/** Staff cancel (delete) an order with a reason, as the dashboard does. */
export const cancelByBranch = (app: TestApp, headers: Record<string, string>, id: string) =>
  app.request(`/api/deleteOrder/${id}`, jsonRequest(BRANCH_CANCEL, headers, 'DELETE'));
