import { Hono } from 'hono';
import { asc, count, eq } from 'drizzle-orm';
import { createUserRequestSchema, type UserRecord } from '@tm/core';
import { users } from '../../db/schema';
import { ApiError, notFound, validationError } from '../../http/errors';
import { findUserByEmail, promoteToAdmin } from '../../auth/accounts';
import type { AccountEnv } from '../../auth/context';
import { requireAdmin, requireUser } from '../../auth/middleware';
import type { UserRow } from '../../auth/session';
import { pageOf } from '../admin/paging';

export function toUserRecord(user: UserRow): UserRecord {
  return { _id: user.id, email: user.email, role: user.role === 'Admin' ? 'Admin' : 'user' };
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

/**
 * The spec's user calls. POST /user and GET /admincheck answer only about the caller's own email (an admin
 * may ask about anyone), so no one learns another person's role. The account itself is created at sign-up,
 * so POST /user confirms the user record and is idempotent: it never changes a role.
 */
export function userRoutes() {
  return new Hono<AccountEnv>()
    .post('/user', requireUser, async (c) => {
      const auth = c.get('auth')!;
      const parsed = createUserRequestSchema.safeParse(await c.req.json().catch(() => ({})));
      if (!parsed.success) throw validationError(parsed.error);
      if (parsed.data.email !== auth.user.email) {
        throw new ApiError(403, 'forbidden', 'You can only register your own email');
      }
      const user = await findUserByEmail(c.get('deps').db, auth.user.email);
      if (!user) throw notFound('We could not find your account');
      return c.json(toUserRecord(user), 200);
    })
    .get('/admincheck/:email', requireUser, async (c) => {
      const auth = c.get('auth')!;
      const email = normaliseEmail(c.req.param('email'));
      if (email === auth.user.email) return c.json({ admin: auth.user.role === 'Admin' });
      if (auth.user.role !== 'Admin')
        throw new ApiError(403, 'forbidden', 'You can only check your own account');
      const user = await findUserByEmail(c.get('deps').db, email);
      return c.json({ admin: user?.role === 'Admin' });
    })
    .get('/allusers', requireAdmin, async (c) => {
      const { db } = c.get('deps');
      const { limit, offset } = pageOf(c);
      const [total] = await db.select({ n: count() }).from(users);
      const rows = await db
        .select()
        .from(users)
        .orderBy(asc(users.createdAt), asc(users.email))
        .limit(limit)
        .offset(offset);
      c.header('X-Total-Count', String(total?.n ?? 0));
      c.header('Cache-Control', 'no-store');
      return c.json(rows.map(toUserRecord));
    })
    .put('/updateUser/:email', requireAdmin, async (c) => {
      const deps = c.get('deps');
      const actor = c.get('auth')!.user.email;
      const email = normaliseEmail(c.req.param('email'));
      const updated = await deps.db.transaction(async (tx) => {
        const [user] = await tx.select().from(users).where(eq(users.email, email)).for('update');
        if (!user) throw notFound('We could not find that user');
        return user.role === 'Admin' ? user : promoteToAdmin(tx, user, actor, deps.clock());
      });
      return c.json(toUserRecord(updated));
    });
}
