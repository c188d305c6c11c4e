import { count, desc } from 'drizzle-orm';
import { contactMessageListSchema } from '@tm/core';
import { contactMessages } from '../../db/schema';
import type { AccountEnv } from '../../auth/context';
import { adminRoute, routeGroup } from '../../http/openapi';
import { listPage, pageOf, pageQuery } from '../admin/paging';
import { toContactMessage } from '../contact/contact-message';

const list = adminRoute('staff', 'get', '/contactMessages', {
  summary: 'Contact form messages, newest first, 50 a page.',
  request: { query: pageQuery },
  responses: { 200: pageOf(contactMessageListSchema, 'Messages') },
});

/** Messages sent through the Contact page, newest first: they hold names, emails and phones, so Admin only. */
export function contactAdminRoutes() {
  return routeGroup<AccountEnv>().openapi(list, async (c) => {
    const { db } = c.get('deps');
    const { limit, offset } = c.req.valid('query');
    const newestFirst = [desc(contactMessages.createdAt), desc(contactMessages.id)];
    const rows = await listPage(
      c,
      db
        .select()
        .from(contactMessages)
        .orderBy(...newestFirst)
        .limit(limit)
        .offset(offset),
      db.select({ n: count() }).from(contactMessages),
    );
    return c.json(rows.map(toContactMessage), 200);
  });
}
