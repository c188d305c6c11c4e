import { Hono } from 'hono';
import { z } from 'zod';
import { contactMessageRequestSchema, contactMessageSchema } from '@tm/core';
import { contactMessages } from '../../db/schema';
import { readJson } from '../../http/body';
import { rateLimit } from '../../http/rate-limit';
import type { AppEnv } from '../../http/types';
import { registerRoute } from '../../openapi/registry';

registerRoute({
  method: 'post',
  path: '/contact',
  tag: 'contact',
  auth: 'public',
  summary: 'Sends a Contact Us message (stored for staff). Rate limited: 5 per minute per address.',
  request: { body: contactMessageRequestSchema },
  responses: { 201: { description: 'Stored', schema: z.object({ message: contactMessageSchema }) } },
});

export function contactRoutes() {
  return new Hono<AppEnv>().post(
    '/contact',
    rateLimit({
      limit: 5,
      windowMs: 60_000,
      message: 'Too many messages. Please wait a minute and try again.',
    }),
    async (c) => {
      const body = await readJson(c, contactMessageRequestSchema);
      const { db, clock } = c.var.deps;
      const [row] = await db
        .insert(contactMessages)
        .values({ ...body, createdAt: clock() })
        .returning();
      return c.json(
        {
          message: {
            _id: row!.id,
            name: row!.name,
            email: row!.email,
            phone: row!.phone,
            message: row!.message,
            time: row!.createdAt.toISOString(),
          },
        },
        201,
      );
    },
  );
}
