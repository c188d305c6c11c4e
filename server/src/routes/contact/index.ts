import { Hono } from 'hono';
import { z } from 'zod';
import { contactMessageRequestSchema, contactMessageSchema } from '@tm/core';
import { contactMessages } from '../../db/schema';
import { readJson } from '../../http/body';
import { reserveFor } from '../../http/limiter';
import type { AppEnv } from '../../http/types';
import { registerRoute } from '../../openapi/registry';

registerRoute({
  method: 'post',
  path: '/contact',
  tag: 'contact',
  auth: 'public',
  summary:
    'Sends a Contact Us message (stored for staff). Rate limited per address (CONTACT_LIMIT_PER_MINUTE, 5 by default).',
  request: { body: contactMessageRequestSchema },
  responses: { 201: { description: 'Stored', schema: z.object({ message: contactMessageSchema }) } },
});

export function contactRoutes() {
  return new Hono<AppEnv>().post(
    '/contact',
    async (c, next) => {
      await reserveFor(c, c.var.deps, 'contact');
      await next();
    },
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
