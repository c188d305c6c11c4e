import { contactMessageRequestSchema, contactSentSchema } from '@tm/core';
import { contactMessages } from '../../db/schema';
import { json, jsonBody, publicRoute, routeGroup } from '../openapi';
import { reserveFor } from '../../http/limiter';
import { toContactMessage } from './contact-message';

export function contactRoutes() {
  const send = publicRoute('contact', 'post', '/contact', {
    middleware: async (c, next) => {
      await reserveFor(c, c.var.deps, 'contact');
      await next();
    },
    summary:
      'Sends a Contact Us message (stored for staff). Rate limited per address (CONTACT_LIMIT_PER_MINUTE, 5 by default).',
    request: { body: jsonBody(contactMessageRequestSchema) },
    responses: { 201: json(contactSentSchema, 'Stored') },
  });
  return routeGroup().openapi(send, async (c) => {
    const body = c.req.valid('json');
    const { db, clock } = c.var.deps;
    const [row] = await db
      .insert(contactMessages)
      .values({ ...body, createdAt: clock() })
      .returning();
    return c.json({ message: toContactMessage(row!) }, 201);
  });
}
