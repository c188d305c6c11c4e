import { contactMessageRequestSchema, contactSentSchema } from '@tm/core';
import { contactMessages } from '../../db/schema';
import { json, jsonBody, publicRoute, routeGroup } from '../../http/openapi';
import { rateLimit } from '../../http/rate-limit';
import { toContactMessage } from './contact-message';

export function contactRoutes() {
  // Made per app: each app counts its own senders.
  const send = publicRoute('contact', 'post', '/contact', {
    middleware: rateLimit({
      limit: 5,
      windowMs: 60_000,
      message: 'Too many messages. Please wait a minute and try again.',
    }),
    summary: 'Sends a Contact Us message (stored for staff). Rate limited: 5 per minute per address.',
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
