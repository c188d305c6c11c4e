import { z } from '@hono/zod-openapi';
import { and, count, desc, eq, isNotNull, isNull, type SQL } from 'drizzle-orm';
import { contactMessageListSchema, contactMessageSchema, markHandledRequestSchema } from '@tm/core';
import { contactMessages } from '../../db/schema';
import type { AccountEnv } from '../../pipeline/auth-context';
import { notFound } from '../../http/errors';
import { adminRoute, json, jsonBody, routeGroup } from '../openapi';
import { writeAudit } from '../../audit/audit';
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
      const actor = c.get('auth')!.user.email;
      const { id } = c.req.valid('param');
      const { handled, note } = c.req.valid('json');
      const now = deps.clock();
      const row = await deps.db.transaction(async (tx) => {
        const [updated] = await tx
          .update(contactMessages)
          .set(
            handled
              ? { handledAt: now, handledBy: actor, handledNote: note || null }
              : { handledAt: null, handledBy: null, handledNote: null },
          )
          .where(eq(contactMessages.id, id))
          .returning();
        if (!updated) throw notFound('We could not find that message');
        await writeAudit(tx, {
          actor,
          action: handled ? 'message-handled' : 'message-reopened',
          entity: 'contact-message',
          entityId: id,
          before: null,
          after: handled ? { handled, note: note || null } : { handled },
          at: now,
        });
        return updated;
      });
      return c.json(toContactMessage(row), 200);
    });
}
