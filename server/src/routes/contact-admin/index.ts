import { z } from '@hono/zod-openapi';
import { contactMessageListSchema, contactMessageSchema, markHandledRequestSchema } from '@tm/core';
import type { AccountEnv } from '../../pipeline/auth-context';
import { adminRoute, json, jsonBody, routeGroup } from '../openapi';
import { markMessageHandled } from '../../contact/handle-message';
import { listContactMessages } from '../../contact/message-list';
import { mapPage } from '../../db/page';
import { pageFields, pageOf, pageRows, staffListRoute, toSqlPage } from '../admin/paging';
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

const list = staffListRoute('staff', '/contactMessages', {
  capability: 'messages.handle',
  summary: 'Contact form messages, newest first, 50 a page; ?status=open|handled filters.',
  query: listQuery,
  rows: pageOf(contactMessageListSchema, 'Messages'),
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
      const page = await listContactMessages(c.get('deps').db, c.req.valid('query'));
      return c.json(pageRows(c, mapPage(page, toContactMessage)), 200);
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
