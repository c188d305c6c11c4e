import { z } from '@hono/zod-openapi';
import { and, count, desc, isNotNull, isNull, type SQL } from 'drizzle-orm';
import { contactMessageListSchema, contactMessageSchema, markHandledRequestSchema } from '@tm/core';
import { contactMessages } from '../../db/schema';
import type { AccountEnv } from '../../pipeline/auth-context';
import { adminRoute, json, jsonBody, routeGroup } from '../openapi';
import { markMessageHandled } from '../../contact/handle-message';
import { listPage, pageFields, pageOf, toSqlPage } from '../admin/paging';
import { toContactMessage } from '../contact/contact-message';

const listQuery = z
  .object({
    ...pageFields,
    status: z
      .enum(['open', 'handled'])
      .optional()
      .describe('Only open or only handled messages (default: all)'),
  })
  .transform(toSqlPage);

const list = adminRoute('staff', 'get', '/contactMessages', {
  capability: 'messages.handle',
  summary: 'Contact form messages, newest first, 50 a page; ?status=open|handled filters.',
  request: { query: listQuery },
  responses: { 200: pageOf(contactMessageListSchema, 'Messages') },
});

const markHandled = adminRoute('staff', 'put', '/contactMessages/{id}/handled', {
  capability: 'messages.handle',
  summary:
    'Marks a contact message handled with an optional note (kept with who and when), or open again; audited.',
  request: {
    params: z.object({ id: z.uuid('Not a message id') }),
    body: jsonBody(markHandledRequestSchema),
  },
  responses: { 200: json(contactMessageSchema, 'The message') },
});

/** Messages sent through the Contact page, newest first: they hold names, emails and phones, so staff only (`messages.handle`). */
export function contactAdminRoutes() {
  return routeGroup<AccountEnv>()
    .openapi(list, async (c) => {
      const { db } = c.get('deps');
      const { limit, offset, status } = c.req.valid('query');
      const where: SQL | undefined =
        status === 'open'
          ? isNull(contactMessages.handledAt)
          : status === 'handled'
            ? isNotNull(contactMessages.handledAt)
            : undefined;
      const newestFirst = [desc(contactMessages.createdAt), desc(contactMessages.id)];
      const rows = await listPage(
        c,
        db
          .select()
          .from(contactMessages)
          .where(where)
          .orderBy(...newestFirst)
          .limit(limit)
          .offset(offset),
        db.select({ n: count() }).from(contactMessages).where(and(where)),
      );
      return c.json(rows.map(toContactMessage), 200);
    })
    .openapi(markHandled, async (c) => {
      const deps = c.get('deps');
      const row = await markMessageHandled(
        deps.db,
        c.req.valid('param').id,
        c.req.valid('json'),
        c.get('auth')!.user.email,
        deps.clock(),
      );
      return c.json(toContactMessage(row), 200);
    });
}
