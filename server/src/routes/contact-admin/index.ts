import { createRoute } from '@hono/zod-openapi';
import { count, desc } from 'drizzle-orm';
import { contactMessageListSchema } from '@tm/core';
import { contactMessages } from '../../db/schema';
import type { AccountEnv } from '../../auth/context';
import { adminOnly, routeGroup } from '../../http/openapi';
import { pageOf, pageQuery, sendTotal } from '../admin/paging';
import { toContactMessage } from '../contact/contact-message';

const list = createRoute({
  method: 'get',
  path: '/contactMessages',
  tags: ['staff'],
  ...adminOnly,
  summary: 'Contact form messages, newest first, 50 a page.',
  request: { query: pageQuery },
  responses: { 200: pageOf(contactMessageListSchema, 'Messages') },
});

/** Messages sent through the Contact page, newest first: they hold names, emails and phones, so Admin only. */
export function contactAdminRoutes() {
  return routeGroup<AccountEnv>().openapi(list, async (c) => {
    const { db } = c.get('deps');
    const { limit, offset } = c.req.valid('query');
    const [total] = await db.select({ n: count() }).from(contactMessages);
    const rows = await db
      .select()
      .from(contactMessages)
      .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
      .limit(limit)
      .offset(offset);
    sendTotal(c, total?.n);
    return c.json(rows.map(toContactMessage), 200);
  });
}
