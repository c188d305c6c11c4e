import { Hono } from 'hono';
import { count, desc } from 'drizzle-orm';
import { contactMessages } from '../../db/schema';
import type { AccountEnv } from '../../auth/context';
import { requireAdmin } from '../../auth/middleware';
import { pageOf } from '../admin/paging';

/** Messages sent through the Contact page, newest first: they hold names, emails and phones, so Admin only. */
export function contactAdminRoutes() {
  return new Hono<AccountEnv>().get('/contactMessages', requireAdmin, async (c) => {
    const { db } = c.get('deps');
    const { limit, offset } = pageOf(c);
    const [total] = await db.select({ n: count() }).from(contactMessages);
    const rows = await db
      .select()
      .from(contactMessages)
      .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
      .limit(limit)
      .offset(offset);
    c.header('X-Total-Count', String(total?.n ?? 0));
    c.header('Cache-Control', 'no-store');
    return c.json(
      rows.map((r) => ({
        _id: r.id,
        name: r.name,
        email: r.email,
        phone: r.phone,
        message: r.message,
        time: r.createdAt.toISOString(),
      })),
    );
  });
}
