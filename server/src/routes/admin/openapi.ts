import { z } from 'zod';
import {
  acceptRateSchema,
  addCurrencyRequestSchema,
  adminCheckSchema,
  boxRequestSchema,
  contactMessageSchema,
  createUserRequestSchema,
  credentialsSchema,
  currencyCode,
  currencySchema,
  orderSchema,
  rateLookupSchema,
  liveModeStatusSchema,
  sessionUserSchema,
  signUpAnswerSchema,
  updateCurrencyPriceRequestSchema,
  updateCurrencyRequestSchema,
  userListSchema,
  userRecordSchema,
} from '@tm/core';
import { registerRoute, type RouteDoc } from '../../openapi/registry';

/** The OpenAPI entries of the account, user, admin, Secure Box, stats and live-mode routes. */
const id = z.object({ id: z.string().describe('Order_Id (8 digits) or _id') });
const email = z.object({ email: z.string().describe('URL-encoded email') });
const code = (name: 'code' | 'value') => z.object({ [name]: currencyCode });
const paging = z.object({
  page: z.string().optional().describe('Page number from 1 (default 1)'),
  limit: z.string().optional().describe('Page size, 1-500 (default 50)'),
  q: z.string().optional().describe('Order_Id prefix (digits)'),
});
const pagedHeaders = { 'X-Total-Count': 'Response header: the number of rows across all pages' };
const sessionBody = z.object({ user: sessionUserSchema, token: z.string().optional() });
const orderAction = z.object({ message: z.string(), order: orderSchema });
const currencyChange = z.object({ message: z.string(), currency: currencySchema });
const liveState = liveModeStatusSchema;
const stats = z.object({
  Pending: z.number(),
  Accepted: z.number(),
  Completed: z.number(),
  perDay: z.array(z.object({ date: z.string(), count: z.number() })),
  volumeByWay: z.object({ buy: z.string(), sell: z.string() }),
});

const csrf = { 'x-csrf-token': 'Required with a cookie session: the value of the tm_csrf cookie' };

const docs: RouteDoc[] = [
  {
    method: 'post',
    path: '/auth/signup',
    tag: 'accounts',
    auth: 'public',
    summary:
      'Sign up: 202 "check your email" for every address, after the same work. A new address gets a single-use verification link (POST /auth/verify signs in); an address with an account gets an email saying so. No session is made here.',
    request: { body: credentialsSchema },
    responses: { 202: { description: 'Check your email', schema: signUpAnswerSchema } },
  },
  {
    method: 'post',
    path: '/auth/signin',
    tag: 'accounts',
    auth: 'public',
    summary:
      "Sign in with email and password (a new session every time). Failure: 401 'The password doesn't match'; the right password to an unverified address: 403 email_unverified (a new link is sent). The body carries `token` only when the request sends x-session-transport: bearer (the kiosk).",
    request: { body: credentialsSchema },
    responses: { 200: { description: 'Signed in', schema: sessionBody } },
  },
  {
    method: 'post',
    path: '/auth/signout',
    tag: 'accounts',
    auth: 'public',
    summary: 'Delete the session on the server and clear the cookies.',
    request: { headers: csrf },
    responses: { 204: { description: 'Signed out' } },
  },
  {
    method: 'get',
    path: '/auth/me',
    tag: 'accounts',
    auth: 'public',
    summary: 'The signed-in user, or null.',
    responses: {
      200: { description: 'Who is signed in', schema: z.object({ user: sessionUserSchema.nullable() }) },
    },
  },
  {
    method: 'get',
    path: '/auth/providers',
    tag: 'accounts',
    auth: 'public',
    summary: 'Whether "Continue with" (OIDC) is configured, and its name.',
    responses: {
      200: {
        description: 'Providers',
        schema: z.object({ oidc: z.object({ name: z.string() }).nullable() }),
      },
    },
  },
  {
    method: 'get',
    path: '/auth/oidc/start',
    tag: 'accounts',
    auth: 'public',
    summary: 'Start "Continue with": redirects to the provider (PKCE S256 + state).',
    request: { query: z.object({ redirect: z.string().optional().describe('Same-site path to return to') }) },
    responses: { 302: { description: 'To the provider' } },
  },
  {
    method: 'get',
    path: '/auth/oidc/callback',
    tag: 'accounts',
    auth: 'public',
    summary:
      'The provider returns here; signs in and redirects to the requested path, or /signIn?error=oidc.',
    responses: { 302: { description: 'Back to the app' } },
  },
  {
    method: 'post',
    path: '/box',
    tag: 'accounts',
    auth: 'public',
    summary:
      'Secure Box: checks the box credentials on the server (rate limited); marks a signed-in session box-granted.',
    request: { body: boxRequestSchema },
    responses: { 200: { description: 'Granted', schema: z.object({ ok: z.literal(true) }) } },
  },
  {
    method: 'post',
    path: '/user',
    tag: 'users',
    auth: 'user',
    summary: 'Confirm the user record of the signed-in user (own email only; idempotent).',
    request: { body: createUserRequestSchema, headers: csrf },
    responses: { 200: { description: 'The user record', schema: userRecordSchema } },
  },
  {
    method: 'get',
    path: '/admincheck/{email}',
    tag: 'users',
    auth: 'user',
    summary: 'The admin flag of the own email (an admin may ask about anyone); others: 403.',
    request: { params: email },
    responses: { 200: { description: 'Admin flag', schema: adminCheckSchema } },
  },
  {
    method: 'get',
    path: '/allusers',
    tag: 'users',
    auth: 'admin',
    summary: 'Users with email, role and _id, oldest first, 50 a page.',
    request: { query: paging, headers: pagedHeaders },
    responses: { 200: { description: 'Users', schema: userListSchema } },
  },
  {
    method: 'put',
    path: '/updateUser/{email}',
    tag: 'users',
    auth: 'admin',
    summary: 'Make the user Admin (audited).',
    request: { params: email, headers: csrf },
    responses: { 200: { description: 'The user record', schema: userRecordSchema } },
  },
  ...(
    [
      ['/allOrders', 'All live orders'],
      ['/PendingOrder', 'Pending orders'],
      ['/AcceptedOrder', 'Accepted orders'],
      ['/completedOrder', 'Completed orders'],
    ] as const
  ).map(([path, what]): RouteDoc => ({
    method: 'get',
    path,
    tag: 'orders (staff)',
    auth: 'admin',
    summary: `${what}, newest first, 50 a page; deleted orders never appear.`,
    request: { query: paging, headers: pagedHeaders },
    responses: { 200: { description: 'Orders', schema: z.array(orderSchema) } },
  })),
  {
    method: 'get',
    path: '/details/{id}',
    tag: 'orders (staff)',
    auth: 'admin',
    summary: 'One order by Order_Id or _id; 404 when unknown or deleted.',
    request: { params: id },
    responses: { 200: { description: 'The order', schema: orderSchema } },
  },
  ...(['get', 'post'] as const).map((method): RouteDoc => ({
    method,
    path: '/pendingToAceept/{id}',
    tag: 'orders (staff)',
    auth: 'admin',
    summary:
      'Accept a pending order and queue the acceptance email (GET as the spec, POST the same). 409 if refused.',
    request: { params: id, headers: csrf },
    responses: { 200: { description: 'Accepted', schema: orderAction } },
  })),
  {
    method: 'put',
    path: '/acceptedToCompleted/{id}',
    tag: 'orders (staff)',
    auth: 'admin',
    summary: 'Complete an accepted order. 409 if refused.',
    request: { params: id, headers: csrf },
    responses: { 200: { description: 'Completed', schema: orderAction } },
  },
  {
    method: 'delete',
    path: '/deleteOrder/{id}',
    tag: 'orders (staff)',
    auth: 'admin',
    summary: 'Soft delete a pending or accepted order (kept 5 years, with who and when). 409 if completed.',
    request: { params: id, headers: csrf },
    responses: { 200: { description: 'Deleted', schema: orderAction } },
  },
  {
    method: 'get',
    path: '/rateLookup/{code}',
    tag: 'currencies (staff)',
    auth: 'admin',
    summary:
      "The market rate from the rate service (the Check button); 422 'Wrong currency tried'; 422 rate_unusable for a rate the column cannot hold; `rejected` says why a rate that moved more than RATE_MAX_MOVE_PERCENT would not be stored.",
    request: { params: code('code') },
    responses: { 200: { description: 'The rate', schema: rateLookupSchema } },
  },
  {
    method: 'post',
    path: '/AddCurrency',
    tag: 'currencies (staff)',
    auth: 'admin',
    summary:
      "Add a currency; the server looks the rate up (a sent Rate is ignored). Existing: 409; unknown: 422 'Wrong currency tried'.",
    request: { body: addCurrencyRequestSchema, headers: csrf },
    responses: { 201: { description: 'Added', schema: currencyChange } },
  },
  {
    method: 'put',
    path: '/updateCurrency/{code}',
    tag: 'currencies (staff)',
    auth: 'admin',
    summary: 'Change label and margins.',
    request: { params: code('code'), body: updateCurrencyRequestSchema, headers: csrf },
    responses: { 200: { description: 'Updated', schema: currencyChange } },
  },
  {
    method: 'put',
    path: '/UpdateCurrencyPrice/{value}',
    tag: 'currencies (staff)',
    auth: 'admin',
    summary:
      'Save the market rate looked up by the server (a sent Rate is ignored); existing codes only. A rate that fails the check is not stored (422 rate_rejected / rate_unusable, reported on /liveMode and in the audit log) unless `acceptRate` names exactly the rate the service now gives (409 rate_changed otherwise); 503 rates_unavailable while the service cannot be reached.',
    request: {
      params: code('value'),
      body: updateCurrencyPriceRequestSchema.extend(acceptRateSchema.shape),
      headers: csrf,
    },
    responses: { 200: { description: 'Updated', schema: currencyChange } },
  },
  {
    method: 'delete',
    path: '/currencyDelete/{value}',
    tag: 'currencies (staff)',
    auth: 'admin',
    summary: 'Remove a currency from the list (its rate history is kept).',
    request: { params: code('value'), headers: csrf },
    responses: { 200: { description: 'Deleted', schema: z.object({ title: z.string(), text: z.string() }) } },
  },
  {
    method: 'get',
    path: '/liveMode',
    tag: 'currencies (staff)',
    auth: 'admin',
    summary:
      'Live mode status: on, interval, last run, and what is known about the rate service (outage since when and why, unknown codes, rejected rates).',
    responses: { 200: { description: 'State', schema: liveState } },
  },
  {
    method: 'put',
    path: '/liveMode',
    tag: 'currencies (staff)',
    auth: 'admin',
    summary: 'Switch live mode (server-side refresh of every rate on a schedule).',
    request: { body: z.object({ on: z.boolean() }), headers: csrf },
    responses: { 200: { description: 'State', schema: liveState } },
  },
  {
    method: 'get',
    path: '/contactMessages',
    tag: 'staff',
    auth: 'admin',
    summary: 'Contact form messages, newest first, 50 a page.',
    request: { query: paging, headers: pagedHeaders },
    responses: { 200: { description: 'Messages', schema: z.array(contactMessageSchema) } },
  },
  {
    method: 'get',
    path: '/stats',
    tag: 'staff',
    auth: 'admin',
    summary: 'Live orders by status, per day over 30 days, and GBP volume per way.',
    responses: { 200: { description: 'Statistics', schema: stats } },
  },
];

for (const doc of docs) registerRoute(doc);
