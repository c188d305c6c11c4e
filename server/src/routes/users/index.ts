import { z } from '@hono/zod-openapi';
import {
  adminCheckSchema,
  can,
  isStaff,
  roleOf,
  setRoleRequestSchema,
  createUserRequestSchema,
  userListSchema,
  userRecordSchema,
  messages,
  type UserRecord,
} from '@tm/core';
import { ApiError, notFound } from '../../http/errors';
import { adminRoute, json, jsonBody, routeGroup, userRoute, type RequestBody } from '../openapi';
import { findUserByEmail, listUsers, makeAdmin, removeAdmin, setRole } from '../../auth/accounts';
import type { AccountEnv } from '../../pipeline/auth-context';
import type { UserRow } from '../../auth/session';
import { pageOf, pageRows, staffListRoute } from '../admin/paging';
import { mapPage } from '../../db/page';

export function toUserRecord(user: UserRow): UserRecord {
  return { _id: user.id, email: user.email, role: roleOf(user.role) };
}

/** Hono has already decoded the path parameter; a second decode is only for double-encoded clients, and a
 * lone `%` (invalid as an escape) is then just a character, not a 500. */
const normaliseEmail = (raw: string) => {
  let email = raw;
  try {
    email = decodeURIComponent(raw);
  } catch {
    // Not an escape sequence: keep the parameter as Hono decoded it.
  }
  return email.trim().toLowerCase();
};

/** A role change's refusals as the API answers them. */
function roleOutcome(
  outcome: Awaited<ReturnType<typeof setRole>>,
  selfMessage: string = messages.cannotChangeOwnRole,
): UserRow {
  if (!outcome) throw notFound('We could not find that user');
  if (outcome === 'self') throw new ApiError(422, 'own_admin_role', selfMessage);
  if (outcome === 'last-admin') throw new ApiError(422, 'last_admin', messages.lastAdminStays);
  return outcome;
}

const emailParams = z.object({ email: z.string().describe('URL-encoded email') });

const confirmUser = userRoute('users', 'post', '/user', {
  summary: 'Confirm the user record of the signed-in user (own email only; idempotent).',
  request: { body: jsonBody(createUserRequestSchema) },
  responses: { 200: json(userRecordSchema, 'The user record') },
});

const adminCheck = userRoute('users', 'get', '/admincheck/{email}', {
  summary:
    'Whether the own email may enter the dashboard (`admin`: any staff role, Cashier, Manager or Admin; issue 29) and its `role`. An Admin may ask about anyone; others: 403.',
  request: { params: emailParams },
  responses: { 200: json(adminCheckSchema, 'Admin flag') },
});

const allUsers = staffListRoute('users', '/allusers', {
  capability: 'users.manage',
  summary: 'Users with email, role and _id, oldest first, 50 a page.',
  rows: pageOf(userListSchema, 'Users'),
});

/**
 * An Admin's change to the account of the path's email (audited), with the change's own body if it has one,
 * answered with the account's user record.
 */
const accountChange = <P extends string, C extends { summary: string; body?: RequestBody }>(
  path: P,
  { summary, ...request }: C,
) =>
  adminRoute('users', 'put', path, {
    capability: 'users.manage',
    summary,
    request: { params: emailParams, ...request },
    responses: { 200: json(userRecordSchema, 'The user record') },
  });

const makeAdminRoute = accountChange('/updateUser/{email}', { summary: 'Make the user Admin (audited).' });

const setRoleRoute = accountChange('/users/{email}/role', {
  summary:
    "Set another account's role: user (customer), Cashier, Manager or Admin (audited). 422 for your own account or for taking Admin from the last Admin.",
  body: jsonBody(setRoleRequestSchema),
});

const removeAdminRoute = accountChange('/removeAdmin/{email}', {
  summary:
    'Take Admin away from another account (audited). 422 for your own account or the last Admin; a user who is not Admin is answered as is.',
});

/**
 * The spec's user calls. POST /user and GET /admincheck answer only about the caller's own email (an admin
 * may ask about anyone), so no one learns another person's role. The account itself is created at sign-up,
 * so POST /user confirms the user record and is idempotent: it never changes a role.
 */
export function userRoutes() {
  return routeGroup<AccountEnv>()
    .openapi(confirmUser, async (c) => {
      const auth = c.get('auth')!;
      if (c.req.valid('json').email !== auth.user.email) {
        throw new ApiError(403, 'forbidden', 'You can only register your own email');
      }
      const user = await findUserByEmail(c.get('deps').db, auth.user.email);
      if (!user) throw notFound('We could not find your account');
      return c.json(toUserRecord(user), 200);
    })
    .openapi(adminCheck, async (c) => {
      const auth = c.get('auth')!;
      const email = normaliseEmail(c.req.valid('param').email);
      const answer = (stored: string | undefined) => {
        const role = roleOf(stored);
        return { admin: isStaff(role), role };
      };
      if (email === auth.user.email) return c.json(answer(auth.user.role), 200);
      if (!can(roleOf(auth.user.role), 'users.manage'))
        throw new ApiError(403, 'forbidden', 'You can only check your own account');
      const user = await findUserByEmail(c.get('deps').db, email);
      return c.json(answer(user?.role), 200);
    })
    .openapi(allUsers, async (c) => {
      const page = await listUsers(c.get('deps').db, c.req.valid('query'));
      return c.json(pageRows(c, mapPage(page, toUserRecord)), 200);
    })
    .openapi(makeAdminRoute, async (c) => {
      const deps = c.get('deps');
      const email = normaliseEmail(c.req.valid('param').email);
      const updated = await makeAdmin(deps.db, email, c.get('auth')!.user.email, deps.clock());
      if (!updated) throw notFound('We could not find that user');
      return c.json(toUserRecord(updated), 200);
    })
    .openapi(setRoleRoute, async (c) => {
      const deps = c.get('deps');
      const actor = c.get('auth')!.user;
      const email = normaliseEmail(c.req.valid('param').email);
      const { role } = c.req.valid('json');
      const outcome = await deps.db.transaction((tx) => setRole(tx, email, role, actor, deps.clock()));
      return c.json(toUserRecord(roleOutcome(outcome)), 200);
    })
    .openapi(removeAdminRoute, async (c) => {
      const deps = c.get('deps');
      const actor = c.get('auth')!.user;
      const email = normaliseEmail(c.req.valid('param').email);
      const outcome = await deps.db.transaction((tx) => removeAdmin(tx, email, actor, deps.clock()));
      return c.json(toUserRecord(roleOutcome(outcome, messages.cannotRemoveOwnAdmin)), 200);
    });
}
